/** Teacher lists show whole minutes (spec section 9). */
export function wholeMinutes(durationSeconds: number): number {
  return Math.round(durationSeconds / 60);
}

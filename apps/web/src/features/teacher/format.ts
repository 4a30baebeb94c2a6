const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** An ISO timestamp from the API as a short local date and time. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** Teacher lists show whole minutes (spec section 9). */
export function wholeMinutes(durationSeconds: number): number {
  return Math.round(durationSeconds / 60);
}

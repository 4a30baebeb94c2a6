/** The first letter of a name, upper-cased, for avatars. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toLocaleUpperCase() || '?';
}

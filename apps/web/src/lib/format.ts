/** The first letter of a name, upper-cased, for avatars. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toLocaleUpperCase() || '?';
}

/** Seconds as m:ss for countdowns (spec section 9); never negative. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface DurationWords {
  none: string;
  minutes: (n: number) => string;
  hours: (n: number) => string;
  hoursMinutes: (h: number, m: number) => string;
}

/**
 * A duration in seconds the way the spec shows it (section 9): none means no time limit; under an
 * hour 'N minute(s)'; otherwise 'X hour(s)' or 'Xh Ym'.
 */
export function formatDuration(seconds: number | null | undefined, words: DurationWords): string {
  if (!seconds || seconds <= 0) return words.none;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return words.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? words.hours(hours) : words.hoursMinutes(hours, rest);
}

/** A score without float noise: at most one decimal. */
export function formatScore(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A size in bytes as GB or MB with one decimal, or whole KB below a megabyte. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

// One date and time format everywhere (screens and CSV exports): the reader's time zone, day month year.
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const timeOfDay = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** An ISO instant from the API in the reader's time zone, e.g. '21 Nov 2026, 2:30 pm'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** An ISO instant's day in the reader's time zone, e.g. '21 Nov 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/** An ISO instant's time of day with seconds in the reader's time zone, e.g. '02:30:05 pm'. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeOfDay.format(date);
}

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

// One date and time format per language everywhere: the reader's time zone, day month year. Made on first
// use, once the language is loaded.
const formats = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateOnly: { dateStyle: 'medium' },
  timeOfDay: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();
let locale = 'en-IN';
/** A language's own words for Intl's 'am' and 'pm', where its Intl data keeps them in English. */
export type DayPeriods = { am: string; pm: string };
let dayPeriods: DayPeriods | undefined;

/** The Intl locale dates and numbers are written in; the language loader sets it (see i18n). */
export function setFormatLocale(intl: string, periods?: DayPeriods): void {
  locale = intl;
  dayPeriods = periods;
}

function formatIn(kind: keyof typeof formats, date: Date): string {
  const key = `${locale} ${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, formats[kind]);
    formatters.set(key, formatter);
  }
  if (!dayPeriods) return formatter.format(date);
  const words = dayPeriods;
  return formatter
    .formatToParts(date)
    .map((part) =>
      part.type === 'dayPeriod'
        ? (words[part.value.toLowerCase() as keyof DayPeriods] ?? part.value)
        : part.value,
    )
    .join('');
}

/** A count in the reader's language's digits and grouping (12,34,567 in India). */
export function formatCount(n: number): string {
  return n.toLocaleString(locale);
}

/** An ISO instant from the API in the reader's time zone, e.g. '21 Nov 2026, 2:30 pm'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatIn('dateTime', date);
}

/** An ISO instant's day in the reader's time zone, e.g. '21 Nov 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatIn('dateOnly', date);
}

/** An ISO instant's time of day with seconds in the reader's time zone, e.g. '02:30:05 pm'. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatIn('timeOfDay', date);
}

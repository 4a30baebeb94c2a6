/**
 * CSV cells the server and the web app write (results, failed rows, templates), by one rule: a cell a
 * spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection), and files we
 * wrote can be read back with `restoreCsvText` to the text as it was.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEUTRALISED = /^'[=+\-@\t\r]/;

/** The text with an apostrophe in front when a spreadsheet would otherwise run it as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes neutraliseFormula on a cell read from a file, so a file we wrote uploads again unchanged. */
export function restoreCsvText(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}

/** One CSV cell: formula neutralised, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | null | undefined): string {
  const text = neutraliseFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as Asia/Kolkata, or UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * An instant as a CSV cell a person and a spreadsheet both read: local time in `timeZone`,
 * 'YYYY-MM-DD HH:MM' (24-hour); empty for none. The column's header names the zone (csvTimeHeader).
 */
export function csvTime(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A time column's header, naming the zone its times are in: 'Started at (Asia/Kolkata)'. */
export function csvTimeHeader(label: string, timeZone: string): string {
  return `${label} (${timeZone})`;
}

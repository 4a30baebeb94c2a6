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

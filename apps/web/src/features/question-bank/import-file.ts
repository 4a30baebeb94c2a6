import { csvCell, QUESTION_TEMPLATE_COLUMNS, type QuestionFileFormat } from '@pathshala/contracts';

/** What the file chooser offers: every format the import reads. */
export const IMPORT_ACCEPT = '.csv,.xlsx,.xml,.gift,.txt';

/** The column of the failed-items file that says what to fix (the import ignores it). */
export const PROBLEM_COLUMN = 'Problem';

/**
 * The format a file's name says. A .txt file may be GIFT or Aiken: its first part decides
 * (Aiken ends every question with an `ANSWER:` line; GIFT puts answers in braces). Null when
 * neither tells, so the teacher chooses.
 */
export function detectFormat(fileName: string, head = ''): QuestionFileFormat | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.xml')) return 'moodle-xml';
  if (name.endsWith('.gift')) return 'gift';
  if (name.endsWith('.aiken')) return 'aiken';
  if (name.endsWith('.txt')) {
    if (/^\s*ANSWER\s*:\s*[A-Za-z]\b/m.test(head)) return 'aiken';
    if (/\{[\s\S]*\}/.test(head)) return 'gift';
  }
  return null;
}

/** The first few kilobytes of a file as text (enough to tell GIFT from Aiken). */
export async function readHead(file: Blob, bytes = 8 * 1024): Promise<string> {
  try {
    return await file.slice(0, bytes).text();
  } catch {
    return '';
  }
}

/**
 * The items a dry run or an import could not take, as a CSV in the template's columns with the
 * reason last, so the teacher fixes them in place and imports this file again. Columns the server
 * added beyond the template keep their place after the reason. Cells go through the shared CSV rule.
 */
export function failedItemsCsv(items: ReadonlyArray<Record<string, string>>): string {
  const known = new Set<string>([...QUESTION_TEMPLATE_COLUMNS, PROBLEM_COLUMN]);
  const extra = [...new Set(items.flatMap((item) => Object.keys(item)))].filter((key) => !known.has(key));
  const columns = [...QUESTION_TEMPLATE_COLUMNS, PROBLEM_COLUMN, ...extra];
  const lines = [columns.map(csvCell).join(',')];
  for (const item of items) lines.push(columns.map((column) => csvCell(item[column] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The file name for the failed items of `fileName` ("algebra.xml" -> "algebra-failed-items.csv"). */
export function failedItemsFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-') || 'questions';
  return `${base}-failed-items.csv`;
}

import {
  BULK_FILE_COLUMNS,
  BULK_HEADER_WORDS,
  BULK_TEMPLATE_COLUMNS,
  type BulkRowError,
  type BulkUserType,
  csvCell,
} from '@pathshala/contracts';

/**
 * The rows the upload did not create, in template columns (and a teacher's center and partner name
 * columns when the file had them), headed in words as the template is, plus an error column that
 * says why, so the admin can fix them and upload this file again. Cells are written by the shared
 * CSV rule (formulas neutralised); the upload undoes the neutralising, so the file goes back in unchanged.
 */
export function failedRowsCsv(
  userType: BulkUserType,
  result: { failedRows: Array<{ row: number; values: Record<string, string> }>; rowErrors: BulkRowError[] },
  errorColumn: string,
): string {
  const template: readonly string[] = BULK_TEMPLATE_COLUMNS[userType];
  const columns = BULK_FILE_COLUMNS[userType].filter(
    (column) => template.includes(column) || result.failedRows.some(({ values }) => column in values),
  );
  const lines = [
    [...columns.map((column) => BULK_HEADER_WORDS[column] ?? column), errorColumn].map(csvCell).join(','),
  ];
  for (const { row, values } of result.failedRows) {
    const reasons = result.rowErrors
      .filter((error) => error.row === row)
      .map((error) => `${BULK_HEADER_WORDS[error.column] ?? error.column}: ${error.reason}`)
      .join('; ');
    lines.push([...columns.map((column) => values[column] ?? ''), reasons].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

import { BULK_TEMPLATE_COLUMNS, type BulkRowError, type BulkUserType, csvCell } from '@pathshala/contracts';

/**
 * The rows the upload did not create, in template columns plus an error column that says why,
 * so the admin can fix them and upload this file again. Cells are written by the shared CSV rule
 * (formulas neutralised); the upload undoes the neutralising, so the file goes back in unchanged.
 */
export function failedRowsCsv(
  userType: BulkUserType,
  result: { failedRows: Array<{ row: number; values: Record<string, string> }>; rowErrors: BulkRowError[] },
  errorColumn: string,
): string {
  const columns = BULK_TEMPLATE_COLUMNS[userType];
  const lines = [[...columns, errorColumn].map(csvCell).join(',')];
  for (const { row, values } of result.failedRows) {
    const reasons = result.rowErrors
      .filter((error) => error.row === row)
      .map((error) => `${error.column}: ${error.reason}`)
      .join('; ');
    lines.push([...columns.map((column) => values[column] ?? ''), reasons].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

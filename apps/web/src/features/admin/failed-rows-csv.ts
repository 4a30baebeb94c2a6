import { BULK_TEMPLATE_COLUMNS, type BulkRowError, type BulkUserType } from '@pathshala/contracts';

/** Cells exactly as the admin's own file had them, so the fixed file uploads again unchanged. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The rows the upload did not create, in template columns plus an error column that says why,
 * so the admin can fix them and upload this file again.
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

import * as XLSX from '@e965/xlsx';
import { BULK_TEMPLATE_COLUMNS, type BulkUserType, csvCell } from '@pathshala/contracts';

/** One example row per template, so the admin sees each column's format. */
const EXAMPLE_ROWS: Record<BulkUserType, string[]> = {
  student: [
    'asha.patel@school.example',
    'Ms',
    'Asha',
    'Patel',
    'Welcome@2026',
    '2012-05-17',
    '12 MG Road, Pune',
    '2026',
    'A',
  ],
  teacher: [
    'ravi.kumar@school.example',
    'Mr',
    'Ravi',
    'Kumar',
    'Welcome@2026',
    '4 Station Road, Pune',
    '1',
    '1',
    'A',
  ],
};

/** The bulk-upload template (header of spec section 3 and one example row) as a file. */
export function buildTemplate(
  userType: BulkUserType,
  format: 'csv' | 'xlsx',
): { fileName: string; contentType: string; bytes: Buffer } {
  const rows = [[...BULK_TEMPLATE_COLUMNS[userType]], EXAMPLE_ROWS[userType]];
  const baseName = `${userType}-upload-template`;
  if (format === 'csv') {
    return {
      fileName: `${baseName}.csv`,
      contentType: 'text/csv; charset=utf-8',
      bytes: Buffer.from(`${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8'),
    };
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet(rows),
    userType === 'student' ? 'Students' : 'Teachers',
  );
  return {
    fileName: `${baseName}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  };
}

import * as XLSX from '@e965/xlsx';
import { BULK_HEADER_WORDS, BULK_READABLE_TEMPLATE, type BulkUserType, csvCell } from '@pathshala/contracts';

/** The school's own center and partner for the teacher example, so the row shows names it has. */
export interface TemplateExample {
  center: string;
  partner: string;
}
/** Used until the school has a center of its own. */
const PLACEHOLDER: TemplateExample = { center: 'Your training center', partner: 'Its training partner' };

/** One example row per template, so the admin sees each column's format. */
function exampleRow(userType: BulkUserType, example: TemplateExample): string[] {
  if (userType === 'student') {
    return [
      'asha.patel@school.example',
      'Ms',
      'Asha',
      'Patel',
      'Welcome@2026',
      '2012-05-17',
      '12 MG Road, Pune',
      '2026',
      'Active',
      // Left empty: a name the school's cohorts have, or the row is refused.
      '',
    ];
  }
  return [
    'ravi.kumar@school.example',
    'Mr',
    'Ravi',
    'Kumar',
    'Welcome@2026',
    '4 Station Road, Pune',
    example.center,
    example.partner,
    'Active',
  ];
}

/**
 * The bulk-upload template as a file: the columns headed in words a person reads ('First name',
 * 'Date of birth', 'Status'), a teacher's center and partner by name, and one example row. The
 * spec's code names are still taken by the upload.
 */
export function buildTemplate(
  userType: BulkUserType,
  format: 'csv' | 'xlsx',
  example: TemplateExample | null = null,
): { fileName: string; contentType: string; bytes: Buffer } {
  const header = BULK_READABLE_TEMPLATE[userType].map((column) => BULK_HEADER_WORDS[column] ?? column);
  const rows = [header, exampleRow(userType, example ?? PLACEHOLDER)];
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

import {
  BULK_COLUMN_WORDS,
  BULK_FILE_COLUMNS,
  BULK_HEADER_ALIASES,
  BULK_HEADER_WORDS,
  BULK_STATUS_WORDS,
  type BulkUserType,
} from '@pathshala/contracts';

/** Headers compared without case, spaces or punctuation: "First name", "first_name", "firstName". */
const plain = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Per user type, every way a header may name each column the upload reads. */
const COLUMN_OF_HEADER: Record<BulkUserType, Map<string, string>> = {
  student: headersOf('student'),
  teacher: headersOf('teacher'),
};

function headersOf(userType: BulkUserType): Map<string, string> {
  const columnOf = new Map<string, string>();
  for (const column of BULK_FILE_COLUMNS[userType]) {
    const names = [
      column,
      BULK_COLUMN_WORDS[column],
      BULK_HEADER_WORDS[column],
      ...(BULK_HEADER_ALIASES[column] ?? []),
    ];
    for (const name of names) {
      if (name && !columnOf.has(plain(name))) columnOf.set(plain(name), column);
    }
  }
  return columnOf;
}

/** The column a file's header names: the spec's code name, the template's words, or a usual other. */
export function columnOfHeader(userType: BulkUserType, header: string): string | undefined {
  return COLUMN_OF_HEADER[userType].get(plain(header));
}

/** A column in the words the template heads it with (for messages about a column). */
export const headerWords = (column: string): string => BULK_HEADER_WORDS[column] ?? column;

/** A status cell as the rules take it: Active, Inactive or Pending in any case, or a letter, as A, I or P. */
export function statusLetter(cell: string): string {
  const word = cell.trim().toLowerCase();
  return BULK_STATUS_WORDS[word] ?? (/^[aip]$/.test(word) ? word.toUpperCase() : cell);
}

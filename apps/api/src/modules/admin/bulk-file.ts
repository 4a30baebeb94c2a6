import { Worker } from 'node:worker_threads';
import { BULK_MAX_ROWS, messages } from '@pathshala/contracts';
import { AppError, badRequest } from '../../lib/errors';

export type SpreadsheetKind = 'csv' | 'xlsx' | 'xls';

const ALLOWED_EXTENSIONS = ['.csv', '.xlsx', '.xls'];
/** A real template file unzips to well under a megabyte per thousand rows; more is a bomb. */
const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 500;
const PARSE_TIME_LIMIT_MS = 15_000;
const PARSE_HEAP_LIMIT_MB = 256;

const unreadable = () => badRequest(messages.admin.bulkUnreadable);

/** Control characters other than tab, line feed, form feed and carriage return. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) {
      return true;
    }
  }
  return false;
}

/**
 * What the file really is, by its first bytes: a zip (xlsx), an OLE compound file (xls) or UTF-8
 * text without control characters (csv). The name's extension must also be one of the three.
 */
export function detectSpreadsheetKind(fileName: string, bytes: Buffer): SpreadsheetKind {
  const lowerName = fileName.toLowerCase();
  if (!ALLOWED_EXTENSIONS.some((extension) => lowerName.endsWith(extension))) {
    throw badRequest(messages.admin.bulkFileType);
  }
  if (bytes.length === 0) throw badRequest(messages.admin.bulkEmpty);
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))
    return 'xls';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(messages.admin.bulkFileType);
  }
  // Binary files that happen to decode (an .exe renamed .csv has NULs and control bytes) are refused.
  if (hasControlCharacters(text)) throw badRequest(messages.admin.bulkFileType);
  return 'csv';
}

/**
 * Reads an xlsx's zip directory without unzipping anything and refuses archives that would unzip to
 * more than the cap (a zip bomb) or that hide their sizes (zip64).
 */
export function checkZipDirectory(bytes: Buffer): void {
  const searchFrom = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const entryCount = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (entryCount > MAX_ZIP_ENTRIES || entryCount === 0xffff) throw unreadable();
  let unzippedBytes = 0;
  for (let entry = 0; entry < entryCount; entry++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const compressed = bytes.readUInt32LE(at + 20);
    const uncompressed = bytes.readUInt32LE(at + 24);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) throw unreadable();
    unzippedBytes += uncompressed;
    if (unzippedBytes > MAX_UNZIPPED_BYTES) throw unreadable();
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
}

/**
 * Parses the first sheet into rows of trimmed cell texts (dates as YYYY-MM-DD) in a worker thread
 * with a heap cap and a time limit, so no file can stall or exhaust the server.
 */
export async function parseSpreadsheet(
  bytes: Buffer,
  kind: SpreadsheetKind,
  { timeLimitMs = PARSE_TIME_LIMIT_MS }: { timeLimitMs?: number } = {},
): Promise<string[][]> {
  if (kind === 'xlsx') checkZipDirectory(bytes);
  const worker = new Worker(new URL('./spreadsheet-parse.worker.mjs', import.meta.url), {
    workerData: { bytes, kind, maxRows: BULK_MAX_ROWS },
    resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
  try {
    return await new Promise<string[][]>((resolve, reject) => {
      const timer = setTimeout(() => reject(unreadable()), timeLimitMs);
      worker.once('message', (result: { ok: boolean; rows?: string[][] }) => {
        clearTimeout(timer);
        if (result.ok && Array.isArray(result.rows)) resolve(result.rows);
        else reject(unreadable());
      });
      worker.once('error', () => {
        clearTimeout(timer);
        reject(unreadable());
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        reject(unreadable());
      });
    });
  } finally {
    await worker.terminate();
  }
}

/** The header row and the data rows (blank rows dropped), each with its row number in the sheet. */
export function splitSheet(rows: string[][]): {
  header: string[];
  dataRows: Array<{ rowNumber: number; cells: string[] }>;
} {
  const [header = [], ...rest] = rows;
  const dataRows = rest
    .map((cells, index) => ({ rowNumber: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (dataRows.length > BULK_MAX_ROWS) throw new AppError(413, messages.admin.bulkTooManyRows);
  return { header, dataRows };
}

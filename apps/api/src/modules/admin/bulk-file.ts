import { Worker } from 'node:worker_threads';
import { BULK_MAX_ROWS, hasControlCharacters, messages } from '@pathshala/contracts';
import { AppError, badRequest } from '../../lib/errors';

export type SpreadsheetKind = 'csv' | 'xlsx' | 'xls';

const ALLOWED_EXTENSIONS = ['.csv', '.xlsx', '.xls'];
/** A real 5,000-row template file unzips to about 2.5 MB; more than this is a bomb. */
const MAX_UNZIPPED_BYTES = 16 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 500;
const PARSE_TIME_LIMIT_MS = 15_000;
const PARSE_HEAP_LIMIT_MB = 256;

const unreadable = () => badRequest(messages.admin.bulkUnreadable);

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

/** Where one zip entry's stored bytes are and what they must inflate to, as the directory says. */
export interface ZipEntry {
  name: string;
  method: 0 | 8;
  dataStart: number;
  compressedSize: number;
  uncompressedSize: number;
}

const SIGNATURE = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 } as const;
/** Encrypted (bit 0), strongly encrypted (bit 6) or with a masked directory (bit 13). */
const FORBIDDEN_FLAGS = 0x2041;
const DATA_DESCRIPTOR_FLAG = 0x0008;
const ZIP64_EXTRA_ID = 0x0001;

function hasZip64Extra(bytes: Buffer, start: number, length: number): boolean {
  for (let at = start; at + 4 <= start + length; at += 4 + bytes.readUInt16LE(at + 2)) {
    if (bytes.readUInt16LE(at) === ZIP64_EXTRA_ID) return true;
  }
  return false;
}

/**
 * Reads an xlsx's zip directory without unzipping anything and returns its entries, refusing any
 * archive a parser could read differently from this reading: the parser finds the end record by the
 * last signature, walks the directory by the first count, and then trusts each local header. So
 * the end record must be the only one and say one count; each local header must agree with its
 * directory entry (name, method, flags, sizes; a data descriptor's zero sizes aside); entries must
 * not overlap; and no zip64, encryption or unknown method. The sizes must add up to at most the cap.
 * The worker then inflates each entry with its declared size as a hard limit.
 */
export function readZipDirectory(bytes: Buffer): ZipEntry[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length || end + 22 + bytes.readUInt16LE(end + 20) !== bytes.length) {
    throw unreadable();
  }
  const entriesOnDisk = bytes.readUInt16LE(end + 8);
  const entryCount = bytes.readUInt16LE(end + 10);
  const directoryStart = bytes.readUInt32LE(end + 16);
  const directoryEnd = directoryStart + bytes.readUInt32LE(end + 12);
  if (bytes.readUInt32LE(end + 4) !== 0 || entriesOnDisk !== entryCount || directoryEnd !== end) {
    throw unreadable();
  }
  if (entryCount === 0 || entryCount > MAX_ZIP_ENTRIES) throw unreadable();

  const entries: Array<ZipEntry & { localStart: number }> = [];
  let unzippedBytes = 0;
  for (let at = directoryStart, index = 0; index < entryCount; index++) {
    if (at + 46 > directoryEnd || bytes.readUInt32LE(at) !== SIGNATURE.central) throw unreadable();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const localStart = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength);
    if (flags & FORBIDDEN_FLAGS || (method !== 0 && method !== 8)) throw unreadable();
    if (method === 0 && compressedSize !== uncompressedSize) throw unreadable();
    if (hasZip64Extra(bytes, at + 46 + nameLength, extraLength)) throw unreadable();
    unzippedBytes += uncompressedSize;
    if (unzippedBytes > MAX_UNZIPPED_BYTES) throw unreadable();

    if (localStart + 30 > directoryStart || bytes.readUInt32LE(localStart) !== SIGNATURE.local) {
      throw unreadable();
    }
    const localNameLength = bytes.readUInt16LE(localStart + 26);
    const localExtraLength = bytes.readUInt16LE(localStart + 28);
    const localName = bytes.subarray(localStart + 30, localStart + 30 + localNameLength);
    const localCompressed = bytes.readUInt32LE(localStart + 18);
    const localUncompressed = bytes.readUInt32LE(localStart + 22);
    const sizesAgree =
      (localCompressed === compressedSize && localUncompressed === uncompressedSize) ||
      (flags & DATA_DESCRIPTOR_FLAG && localCompressed === 0 && localUncompressed === 0);
    if (
      bytes.readUInt16LE(localStart + 6) !== flags ||
      bytes.readUInt16LE(localStart + 8) !== method ||
      !localName.equals(name) ||
      !sizesAgree ||
      hasZip64Extra(bytes, localStart + 30 + localNameLength, localExtraLength)
    ) {
      throw unreadable();
    }
    const dataStart = localStart + 30 + localNameLength + localExtraLength;
    if (dataStart + compressedSize > directoryStart) throw unreadable();
    entries.push({
      // Byte for byte (latin1), so the worker writes back exactly the name the archive holds.
      name: name.toString('latin1'),
      method,
      dataStart,
      compressedSize,
      uncompressedSize,
      localStart,
    });
    at += 46 + nameLength + extraLength + bytes.readUInt16LE(at + 32);
  }
  const byOffset = [...entries].sort((a, b) => a.localStart - b.localStart);
  byOffset.forEach((entry, index) => {
    const next = byOffset[index + 1];
    if (next && entry.dataStart + entry.compressedSize > next.localStart) throw unreadable();
  });
  return entries.map(({ localStart: _, ...entry }) => entry);
}

/**
 * Parses the first sheet into rows of trimmed cell texts (dates as YYYY-MM-DD) in a worker thread
 * with a heap cap and a time limit, so no file can stall or exhaust the server.
 */
export async function parseSpreadsheet(
  bytes: Buffer,
  kind: SpreadsheetKind,
  {
    timeLimitMs = PARSE_TIME_LIMIT_MS,
    maxRows = BULK_MAX_ROWS,
  }: {
    timeLimitMs?: number;
    /** Data rows read past the header (one more is read, to tell that a file has too many). */
    maxRows?: number;
  } = {},
): Promise<string[][]> {
  const zipEntries = kind === 'xlsx' ? readZipDirectory(bytes) : undefined;
  const worker = new Worker(new URL('./spreadsheet-parse.worker.mjs', import.meta.url), {
    workerData: { bytes, kind, zipEntries, maxRows },
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

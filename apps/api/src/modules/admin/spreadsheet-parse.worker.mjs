// Parses one uploaded spreadsheet off the server's event loop. Plain JavaScript so that it runs the
// same under tsx, Vitest and Node. The parent gives it memory and time limits and kills it past them,
// so a zip bomb or a pathological sheet costs this thread, never the server.
import { parentPort, workerData } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';

/**
 * The xlsx as a zip of stored (uncompressed) entries, each inflated here with its declared size as
 * a hard output limit, so the parser never inflates anything itself: a deflate stream that says
 * 2 KB and holds gigabytes stops at 2 KB and is refused. `entries` come from the parent's directory
 * check (readZipDirectory), which already refused lying or overlapping headers.
 * @param {Buffer} bytes
 * @param {Array<{ name: string, method: 0 | 8, dataStart: number, compressedSize: number, uncompressedSize: number }>} entries
 */
function storedZip(bytes, entries) {
  const names = entries.map((entry) => Buffer.from(entry.name, 'latin1'));
  const dataBytes = entries.reduce((sum, entry, i) => sum + 30 + names[i].length + entry.uncompressedSize, 0);
  const directoryBytes = names.reduce((sum, name) => sum + 46 + name.length, 0);
  const out = Buffer.alloc(dataBytes + directoryBytes + 22);
  const offsets = [];
  let at = 0;
  entries.forEach((entry, i) => {
    const stored = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    // maxOutputLength makes zlib stop (and throw) the moment the output outgrows the declared size.
    const data =
      entry.method === 8
        ? inflateRawSync(stored, { maxOutputLength: Math.max(1, entry.uncompressedSize) })
        : stored;
    if (data.length !== entry.uncompressedSize) throw new Error('entry size differs from its declared size');
    offsets.push(at);
    out.writeUInt32LE(0x04034b50, at);
    out.writeUInt16LE(20, at + 4);
    out.writeUInt32LE(data.length, at + 18);
    out.writeUInt32LE(data.length, at + 22);
    out.writeUInt16LE(names[i].length, at + 26);
    names[i].copy(out, at + 30);
    data.copy(out, at + 30 + names[i].length);
    at += 30 + names[i].length + data.length;
  });
  const directoryStart = at;
  entries.forEach((entry, i) => {
    out.writeUInt32LE(0x02014b50, at);
    out.writeUInt16LE(20, at + 4);
    out.writeUInt16LE(20, at + 6);
    out.writeUInt32LE(entry.uncompressedSize, at + 20);
    out.writeUInt32LE(entry.uncompressedSize, at + 24);
    out.writeUInt16LE(names[i].length, at + 28);
    out.writeUInt32LE(offsets[i], at + 42);
    names[i].copy(out, at + 46);
    at += 46 + names[i].length;
  });
  out.writeUInt32LE(0x06054b50, at);
  out.writeUInt16LE(entries.length, at + 8);
  out.writeUInt16LE(entries.length, at + 10);
  out.writeUInt32LE(at - directoryStart, at + 12);
  out.writeUInt32LE(directoryStart, at + 16);
  return out;
}

/** @param {unknown} value */
function cellText(value) {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) {
    // cellDates gives a local-time Date for a date cell: keep the calendar day the sheet shows.
    const pad = (n) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).trim();
}

/** Columns read from a sheet: the templates have fewer; a file may add a few of its own. */
const MAX_COLUMNS = 26;

const { bytes, kind, zipEntries, maxRows } = workerData;
try {
  const options = {
    cellDates: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
    dense: true,
    // Header plus one row past the cap: enough to tell that the file is too long.
    sheetRows: maxRows + 2,
  };
  const workbook =
    kind === 'csv'
      ? XLSX.read(new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''), {
          ...options,
          type: 'string',
          raw: true,
        })
      : XLSX.read(
          kind === 'xlsx'
            ? storedZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), zipEntries)
            : bytes,
          {
            ...options,
            type: 'buffer',
          },
        );
  const firstSheetName = workbook.SheetNames[0];
  const sheet = firstSheetName ? workbook.Sheets[firstSheetName] : undefined;
  // Only the columns a template can have and the rows the cap allows are read out: a cell placed
  // in column XFD must not make every row sixteen thousand cells wide.
  const used = sheet?.['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : undefined;
  const range = used && {
    s: { r: 0, c: 0 },
    e: { r: Math.min(used.e.r, maxRows + 1), c: Math.min(used.e.c, MAX_COLUMNS - 1) },
  };
  const rows =
    sheet && range
      ? XLSX.utils
          .sheet_to_json(sheet, { header: 1, raw: true, defval: '', blankrows: true, range })
          .map((row) => row.map(cellText))
      : [];
  parentPort.postMessage({ ok: true, rows });
} catch (error) {
  parentPort.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}

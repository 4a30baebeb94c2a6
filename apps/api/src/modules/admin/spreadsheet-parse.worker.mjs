// Parses one uploaded spreadsheet off the server's event loop. Plain JavaScript so that it runs the
// same under tsx, Vitest and Node. The parent gives it memory and time limits and kills it past them,
// so a zip bomb or a pathological sheet costs this thread, never the server.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

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

const { bytes, kind, maxRows } = workerData;
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
      : XLSX.read(bytes, { ...options, type: 'buffer' });
  const firstSheetName = workbook.SheetNames[0];
  const sheet = firstSheetName ? workbook.Sheets[firstSheetName] : undefined;
  const rows = sheet
    ? XLSX.utils
        .sheet_to_json(sheet, { header: 1, raw: true, defval: '', blankrows: true })
        .map((row) => row.map(cellText))
    : [];
  parentPort.postMessage({ ok: true, rows });
} catch (error) {
  parentPort.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}

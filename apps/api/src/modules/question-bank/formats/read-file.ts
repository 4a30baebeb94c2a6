import {
  hasControlCharacters,
  questionBankMessages as m,
  QUESTION_FILE_MAX_BYTES,
  QUESTION_FILE_MAX_ITEMS,
  type QuestionFileFormat,
} from '@pathshala/contracts';
import { AppError, badRequest } from '../../../lib/errors';
import { fileWork } from '../../../lib/work-queue';
import { parseSpreadsheet } from '../../admin/bulk-file';
import { aikenRecordEntries } from './aiken';
import type { AikenRecord } from './aiken-read.mjs';
import { giftRecordEntries } from './gift';
import type { GiftRecord } from './gift-read.mjs';
import type { ImportEntry } from './import-entry';
import { importMessages } from './import-messages';
import { moodleXmlEntries } from './moodle-xml';
import type { MoodleXmlRecord } from './moodle-xml-read.mjs';
import { runParseWorker } from './parse-worker';
import { spreadsheetEntries } from './spreadsheet';

export interface QuestionFile {
  fileName: string;
  bytes: Buffer;
}

/** How long the event loop is given to one stretch of reading before other requests get their turn. */
const SLICE_MS = 10;
const PARSE_TIME_LIMIT_MS = 30_000;
const PARSE_HEAP_MB = 512;

const unreadable = () => badRequest(m.fileUnreadable);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function looksLikeAiken(text: string): boolean {
  return /^[ \t]*ANSWER\s*:\s*[A-Z]\s*$/im.test(text) && /^[ \t]*[A-Z][.)][ \t]+\S/m.test(text);
}

/**
 * An answer block opening with `=` or `~` (an unescaped brace), a `::name::` or a `$CATEGORY:` line.
 * Linear in the file: a line's leading white space is `[ \t]`, never a run across lines (`\s*` was).
 */
function looksLikeGift(text: string): boolean {
  return /(^|[^\\])\{\s*[=~]|^[ \t]*::.+::|^\$CATEGORY:/m.test(text);
}

/**
 * The file's format: the one chosen, else its name's extension; a .txt is GIFT or Aiken by what it
 * holds, and a person is asked when it could be either (or neither).
 */
export function detectFormat(
  fileName: string,
  bytes: Buffer,
  chosen?: QuestionFileFormat,
): QuestionFileFormat {
  if (chosen) return chosen;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  if (extension === 'xml') return 'moodle-xml';
  if (extension === 'gift') return 'gift';
  if (extension === 'txt') {
    const text = bytes.toString('utf8');
    const gift = looksLikeGift(text);
    const aiken = looksLikeAiken(text);
    if (gift !== aiken) return gift ? 'gift' : 'aiken';
  }
  throw badRequest(importMessages.formatUnknown);
}

function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw unreadable();
  }
  // A binary file that happens to decode (NULs, control bytes) is not a question file.
  if (hasControlCharacters(text)) throw unreadable();
  return text;
}

async function readSpreadsheetRows(bytes: Buffer, format: 'csv' | 'xlsx'): Promise<string[][]> {
  const isZip = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (format === 'xlsx' ? !isZip : isZip) throw unreadable();
  if (format === 'csv') decodeText(bytes);
  try {
    return await parseSpreadsheet(bytes, format, { maxRows: QUESTION_FILE_MAX_ITEMS });
  } catch (error) {
    // The spreadsheet reader's own refusals (zip checks, limits) speak of bulk uploads: say it for questions.
    if (error instanceof AppError) throw unreadable();
    throw error;
  }
}

type TextRecord = MoodleXmlRecord | GiftRecord | AikenRecord;

/** A Moodle XML, GIFT or Aiken file's records, read by the parse worker under its limits. */
async function readTextRecords(
  bytes: Buffer,
  format: 'moodle-xml' | 'gift' | 'aiken',
): Promise<TextRecord[]> {
  const answer = await runParseWorker<TextRecord>(
    new URL('./question-file.worker.mjs', import.meta.url),
    { bytes, format },
    { timeLimitMs: PARSE_TIME_LIMIT_MS, heapMb: PARSE_HEAP_MB },
  );
  if ('records' in answer) return answer.records;
  if (answer.failed === 'doctype') throw badRequest(importMessages.doctype);
  if (answer.failed === 'not-moodle') throw badRequest(importMessages.notMoodleXml);
  throw unreadable();
}

/** Every format is read off the event loop, in a worker, one at a time per person (the server's file queue). */
async function entriesOf(file: QuestionFile, format: QuestionFileFormat): Promise<Iterable<ImportEntry>> {
  switch (format) {
    case 'csv':
    case 'xlsx':
      return spreadsheetEntries(await readSpreadsheetRows(file.bytes, format), { csv: format === 'csv' });
    case 'moodle-xml':
      return moodleXmlEntries((await readTextRecords(file.bytes, format)) as MoodleXmlRecord[]);
    case 'gift':
      return giftRecordEntries((await readTextRecords(file.bytes, format)) as GiftRecord[]);
    case 'aiken':
      return aikenRecordEntries((await readTextRecords(file.bytes, format)) as AikenRecord[]);
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a question file into its entries for `owner` (a person's id). Parsing runs in workers
 * (every format), through the server's file queue; turning what they read into entries runs here a
 * few milliseconds at a time, giving the event loop back in between, so a 5,000-question file
 * never stalls other users.
 */
export async function readQuestionFile(
  file: QuestionFile,
  { owner, format: chosen }: { owner: number; format?: QuestionFileFormat | undefined },
): Promise<{ format: QuestionFileFormat; entries: ImportEntry[] }> {
  if (file.bytes.length === 0) throw badRequest(importMessages.fileEmpty);
  if (file.bytes.length > QUESTION_FILE_MAX_BYTES) throw new AppError(413, m.fileTooLarge);
  const format = detectFormat(file.fileName, file.bytes, chosen);
  const entries: ImportEntry[] = [];
  let sliceStart = performance.now();
  for (const entry of await fileWork.run(owner, () => entriesOf(file, format))) {
    entries.push(entry);
    if (entries.length > QUESTION_FILE_MAX_ITEMS) throw new AppError(413, m.tooManyItems);
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  if (entries.length === 0) throw badRequest(importMessages.noQuestions);
  return { format, entries };
}

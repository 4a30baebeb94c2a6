// Parses one question file (Moodle XML, GIFT or Aiken) off the server's event loop: no file can
// stall other requests, however it is built. The parent gives this thread memory and time limits
// and ends it past them. Records go back in batches, so the server copies them in a little at a
// time between other requests.
import { parentPort, workerData } from 'node:worker_threads';
import { readAiken } from './aiken-read.mjs';
import { readGift } from './gift-read.mjs';
import { MoodleXmlError, readMoodleXml } from './moodle-xml-read.mjs';

const BATCH = 200;

/** Refused as not text: the same rule as the contracts' hasControlCharacters (tab, LF, FF, CR pass). */
function hasControlCharacters(text) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) {
      return true;
    }
  }
  return false;
}

/** @param {Uint8Array} bytes @param {'moodle-xml' | 'gift' | 'aiken'} format */
function read(bytes, format) {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  if (format === 'moodle-xml') return readMoodleXml(text);
  // A binary file that happens to decode (NULs, control bytes) is not a question file.
  if (hasControlCharacters(text)) throw new Error('not text');
  return format === 'gift' ? readGift(text) : readAiken(text);
}

try {
  const records = read(workerData.bytes, workerData.format);
  for (let start = 0; start < records.length; start += BATCH) {
    parentPort.postMessage({ batch: records.slice(start, start + BATCH) });
  }
  parentPort.postMessage({ done: true });
} catch (error) {
  parentPort.postMessage({ failed: error instanceof MoodleXmlError ? error.reason : 'unreadable' });
}

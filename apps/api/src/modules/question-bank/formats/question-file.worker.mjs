// Parses one Moodle XML file off the server's event loop (a 5,000-question file takes about a
// second). The parent gives it memory and time limits and ends it past them. Records go back in
// batches, so the server copies them in a little at a time between other requests.
import { parentPort, workerData } from 'node:worker_threads';
import { MoodleXmlError, readMoodleXml } from './moodle-xml-read.mjs';

const BATCH = 200;

try {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(workerData.bytes).replace(/^\uFEFF/, '');
  const records = readMoodleXml(text);
  for (let start = 0; start < records.length; start += BATCH) {
    parentPort.postMessage({ batch: records.slice(start, start + BATCH) });
  }
  parentPort.postMessage({ done: true });
} catch (error) {
  parentPort.postMessage({ failed: error instanceof MoodleXmlError ? error.reason : 'unreadable' });
}

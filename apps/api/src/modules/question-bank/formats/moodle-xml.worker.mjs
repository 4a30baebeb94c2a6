// Parses one Moodle XML file off the server's event loop (a 5,000-question file takes about a
// second). The parent gives it memory and time limits and ends it past them.
import { parentPort, workerData } from 'node:worker_threads';
import { MoodleXmlError, readMoodleXml } from './moodle-xml-read.mjs';

try {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(workerData.bytes).replace(/^\uFEFF/, '');
  parentPort.postMessage({ ok: true, records: readMoodleXml(text) });
} catch (error) {
  parentPort.postMessage({
    ok: false,
    reason: error instanceof MoodleXmlError ? error.reason : 'unreadable',
  });
}

import { Worker } from 'node:worker_threads';
import { libraryMessages } from '@pathshala/contracts';
import yauzl from 'yauzl';
import { badRequest } from '../../lib/errors';

/** A real .docx of 20 MB holds a little more than that unzipped (its pictures are compressed already). */
const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 5_000;
const CONVERT_TIME_LIMIT_MS = 60_000;
const CONVERT_HEAP_LIMIT_MB = 512;

const unreadable = () => badRequest(libraryMessages.documentUnreadable);

/**
 * Inflates every entry of the .docx once, to nowhere, before the converter sees it: each entry must
 * inflate to exactly the size its header declares (yauzl stops the moment it grows past it), and the
 * declared sizes together stay under the cap, so a zip bomb is refused without being unpacked.
 */
export function assertZipWithinLimits(bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) {
        reject(unreadable());
        return;
      }
      let entries = 0;
      let declaredBytes = 0;
      const fail = () => {
        zip.close();
        reject(unreadable());
      };
      zip.on('error', fail);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        declaredBytes += entry.uncompressedSize;
        if (entries > MAX_ZIP_ENTRIES || declaredBytes > MAX_UNZIPPED_BYTES || entry.isEncrypted()) {
          fail();
          return;
        }
        if (entry.fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) {
            fail();
            return;
          }
          stream.on('error', fail);
          stream.on('end', () => zip.readEntry());
          stream.resume();
        });
      });
      zip.readEntry();
    });
  });
}

/**
 * The document viewer's HTML for a Word document (converted by mammoth) or an uploaded HTML page:
 * sanitised to plain reading elements, as a whole UTF-8 page. Runs in a worker thread with a heap
 * cap and a time limit; a document with no text is refused.
 */
export async function toReadingHtml(bytes: Buffer, kind: 'docx' | 'html'): Promise<Buffer> {
  if (kind === 'docx') await assertZipWithinLimits(bytes);
  const worker = new Worker(new URL('./document-convert.worker.mjs', import.meta.url), {
    workerData: { kind, bytes },
    resourceLimits: { maxOldGenerationSizeMb: CONVERT_HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 64 },
    stdout: true,
    stderr: true,
  });
  try {
    const result = await new Promise<{ ok: boolean; empty?: boolean; html?: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(unreadable()), CONVERT_TIME_LIMIT_MS);
      worker.once('message', (message: { ok: boolean; empty?: boolean; html?: string }) => {
        clearTimeout(timer);
        resolve(message);
      });
      for (const event of ['error', 'exit'] as const) {
        worker.once(event, () => {
          clearTimeout(timer);
          reject(unreadable());
        });
      }
    });
    if (!result.ok || typeof result.html !== 'string') {
      throw kind === 'docx' ? unreadable() : badRequest(libraryMessages.documentFormats);
    }
    if (result.empty) throw badRequest(libraryMessages.htmlEmpty);
    return Buffer.from(result.html, 'utf8');
  } finally {
    await worker.terminate();
  }
}

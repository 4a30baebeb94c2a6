import { Worker } from 'node:worker_threads';
import { libraryMessages } from '@pathshala/contracts';
import yauzl from 'yauzl';
import { badRequest } from '../../lib/errors';
import { fileWork } from '../../lib/work-queue';

/** A real .docx of 20 MB holds a little more than that unzipped (its pictures are compressed already). */
const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
/**
 * No part may unpack to more (the main part, word/document.xml, above all: mammoth holds about 40
 * times its size in memory). Every part, since the main part can have any name its rels give it.
 */
export const MAX_PART_BYTES = 32 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 5_000;
const CONVERT_TIME_LIMIT_MS = 60_000;
/** Enough for a document of a few MB of text; one that needs more is refused as too large. */
const CONVERT_HEAP_LIMIT_MB = 256;

const unreadable = () => badRequest(libraryMessages.documentUnreadable);
const tooLarge = () => badRequest(libraryMessages.documentTooLargeToShow);

/**
 * Inflates every entry of the .docx once, to nowhere, before the converter sees it: each entry must
 * inflate to exactly the size its header declares (yauzl stops the moment it grows past it, and so
 * does the count here), no part declares more than MAX_PART_BYTES (read from the zip's directory
 * before inflating), and the declared sizes together stay under the cap, so a zip bomb is refused
 * without being unpacked.
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
      let failed = false;
      const fail = (error = unreadable()) => {
        if (failed) return;
        failed = true;
        zip.close();
        reject(error);
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
        if (entry.uncompressedSize > MAX_PART_BYTES) {
          fail(tooLarge());
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
          let inflated = 0;
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            if (inflated > Math.min(entry.uncompressedSize, MAX_PART_BYTES)) {
              stream.destroy();
              fail();
            }
          });
          stream.on('error', () => fail());
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

/**
 * The document viewer's HTML for a Word document (converted by mammoth) or an uploaded HTML page,
 * for `owner` (a person's id): sanitised to plain reading elements, as a whole UTF-8 page. Waits
 * its turn in the server's file queue (two at a time, one per person), then runs in a worker
 * thread with a heap cap and a time limit; a document with no text is refused.
 */
export function toReadingHtml(bytes: Buffer, kind: 'docx' | 'html', owner: number): Promise<Buffer> {
  return fileWork.run(owner, () => convert(bytes, kind));
}

async function convert(bytes: Buffer, kind: 'docx' | 'html'): Promise<Buffer> {
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
      worker.once('error', (error: Error & { code?: string }) => {
        clearTimeout(timer);
        // Past the heap cap: the document is too big to convert, not broken.
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : unreadable());
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        reject(unreadable());
      });
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

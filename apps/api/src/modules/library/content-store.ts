import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Exclusive } from '../../lib/exclusive';

/** A stored file named by its content: `<sha256>.<extension>` directly under DATA_DIR/content. */
const HASH_NAMED = /^[0-9a-f]{64}\.(mp4|webm|pdf|html)$/;

export interface StoredFile {
  storagePath: string;
  sha256: string;
  sizeBytes: number;
}

/** The sha256 of a file's bytes, streamed (a 1 GB video is never in memory). */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** Flushes a file's bytes to the disk before it is renamed into place. */
async function flush(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * DATA_DIR/content as the library writes it: files named by their sha256, so a file uploaded twice
 * is stored once, and moved in by one rename, so content/ never holds half a file under a real name.
 * Placing a file and recording it, and checking a file is unused and deleting it, run one at a time
 * (`exclusive`) on every server sharing DATA_DIR, so a file is never deleted between being found
 * and being referenced.
 */
export function createContentStore(dataDir: string, sections: Exclusive) {
  const root = resolve(dataDir, 'content');

  return {
    root,

    /** Runs `work` when no other server or request is placing or deleting a file. */
    exclusive<T>(work: () => Promise<T>): Promise<T> {
      return sections('content-store', work);
    },

    /**
     * Moves a prepared file (already hashed) in as `<sha256>.<extension>`; when that file is stored
     * already, the copy is dropped. Call inside `exclusive`. `created` says whether it is new here.
     */
    async place(
      sourcePath: string,
      sha256: string,
      extension: string,
    ): Promise<StoredFile & { created: boolean }> {
      const storagePath = `${sha256}.${extension}`;
      const target = join(root, storagePath);
      const sizeBytes = (await stat(sourcePath)).size;
      if (await exists(target)) {
        await unlink(sourcePath).catch(() => undefined);
        return { storagePath, sha256, sizeBytes, created: false };
      }
      await mkdir(root, { recursive: true });
      await flush(sourcePath);
      try {
        await rename(sourcePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Uploads on another file system: copy beside the target under a hidden name, then rename.
        const staging = join(root, `.staging-${randomBytes(8).toString('hex')}`);
        try {
          await copyFile(sourcePath, staging);
          await flush(staging);
          await rename(staging, target);
        } finally {
          await unlink(staging).catch(() => undefined);
        }
        await unlink(sourcePath).catch(() => undefined);
      }
      return { storagePath, sha256, sizeBytes, created: true };
    },

    /**
     * Deletes a stored file once nothing refers to it (`isUsed` asks the database, retired items
     * included). Only hash-named files are ever deleted: the demo's files stay. Call inside `exclusive`.
     */
    async removeIfUnused(storagePath: string | null, isUsed: (storagePath: string) => Promise<boolean>) {
      if (!storagePath || !HASH_NAMED.test(storagePath)) return false;
      if (await isUsed(storagePath)) return false;
      await unlink(join(root, storagePath)).catch(() => undefined);
      return true;
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;

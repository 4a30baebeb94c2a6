import { createReadStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, constants as zlibConstants } from 'node:zlib';
import type { Driver } from '@pathshala/db';
import { Header, Pack, ReadEntry } from 'tar';
import apiPackage from '../../../package.json' with { type: 'json' };
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  CONTENT_PREFIX,
  isConfinedRelativePath,
  MANIFEST_NAME,
  type Manifest,
  type ManifestContentFile,
} from './archive-format';
import type { DatabaseSnapshot } from './database-export';
import { HashingTap } from './hashing-file';

export interface ArchivePlan {
  /** Holds the snapshot's database/<table>.jsonl files. */
  workDir: string;
  snapshot: DatabaseSnapshot;
  driver: Driver;
  /** DATA_DIR/content: every regular file below it goes in. */
  contentDir: string;
  createdAt: Date;
}

interface ContentFile {
  path: string;
  absolute: string;
  size: number;
  mtime: Date;
}

/**
 * Streams the archive (tar through gzip) into `destination` and resolves with its manifest once
 * everything is flushed. Nothing is held in memory beyond a stream's buffer: files are read as the
 * destination takes them. Gzip runs on zlib's thread pool at its fastest level: the database text
 * shrinks well at any level, and the bulk of a school's archive, its videos, does not shrink at all.
 * If the destination fails (a download cancelled), reading stops and the promise rejects.
 */
export async function writeArchive(plan: ArchivePlan, destination: Writable): Promise<Manifest> {
  const pack = new Pack({ portable: true });
  const output = pipeline(pack, createGzip({ level: zlibConstants.Z_BEST_SPEED }), destination);
  const stop = new AbortController();
  output.catch((error: unknown) => stop.abort(error));

  const addEntry = async (name: string, size: number, mtime: Date, source: Readable, tap?: HashingTap) => {
    const entry = new ReadEntry(new Header({ path: name, type: 'File', size, mode: 0o644, mtime }));
    pack.add(entry);
    // tar's entry is a Minipass stream: writable, if not a Node Writable by type.
    const sink = entry as unknown as NodeJS.WritableStream;
    if (tap) await pipeline(source, tap, sink, { signal: stop.signal });
    else await pipeline(source, sink, { signal: stop.signal });
  };

  try {
    for (const table of plan.snapshot.tables) {
      await addEntry(
        table.file,
        table.bytes,
        plan.createdAt,
        createReadStream(join(plan.workDir, table.file)),
      );
    }
    const content: ManifestContentFile[] = [];
    for (const file of await listContentFiles(plan.contentDir)) {
      const tap = new HashingTap();
      const source =
        file.size === 0
          ? Readable.from([])
          : createReadStream(file.absolute, { start: 0, end: file.size - 1 });
      await addEntry(`${CONTENT_PREFIX}${file.path}`, file.size, file.mtime, source, tap);
      // A file cut short while it was read would leave the tar entry short: the archive is abandoned.
      if (tap.bytes !== file.size) throw new Error(`Content file ${file.path} changed while it was archived`);
      content.push({ path: file.path, bytes: file.size, sha256: tap.hash.digest('hex') });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: plan.createdAt.toISOString(),
      appVersion: apiPackage.version,
      database: { driver: plan.driver, migration: plan.snapshot.migration, tables: plan.snapshot.tables },
      content,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await addEntry(MANIFEST_NAME, manifestBytes.length, plan.createdAt, Readable.from([manifestBytes]));
    pack.end();
    await output;
    return manifest;
  } catch (error) {
    stop.abort(error);
    pack.destroy();
    await output.catch(() => {});
    throw stop.signal.reason ?? error;
  }
}

/**
 * Every regular file below the content folder, '/'-separated and sorted. Links and special files
 * are left out (a link could point anywhere); a name a restore would refuse stops the backup, so
 * no archive is made that cannot be restored.
 */
export async function listContentFiles(root: string): Promise<ContentFile[]> {
  const files: ContentFile[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(join(root, relative), { withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' && relative === '') return [];
        throw error;
      },
    );
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        if (!isConfinedRelativePath(path))
          throw new Error(`Content file ${JSON.stringify(path)} has a name a restore would refuse`);
        const stats = await lstat(join(root, path));
        files.push({ path, absolute: join(root, path), size: stats.size, mtime: stats.mtime });
      }
    }
  };
  await walk('');
  return files;
}

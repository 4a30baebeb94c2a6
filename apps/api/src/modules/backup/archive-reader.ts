import { createReadStream } from 'node:fs';
import { mkdir, statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import {
  BACKUP_FORMAT_VERSION,
  CONTENT_PREFIX,
  isConfinedRelativePath,
  MANIFEST_NAME,
  Manifest,
  tableFileName,
} from './archive-format';
import { HashingFileWriter } from './hashing-file';

/** Why a restore will not go ahead, in words for whoever runs it. Nothing was written to the school's data. */
export class RestoreRefused extends Error {
  override readonly name = 'RestoreRefused';
}

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
/** Room left free on the disk while unpacking, so a bad archive cannot fill it. */
const DISK_MARGIN_BYTES = 100 * 1024 * 1024;
const TABLE_FILE = /^database\/[a-z_][a-z0-9_]{0,62}\.jsonl$/;

export interface StagedArchive {
  /** Holds database/<table>.jsonl and content/<path> exactly as the manifest lists them. */
  dir: string;
  manifest: Manifest;
}

/**
 * Unpacks the archive into `stagingDir` (new, empty, on the data directory's disk) and checks it
 * against its manifest: every part present once, of its size and sha256, nothing else in it. The
 * archive is hostile input: only plain files with names of the three kinds are taken (no links,
 * no devices, no '..' or absolute paths), each written by this code under a name it checked, never
 * by the tar library; the bytes unpacked may not exceed the free space. `openPart` writes one part
 * (tests slow it down).
 */
export async function stageArchive(
  archivePath: string,
  stagingDir: string,
  openPart: (path: string) => Promise<HashingFileWriter> = (path) => HashingFileWriter.create(path),
): Promise<StagedArchive> {
  const disk = await statfs(stagingDir);
  let budget = Number(disk.bavail) * Number(disk.bsize) - DISK_MARGIN_BYTES;
  const parts = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | undefined;
  let failure: Error | undefined;
  const pending: Array<Promise<void>> = [];
  // The entry being read: if the archive breaks off in it, it is destroyed so its reader stops.
  let current: ReadEntry | undefined;

  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      current = entry;
      pending.push(
        takeEntry(entry).catch((error: unknown) => {
          if (failure) return; // stopped by an earlier failure, or by the archive breaking off
          failure = error instanceof Error ? error : new Error(String(error));
          entry.resume();
          parser.abort(failure);
        }),
      );
    },
  });

  const takeEntry = async (entry: ReadEntry): Promise<void> => {
    if (failure) {
      entry.resume();
      return;
    }
    const name = entry.path;
    if (entry.type !== 'File' && entry.type !== 'OldFile') {
      throw new RestoreRefused(
        `The archive holds ${describeType(entry.type)} (${JSON.stringify(name)}): a backup holds only files.`,
      );
    }
    if (parts.has(name) || (name === MANIFEST_NAME && manifestText !== undefined)) {
      throw new RestoreRefused(`The archive holds ${JSON.stringify(name)} twice.`);
    }
    budget -= entry.size;
    if (budget < 0) throw new RestoreRefused('The archive unpacks to more than the free space on the disk.');

    if (name === MANIFEST_NAME) {
      if (entry.size > MAX_MANIFEST_BYTES)
        throw new RestoreRefused("The archive's manifest is too large to be one.");
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      manifestText = Buffer.concat(chunks).toString('utf8');
      return;
    }
    const confined =
      TABLE_FILE.test(name) ||
      (name.startsWith(CONTENT_PREFIX) && isConfinedRelativePath(name.slice(CONTENT_PREFIX.length)));
    if (!confined) {
      throw new RestoreRefused(
        `The archive holds ${JSON.stringify(name)}, which is not a part of a backup (or leaves its folder).`,
      );
    }
    const target = join(stagingDir, name);
    await mkdir(dirname(target), { recursive: true });
    const writer = await openPart(target);
    try {
      for await (const chunk of entry) {
        await writer.write(chunk as Buffer);
        // The archive broke off during that write and its entry was destroyed: a next read would wait
        // for ever (a destroyed entry ends only a read already waiting).
        if (failure) throw failure;
      }
      parts.set(name, await writer.close());
    } catch (error) {
      await writer.abort();
      throw error;
    }
  };

  try {
    // tar's Parser is a Minipass writable: a stream, if not a Node Writable by type.
    await pipeline(createReadStream(archivePath), createGunzip(), parser as unknown as NodeJS.WritableStream);
  } catch (error) {
    failure ??= new RestoreRefused(
      `The archive cannot be read (${(error as Error).message}): it is damaged, cut short or not a backup.`,
    );
    current?.destroy();
    await Promise.all(pending);
    throw failure;
  }
  await Promise.all(pending);
  if (failure) throw failure;
  return { dir: stagingDir, manifest: checkAgainstManifest(manifestText, parts) };
}

function describeType(type: string): string {
  if (type === 'SymbolicLink') return 'a symbolic link';
  if (type === 'Link') return 'a hard link';
  if (type === 'Directory') return 'a directory entry';
  return `an entry of type ${type}`;
}

function checkAgainstManifest(
  manifestText: string | undefined,
  parts: Map<string, { bytes: number; sha256: string }>,
): Manifest {
  if (manifestText === undefined)
    throw new RestoreRefused('The archive has no manifest.json: it is not a Pathshala backup.');
  let json: unknown;
  try {
    json = JSON.parse(manifestText);
  } catch {
    throw new RestoreRefused("The archive's manifest.json is not valid JSON.");
  }
  const format = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof format === 'number' && format > BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(
      `This backup was made by a newer Pathshala (archive format ${format}; this one reads ${BACKUP_FORMAT_VERSION}). Update Pathshala, then restore.`,
    );
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success)
    throw new RestoreRefused("The archive's manifest.json is not a Pathshala backup manifest.");
  const manifest = parsed.data;

  const expected = new Map<string, { bytes: number; sha256: string }>();
  for (const table of manifest.database.tables) {
    if (table.file !== tableFileName(table.name) || expected.has(table.file)) {
      throw new RestoreRefused(`The manifest lists table ${table.name} wrongly or twice.`);
    }
    expected.set(table.file, table);
  }
  for (const file of manifest.content) {
    const name = `${CONTENT_PREFIX}${file.path}`;
    if (!isConfinedRelativePath(file.path) || expected.has(name)) {
      throw new RestoreRefused(
        `The manifest lists content file ${JSON.stringify(file.path)} wrongly or twice.`,
      );
    }
    expected.set(name, file);
  }
  for (const [name, want] of expected) {
    const got = parts.get(name);
    if (!got) throw new RestoreRefused(`The archive lacks ${name}, which its manifest lists.`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256) {
      throw new RestoreRefused(
        `${name} does not match its sha256 in the manifest: the archive was changed or damaged.`,
      );
    }
  }
  for (const name of parts.keys()) {
    if (!expected.has(name))
      throw new RestoreRefused(`The archive holds ${name}, which its manifest does not list.`);
  }
  if (manifest.database.tables.length === 0)
    throw new RestoreRefused('The archive holds no database tables.');
  return manifest;
}

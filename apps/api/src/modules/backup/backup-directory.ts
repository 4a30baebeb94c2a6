import { lstat, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { archiveTime } from './archive-format';

export interface StoredArchive {
  name: string;
  path: string;
  sizeBytes: number;
  createdAt: Date;
}

/** Work folders and unfinished archives are hidden (a leading dot) and never listed. */
export const WORK_DIR_PREFIX = '.work-';
export const PARTIAL_SUFFIX = '.partial';

/**
 * The archives in the backup folder, newest first: only regular files whose names the server
 * writes (a link or anything else put there is ignored), so a name from the client is only ever
 * looked up in this list, never used as a path.
 */
export async function listArchives(dir: string): Promise<StoredArchive[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const archives: StoredArchive[] = [];
  for (const name of names) {
    const createdAt = archiveTime(name);
    if (!createdAt) continue;
    const path = join(dir, name);
    const stats = await lstat(path).catch(() => null);
    if (stats?.isFile()) archives.push({ name, path, sizeBytes: stats.size, createdAt });
  }
  return archives.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.name < b.name ? 1 : -1));
}

/** Deletes the archives beyond the newest `keep`; returns their names. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const old = (await listArchives(dir)).slice(keep);
  for (const archive of old) await rm(archive.path, { force: true });
  return old.map((archive) => archive.name);
}

/**
 * Removes what a backup interrupted by a crash left behind: work folders and unfinished archives
 * untouched for `untouchedForMs` (another server sharing the directory may be writing newer ones).
 */
export async function clearLeftovers(dir: string, untouchedForMs = 0): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(WORK_DIR_PREFIX) && !(name.startsWith('.') && name.endsWith(PARTIAL_SUFFIX)))
      continue;
    const path = join(dir, name);
    const touchedAt = (await stat(path).catch(() => null))?.mtimeMs;
    if (touchedAt !== undefined && Date.now() - touchedAt >= untouchedForMs) {
      await rm(path, { recursive: true, force: true });
    }
  }
}

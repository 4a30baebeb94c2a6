import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { api } from '@pathshala/contracts';
import { type DatabaseHandle, openDatabase } from '@pathshala/db';
import type { FastifyInstance } from 'fastify';
import { Header, Pack, Parser, ReadEntry } from 'tar';
import { apiCaller } from '../../../test/api-caller';
import { createThrowawayDatabase } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../env';
import type { ManualClock } from '../../lib/clock';

/** Test support for backups: empty targets, archives taken apart and put back, apps on a restored school. */

export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
}

const cleanups: Array<() => Promise<void> | void> = [];

/** Runs what the helpers below left to clean (temporary folders, throwaway databases). */
export async function cleanUpBackupTests(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

export function tempDir(prefix = 'pathshala-backup-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A new empty data directory, and for 'postgres' a new empty database on the test server. */
export async function emptyTarget(driver: 'pglite' | 'postgres'): Promise<RestoreTarget> {
  const dataDir = tempDir('pathshala-restore-target-');
  if (driver === 'pglite') return { dataDir };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('a PostgreSQL target needs TEST_DATABASE_URL');
  const throwaway = await createThrowawayDatabase(serverUrl);
  cleanups.push(throwaway.drop);
  return { dataDir, databaseUrl: throwaway.url };
}

/** Makes a backup through the API as the demo admin and saves it as a file. */
export async function downloadBackupNow(
  app: FastifyInstance,
  dir: string,
): Promise<{ path: string; name: string }> {
  const response = await apiCaller({ app })(api.backup.createNow, { as: 'admin' });
  if (response.status !== 200) throw new Error(`backup failed: ${response.status} ${response.text}`);
  const name =
    /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1] ?? 'backup.tar.gz';
  const path = join(dir, name);
  writeFileSync(path, response.bytes);
  return { path, name };
}

export interface ArchiveEntry {
  path: string;
  type: 'File' | 'SymbolicLink' | 'Link' | 'Directory';
  data: Buffer;
  linkpath?: string;
}

/** Every entry of a (small) archive, in order, with its bytes. */
export async function readArchive(path: string): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  const parser = new Parser({
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () =>
        entries.push({
          path: entry.path,
          type: entry.type as ArchiveEntry['type'],
          data: Buffer.concat(chunks),
          ...(entry.linkpath ? { linkpath: entry.linkpath } : {}),
        }),
      );
    },
  });
  await pipeline(createReadStream(path), createGunzip(), parser as unknown as NodeJS.WritableStream);
  return entries;
}

/** Writes entries as a gzipped tar exactly as given: hostile names and links included. */
export async function writeArchiveEntries(path: string, entries: ArchiveEntry[]): Promise<void> {
  const pack = new Pack({ preservePaths: true, portable: true });
  const output = pipeline(pack, createGzip(), createWriteStream(path));
  for (const item of entries) {
    const entry = new ReadEntry(
      new Header({
        path: item.path,
        type: item.type,
        size: item.type === 'File' ? item.data.length : 0,
        mode: item.type === 'Directory' ? 0o755 : 0o644,
        mtime: new Date(),
        ...(item.linkpath ? { linkpath: item.linkpath } : {}),
      }),
    );
    pack.add(entry);
    await pipeline(
      Readable.from(item.type === 'File' && item.data.length > 0 ? [item.data] : []),
      entry as unknown as NodeJS.WritableStream,
    );
  }
  pack.end();
  await output;
}

/** A copy of an archive with its entries changed by `edit`. */
export async function rewriteArchive(
  source: string,
  target: string,
  edit: (entries: ArchiveEntry[]) => ArchiveEntry[],
): Promise<void> {
  await writeArchiveEntries(target, edit(await readArchive(source)));
}

/** Opens the restored school as the server would (migrated, no demo seed) and builds an app on it. */
export async function openRestoredApp(
  target: RestoreTarget,
  options: { clock: ManualClock; jwtSecret: string },
): Promise<{ app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> }> {
  const database = await openDatabase(
    target.databaseUrl
      ? { driver: 'postgres', url: target.databaseUrl, poolSize: 4 }
      : { driver: 'pglite', dataDir: target.dataDir },
  );
  const config = loadConfig({
    DATA_DIR: target.dataDir,
    JWT_SECRET: options.jwtSecret,
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    BACKUP_HOUR: 'off',
  });
  const { app } = await buildApp({ config, database, clock: options.clock, logger: false });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const randomSecret = () => randomBytes(32).toString('hex');

/** Signs in through the API; the access token and the user's id. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<{ token: string; userId: number; status: number }> {
  const response = await apiCaller({ app })(api.auth.login, { as: null, body: { username, password } });
  return { token: response.body.token ?? '', userId: response.body.user?.id ?? 0, status: response.status };
}

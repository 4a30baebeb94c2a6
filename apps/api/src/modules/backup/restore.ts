import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Database, openDatabase } from '@pathshala/db';
import { sql } from 'drizzle-orm';
import type { Manifest } from './archive-format';
import { RestoreRefused, stageArchive } from './archive-reader';
import { loadTables } from './database-import';
import { quoteIdentifier } from './database-tables';
import { isLockTimeout, LOCK_TIMEOUT_MS } from './lock-timeout';
import {
  knownMigrations,
  lastAppliedMigration,
  type MigrationRef,
  migrateToLatest,
  migrateUpTo,
} from './migrations';

export { RestoreRefused } from './archive-reader';

export interface RestoreOptions {
  archivePath: string;
  /** DATA_DIR: content files go to DATA_DIR/content; without databaseUrl the database is DATA_DIR/db. */
  dataDir: string;
  /** A PostgreSQL database to restore into instead of the embedded one. */
  databaseUrl?: string;
  log?: (line: string) => void;
  /** How long a statement may wait for a lock another connection holds (PostgreSQL); tests shorten it. */
  lockTimeoutMs?: number;
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  contentFiles: number;
}

/**
 * Restores an archive into an empty data directory or an empty database (`npm run restore FILE`),
 * in this order, stopping at the first thing wrong:
 *  1. refuse a content folder that holds files (nothing is ever overwritten);
 *  2. unpack into a folder beside DATA_DIR/content and check every part against the manifest, and
 *     the manifest's migration against those this Pathshala knows (a newer schema is refused);
 *  3. open the database unmigrated and refuse it unless every table is empty;
 *  4. migrate it to the archive's migration, put the content files in place (one rename), insert
 *     the rows in one transaction (counts checked, sequences reset); if that fails the files are
 *     moved back, so a failed restore leaves things as they were and can be run again;
 *  5. apply the migrations made since the archive, as a server start would.
 */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const contentDir = join(options.dataDir, 'content');
  await mkdir(options.dataDir, { recursive: true });
  if (await holdsFiles(contentDir)) {
    throw new RestoreRefused(
      `${contentDir} already holds files. A restore never overwrites a school's data: restore into a new, empty data directory.`,
    );
  }

  const staging = await mkdtemp(join(options.dataDir, '.restore-'));
  try {
    log(`Checking ${options.archivePath} ...`);
    const { manifest } = await stageArchive(options.archivePath, staging);
    const target = archiveMigration(manifest);
    log(
      `Backup made ${manifest.createdAt} by Pathshala ${manifest.appVersion} (${manifest.database.driver}); ` +
        `${manifest.database.tables.length} tables, ${manifest.content.length} content files: all parts match the manifest.`,
    );

    const lockTimeoutMs = options.lockTimeoutMs ?? LOCK_TIMEOUT_MS;
    const database = await openDatabase(
      options.databaseUrl
        ? {
            driver: 'postgres',
            url: withLockTimeout(options.databaseUrl, lockTimeoutMs),
            poolSize: 2,
            migrate: false,
          }
        : { driver: 'pglite', dataDir: options.dataDir, migrate: false },
    );
    let rows: number;
    try {
      await assertEmptyDatabase(database.db, target);
      await migrateUpTo(database.db, target);
      await assertSameTables(database.db, manifest);
      const stagedContent = join(staging, 'content');
      const movedContent = existsSync(stagedContent);
      if (movedContent) await moveInto(stagedContent, contentDir);
      try {
        log(
          `Restoring into ${database.driver === 'postgres' ? 'the PostgreSQL database' : join(options.dataDir, 'db')} ...`,
        );
        rows = await loadTables(database.db, staging, manifest);
      } catch (error) {
        if (movedContent) await rename(contentDir, stagedContent);
        throw error;
      }
      await migrateToLatest(database.db);
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
      throw new RestoreRefused(
        `Another connection to the database held a lock the restore needed for more than ${lockTimeoutMs / 1000} s: ` +
          'something else is using this database. Stop the Pathshala server (and anything else connected to it), then run the restore again; nothing was restored.',
      );
    } finally {
      await database.close();
    }
    log(
      `Restored ${rows} rows in ${manifest.database.tables.length} tables and ${manifest.content.length} content files.`,
    );
    return { manifest, rows, contentFiles: manifest.content.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The connection string with PostgreSQL's lock_timeout set for every connection of the restore: a
 * restore's database is new and empty, so a lock held by another connection (a server started on
 * it, a second restore) must stop the restore with a message, not leave it waiting for ever.
 */
function withLockTimeout(databaseUrl: string, lockTimeoutMs: number): string {
  const url = new URL(databaseUrl);
  const bound = `-c lock_timeout=${Math.max(1, Math.round(lockTimeoutMs))}`;
  url.searchParams.set('options', [url.searchParams.get('options'), bound].filter(Boolean).join(' '));
  return url.toString();
}

/** The archive's migration, if this Pathshala knows it: a newer one needs a newer Pathshala. */
function archiveMigration(manifest: Manifest): MigrationRef {
  const known = knownMigrations();
  const wanted = manifest.database.migration;
  const latest = known.at(-1);
  const name = wanted.tag ?? String(wanted.createdAt);
  if (!latest || wanted.createdAt > latest.createdAt) {
    throw new RestoreRefused(
      `This backup comes from a newer Pathshala: its database is at migration ${name}, this Pathshala knows up to ${latest?.tag}. Update Pathshala, then restore.`,
    );
  }
  const match = known.find((m) => m.createdAt === wanted.createdAt && m.hash === wanted.hash);
  if (!match)
    throw new RestoreRefused(
      `This backup's database is at migration ${name}, which this Pathshala does not know.`,
    );
  return match;
}

/** Every table empty, and a schema no newer than the archive's (it cannot be migrated back). */
async function assertEmptyDatabase(db: Database, target: MigrationRef): Promise<void> {
  const tables = await publicTables(db);
  const holding: string[] = [];
  for (const table of tables) {
    const result = await db.execute(
      sql.raw(`select exists (select 1 from ${quoteIdentifier(table)}) as "any"`),
    );
    if ((result.rows[0] as { any: boolean }).any) holding.push(table);
  }
  if (holding.length > 0) {
    throw new RestoreRefused(
      `The database already holds data (${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ', ...' : ''}). ` +
        'A restore never overwrites a school: restore into an empty database (a new DATA_DIR, or a new PostgreSQL database).',
    );
  }
  const applied = await lastAppliedMigration(db);
  if (!applied && tables.length > 0) {
    throw new RestoreRefused(
      `The database has tables Pathshala did not make (${tables.slice(0, 5).join(', ')}): use a new, empty database.`,
    );
  }
  if (applied && applied.createdAt > target.createdAt) {
    throw new RestoreRefused(
      `The database is empty but was set up by a newer Pathshala (migration ${applied.tag ?? applied.createdAt}) than the backup ` +
        `(${target.tag}), and cannot be taken back: restore into a new, empty database.`,
    );
  }
}

async function assertSameTables(db: Database, manifest: Manifest): Promise<void> {
  const inDatabase = (await publicTables(db)).sort();
  const inArchive = manifest.database.tables.map((t) => t.name).sort();
  if (inDatabase.join() !== inArchive.join()) {
    throw new RestoreRefused(
      `The archive's tables (${inArchive.join(', ')}) are not those of its migration (${inDatabase.join(', ')}): it was not made by Pathshala.`,
    );
  }
}

async function publicTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return (result.rows as Array<{ name: string }>).map((row) => row.name);
}

/** Whether a folder (followed down) holds anything but folders. */
async function holdsFiles(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (!entry.isDirectory()) return true;
    if (await holdsFiles(join(dir, entry.name))) return true;
  }
  return false;
}

/** Puts the staged content folder in place with one rename; an existing empty folder makes way. */
async function moveInto(from: string, to: string): Promise<void> {
  if (await holdsFiles(to))
    throw new RestoreRefused(`${to} gained files during the restore: nothing was restored.`);
  await rm(to, { recursive: true, force: true });
  await rename(from, to);
}

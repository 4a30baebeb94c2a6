import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, type Executor, MIGRATIONS_FOLDER } from '@pathshala/db';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
// The two drivers' migrators are the same function (db.dialect.migrate): one serves both.
import { migrate } from 'drizzle-orm/node-postgres/migrator';

/** A migration as drizzle records it: `createdAt` is the journal's `when`, `hash` the SQL file's sha256. */
export interface MigrationRef {
  tag: string | null;
  createdAt: number;
  hash: string;
}

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string; breakpoints: boolean }>;
}

/** The committed migrations in order, with their tags. */
export function knownMigrations(): MigrationRef[] {
  // readMigrationFiles checks the journal and hashes the files; the journal adds the tags.
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const journal = readJournal();
  return files.map((file, index) => ({
    tag: journal.entries[index]?.tag ?? null,
    createdAt: file.folderMillis,
    hash: file.hash,
  }));
}

function readJournal(): Journal {
  return JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The last migration applied to this database, or null when drizzle has never migrated it. */
export async function lastAppliedMigration(db: Executor): Promise<MigrationRef | null> {
  const exists = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!(exists.rows[0] as { exists: boolean } | undefined)?.exists) return null;
  const result = await db.execute(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = result.rows[0] as { hash: string; created_at: string | number } | undefined;
  if (!row) return null;
  const createdAt = Number(row.created_at);
  const known = knownMigrations().find((m) => m.createdAt === createdAt && m.hash === row.hash);
  return { tag: known?.tag ?? null, createdAt, hash: row.hash };
}

/**
 * Migrates up to and including `target`, no further: a restore loads its rows into the schema
 * they were taken from, and only then applies the migrations made since (which may move data).
 * Drizzle's migrator takes a folder, so the journal is cut at `target` in a temporary copy.
 */
export async function migrateUpTo(db: Database, target: MigrationRef): Promise<void> {
  const journal = readJournal();
  const migrations = knownMigrations();
  const last = migrations.findIndex((m) => m.createdAt === target.createdAt && m.hash === target.hash);
  if (last < 0) throw new Error(`Unknown migration ${target.tag ?? target.createdAt}`);
  const folder = await mkdtemp(join(tmpdir(), 'pathshala-migrations-'));
  try {
    await mkdir(join(folder, 'meta'));
    const entries = journal.entries.slice(0, last + 1);
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await copyFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    }
    await migrate(db, { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Applies every committed migration not yet applied (what a server start does). */
export async function migrateToLatest(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

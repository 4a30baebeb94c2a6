import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** One typed API over both drivers: PGlite's and node-postgres' query builders are the same. */
export type Database = NodePgDatabase<Schema>;
/** A database or an open transaction: repositories take either. */
export type Executor = Database | Transaction;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Driver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /** Round-trip time of `select 1` in milliseconds; throws when the database is down. */
  ping(): Promise<number>;
  /** The connection pool's connections in use and requests waiting for one (PostgreSQL; none on PGlite). */
  poolUse?(): { inUse: number; waiting: number };
  /**
   * PostgreSQL: takes the session-level advisory lock (key, hashtext(name)) on a connection of its
   * own, kept until the returned release; null at once when another session holds it. A process
   * that dies lets go with its connection.
   */
  claimAdvisoryLock?(key: number, name: string): Promise<(() => Promise<void>) | null>;
  close(): Promise<void>;
}

export type OpenDatabaseOptions = (
  | { driver: 'postgres'; url: string; poolSize?: number }
  /**
   * PGlite in `dataDir` (created and locked), or in memory when dataDir is omitted. A new data
   * directory starts from `templateFile` when given and present (an empty migrated database made
   * at build time by dumpMigratedPglite): seconds faster than creating the cluster anew.
   */
  | { driver: 'pglite'; dataDir?: string; loadDump?: Blob; templateFile?: string }
) & {
  /** false leaves the schema as found: a restore migrates only as far as its archive's migration. */
  migrate?: boolean;
  /**
   * Work that must be done once however many servers start together (the demo seed): run after
   * the migrations, under the same lock.
   */
  onceMigrated?: (db: Database) => Promise<unknown>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
const CASING = 'snake_case' as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const started = await (options.driver === 'postgres' ? openPostgres(options) : openPglite(options));
  return started;
}

/** The advisory lock servers starting together take in turn to migrate (any fixed number). */
const STARTUP_LOCK = 7_202_611;

async function openPostgres(options: {
  url: string;
  poolSize?: number;
  migrate?: boolean;
  onceMigrated?: (db: Database) => Promise<unknown>;
}): Promise<DatabaseHandle> {
  const { db, pool, close } = openPostgresPool(options);
  try {
    // Several servers starting at once migrate one after another: the first applies the
    // migrations, the others find them applied. The lock is the session's of one held client.
    // The work runs on that client too: a small pool (create-admin's two) has no connection to
    // spare while one holds the lock.
    const holder = await pool.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      const onHolder = drizzlePg(holder, { schema, casing: CASING }) as unknown as Database;
      if (options.migrate !== false) await migratePg(onHolder, { migrationsFolder: MIGRATIONS_FOLDER });
      await options.onceMigrated?.(onHolder);
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
      holder.release();
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    driver: 'postgres',
    ping: () => timedPing(db),
    poolUse: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    claimAdvisoryLock: (key, name) => claimAdvisoryLock(pool, key, name),
    close,
  };
}

async function claimAdvisoryLock(
  pool: pg.Pool,
  key: number,
  name: string,
): Promise<(() => Promise<void>) | null> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as locked',
      [key, name],
    );
    if (!rows[0]?.locked) {
      client.release();
      return null;
    }
  } catch (error) {
    client.release(true);
    throw error;
  }
  return async () => {
    try {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [key, name]);
      client.release();
    } catch {
      client.release(true); // the connection is gone, and the lock with it
    }
  };
}

/** A node-postgres pool and the database over it (openDatabase's postgres driver, unmigrated). */
export function openPostgresPool(options: { url: string; poolSize?: number }) {
  // JIT off: the app runs short queries, and PostgreSQL's JIT spent 2.7 s compiling one 38 ms
  // analytics query (bench:insight); it never pays back here.
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: '-c jit=off',
  });
  // A client losing its connection must not crash the process: idle, the pool drops it ('error');
  // checked out, its query fails with the error, and the client emits it too (heard here).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, casing: CASING });
  db.transaction = ((work, config) =>
    transactionOnOwnClient(pool, db, work, config)) as Database['transaction'];
  return { db, pool, close: () => pool.end() };
}

/**
 * drizzle-orm 0.45's transaction() on a pool runs BEGIN before its try/finally, so a BEGIN that
 * fails (the connection died) never gives its client back, and a client whose ROLLBACK failed goes
 * back to the pool to be handed out again (drizzle-orm#6023, #6114; unfixed upstream). The same
 * transaction, run by drizzle on a client checked out here: it is always released, and destroyed
 * (release with an error) unless BEGIN, the work and COMMIT or ROLLBACK all ran on a healthy connection.
 */
async function transactionOnOwnClient(
  pool: pg.Pool,
  db: Database,
  work: (tx: Transaction) => Promise<unknown>,
  config: Parameters<Database['transaction']>[1],
): Promise<unknown> {
  const client = await pool.connect();
  // The pool's session, on this one client (a new drizzle() per transaction costs 1.2 ms of CPU).
  const internals = db as unknown as { dialect: PgDialect; session: { schema: never; options: never } };
  const session = new NodePgSession(
    client,
    internals.dialect,
    internals.session.schema,
    internals.session.options,
  );
  let workError: { error: unknown } | undefined;
  let broken: Error | undefined;
  try {
    return await session.transaction(async (tx) => {
      try {
        return await work(tx as Transaction);
      } catch (error) {
        workError = { error };
        throw error;
      }
    }, config);
  } catch (error) {
    // Anything but the work's own error, rolled back cleanly, came from BEGIN, COMMIT or ROLLBACK.
    if (workError?.error !== error) broken = error instanceof Error ? error : new Error(String(error));
    throw workError ? workError.error : error;
  } finally {
    client.release(broken);
  }
}

async function openPglite(options: {
  dataDir?: string;
  loadDump?: Blob;
  templateFile?: string;
  migrate?: boolean;
  onceMigrated?: (db: Database) => Promise<unknown>;
}): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  let pgDataDir: string | undefined;
  let loadDump = options.loadDump;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDataDirLock(options.dataDir);
    pgDataDir = join(options.dataDir, 'db');
    try {
      assertCompleteDataDir(pgDataDir);
    } catch (error) {
      lock.release();
      throw error;
    }
    const isNew = !existsSync(pgDataDir) || readdirSync(pgDataDir).length === 0;
    if (isNew && !loadDump && options.templateFile && existsSync(options.templateFile)) {
      loadDump = new Blob([readFileSync(options.templateFile)]);
    }
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(pgDataDir ? { dataDir: pgDataDir } : {}),
      ...(loadDump ? { loadDataDir: loadDump } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema, casing: CASING }) as unknown as Database;
  if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  await options.onceMigrated?.(db);
  return {
    db,
    driver: 'pglite',
    ping: () => timedPing(db),
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

/** A first start interrupted during initdb leaves a directory PGlite cannot open: say so plainly. */
function assertCompleteDataDir(pgDataDir: string): void {
  if (!existsSync(pgDataDir) || readdirSync(pgDataDir).length === 0) return;
  const complete =
    existsSync(join(pgDataDir, 'PG_VERSION')) && existsSync(join(pgDataDir, 'global', 'pg_control'));
  if (!complete) {
    throw new Error(
      `The embedded database in ${pgDataDir} is incomplete (an interrupted first start?). ` +
        'Move it aside or delete it, then start again.',
    );
  }
}

async function timedPing(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}

/**
 * An empty PGlite database migrated once and dumped: tests load it in memory per file, and the
 * build keeps a gzipped one as the template of a new data directory.
 */
export async function dumpMigratedPglite(compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
  const client = await PGlite.create();
  const db = drizzlePglite(client, { schema, casing: CASING });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir(compression);
  await client.close();
  return dump;
}

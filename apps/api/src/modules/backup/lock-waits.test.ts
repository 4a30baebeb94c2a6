import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { RestoreRefused } from './archive-reader';
import { cleanUpBackupTests, downloadBackupNow, emptyTarget, tempDir } from './backup.test-support';
import { exportDatabase } from './database-export';
import { restoreArchive } from './restore';

/**
 * A backup or a restore that meets a lock another connection holds fails within a bound, saying
 * so, instead of waiting for ever (a PostgreSQL restore test once hung a CI run). PGlite has one
 * connection, so only a server can hold a lock against us.
 */
describe.runIf(testDriver === 'postgres')('waits for locks are bounded (postgres)', () => {
  let source: TestApp;
  let archive: string;
  const holders: pg.Client[] = [];

  /** Another connection holding `sql` inside a transaction it leaves open. */
  async function hold(url: string, sql: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    holders.push(client);
    await client.query('begin');
    await client.query(sql);
    return client;
  }

  beforeAll(async () => {
    source = await createTestApp();
    ({ path: archive } = await downloadBackupNow(source.app, tempDir()));
  }, 120_000);
  afterAll(async () => {
    for (const client of holders) await client.end().catch(() => {});
    await source?.close();
    await cleanUpBackupTests();
  });

  it('a restore into a database another connection is changing stops with a clear message, and can then be run again', async () => {
    const target = await emptyTarget('postgres');
    const url = target.databaseUrl ?? '';
    const holder = await hold(url, 'create schema drizzle');
    const started = performance.now();
    const error = await restoreArchive({
      archivePath: archive,
      dataDir: target.dataDir,
      databaseUrl: url,
      lockTimeoutMs: 500,
    }).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(/^Another connection .*held a lock.*Stop the Pathshala server/);
    await holder.query('rollback');
    const result = await restoreArchive({ archivePath: archive, dataDir: target.dataDir, databaseUrl: url });
    expect(result.rows).toBeGreaterThan(0);
  }, 20_000);

  it('a snapshot that cannot read a table another connection has locked stops with a clear message', async () => {
    const holder = await hold(await databaseUrlOf(source), 'lock table users in access exclusive mode');
    const started = performance.now();
    await expect(exportDatabase(source.database.db, tempDir(), { lockTimeoutMs: 500 })).rejects.toThrow(
      /table users.*locked by another connection/,
    );
    expect(performance.now() - started).toBeLessThan(10_000);
    await holder.query('rollback');
    const snapshot = await exportDatabase(source.database.db, tempDir());
    expect(snapshot.tables.length).toBeGreaterThan(0);
  }, 20_000);
});

/** The test app's own database on the server (a throwaway one of its own). */
async function databaseUrlOf(app: TestApp): Promise<string> {
  const result = await app.database.db.execute(sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${(result.rows[0] as { name: string }).name}`;
  return url.toString();
}

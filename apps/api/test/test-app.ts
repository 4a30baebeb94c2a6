import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenResponse } from '@pathshala/contracts';
import { type DatabaseHandle, openDatabase } from '@pathshala/db';
import { DEMO_ACCOUNTS, seedDemoSchool } from '@pathshala/db/seed';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppContext } from '../src/context';
import { loadConfig } from '../src/env';
import { ManualClock } from '../src/lib/clock';
import type { FreeDiskBytes } from '../src/lib/free-disk';

/** Which database the API tests run on: PGlite, or the PostgreSQL server named by TEST_DATABASE_URL. */
export const testDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  database: DatabaseHandle;
  /** Signs in through the API and returns the access token and the refresh cookie. */
  login(account: keyof typeof DEMO_ACCOUNTS): Promise<{ token: string; cookie: string; body: TokenResponse }>;
  /**
   * Another API server on the same database, settings and clock (several servers behind a load
   * balancer); closed with this one.
   */
  anotherServer(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Receives the app's JSON logs (at the env's LOG_LEVEL) instead of silencing them. */
  logStream?: NodeJS.WritableStream;
  /** false: an empty migrated database (no demo school, no admin), as a fresh install has. */
  seed?: boolean;
  /** A fixed free-disk figure instead of the disk's own (upload room checks become exact). */
  freeDiskBytes?: FreeDiskBytes;
  /** PostgreSQL only: the address the app reaches its database by, given the database's own (a proxy's). */
  databaseUrlVia?: (url: string) => string;
}

/** A real app on a real, demo-seeded (unless `seed: false`) database of its own, with a clock the test moves. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-api-test-'));
  const { database, dropDatabase } = await openTestDatabase(options.databaseUrlVia);
  const clock = new ManualClock(new Date('2026-11-21T09:00:00Z'));
  if (options.seed !== false) {
    await seedDemoSchool(database.db, { contentDir: join(dataDir, 'content'), now: clock.now() });
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DEMO: options.seed === false ? 'false' : 'true',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const { app, ctx } = await buildApp({
    config,
    database,
    clock,
    freeDiskBytes: options.freeDiskBytes,
    logger: options.logStream ? { stream: options.logStream } : false,
  });

  const others: FastifyInstance[] = [];
  return {
    app,
    ctx,
    clock,
    database,
    async anotherServer() {
      const other = await buildApp({
        config,
        database,
        clock,
        freeDiskBytes: options.freeDiskBytes,
        logger: false,
      });
      others.push(other.app);
      return other.app;
    },
    async login(account) {
      const { username, password } = DEMO_ACCOUNTS[account];
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
      });
      if (response.statusCode !== 200) throw new Error(`login ${account} failed: ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'pathshala_refresh');
      return {
        token: response.json().token,
        cookie: `pathshala_refresh=${cookie?.value}`,
        body: response.json(),
      };
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(
  urlVia: (url: string) => string = (url) => url,
): Promise<{ database: DatabaseHandle; dropDatabase: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = new Blob([readFileSync(inject('pgliteDumpPath'))]);
    return {
      database: await openDatabase({ driver: 'pglite', loadDump: dump }),
      dropDatabase: async () => {},
    };
  }
  const throwaway = await createThrowawayDatabase(serverUrl);
  const database = await openDatabase({ driver: 'postgres', url: urlVia(throwaway.url), poolSize: 4 });
  return { database, dropDatabase: throwaway.drop };
}

/** A database of its own on the PostgreSQL server, dropped (with its connections) by `drop`. */
export async function createThrowawayDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pathshala_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

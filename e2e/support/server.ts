import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { api } from '@pathshala/contracts';
import pg from 'pg';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The process id (job_leases names a server by host, pid and a random part). */
  pid: number;
  /** SIGTERM and wait: the way an operator stops it. */
  stop(): Promise<void>;
  /** SIGKILL and wait: a crash, nothing finished or given up. */
  kill(): Promise<void>;
}

/**
 * Names the demo school's seeded data directory that e2e/global-setup.ts makes once per run; a new
 * demo server on the embedded database starts on a copy of it.
 */
export const DEMO_TEMPLATE_ENV = 'PATHSHALA_E2E_DEMO_DATA_DIR';

/**
 * The compiled server (`npm start`'s dist/server.js) on a free port with a data directory of its
 * own; `env` adds to or overrides the defaults (e.g. DEMO, DATABASE_URL). A new data directory for
 * the demo on the embedded database is a copy of the run's seeded one (when global setup made it):
 * the server finds its demo school there and seeds nothing, as on any later start.
 */
export async function startServer(
  env: Record<string, string>,
  existingDataDir?: string,
  port?: number,
): Promise<RunningServer> {
  const dataDir = existingDataDir ?? newDataDir(env);
  port ??= await freePort();
  const server: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  const end = async (signal: NodeJS.Signals) => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill(signal);
    await exited;
  };
  return {
    baseUrl,
    port,
    dataDir,
    pid: server.pid ?? 0,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

function newDataDir(env: Record<string, string>): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-e2e-'));
  const template = process.env[DEMO_TEMPLATE_ENV];
  if (template && env.DEMO === 'true' && !env.DATABASE_URL) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/** A database of its own on the PostgreSQL server, for a server started with DATABASE_URL. */
export async function createThrowawayDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pathshala_e2e_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      // A probe of a process that may not listen yet (not a contract call): the path from the contract.
      const response = await fetch(`${baseUrl}${api.auth.health.path}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The server did not answer ${api.auth.health.path} within 90 s`);
}

/** A port free on this machine now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

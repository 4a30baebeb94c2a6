import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { api } from '@pathshala/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { e2eApi } from './support/api';
import { demoServer, useDemoServer } from './support/demo-server';

useDemoServer();

const ROOT = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
} {
  let output = '';
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
  });
  children.push(child);
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number>((done) => child.once('exit', (code) => done(code ?? -1)));
  return { child, output: () => output, exited };
}

/** Waits until the server has written a log line matching `line`. */
async function logged(server: ReturnType<typeof startServer>, line: RegExp): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!line.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`The server never logged ${line}:\n${server.output()}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

describe('the server process', () => {
  it('refuses to start a second time on the same DATA_DIR, with a clear message', async () => {
    const second = startServer({ PORT: '0', DATA_DIR: demoServer().dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the data directory/);
    // The first server still answers.
    expect((await e2eApi().call(api.auth.health, { as: null })).status).toBe(200);
  });

  it('starts on a fresh DATA_DIR, seeds the demo, and finishes a request in flight on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-fresh-'));
    dirs.push(dataDir);
    const port = 3900 + Math.floor(Math.random() * 500);
    const started = Date.now();
    // Info logs: the test waits on the server's own lines (request in, shutting down), not on sleeps.
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    // Probes of a process that may not listen yet (or any more): a refused connection is an answer here.
    const health = `http://127.0.0.1:${port}${api.auth.health.path}`;
    let healthy = false;
    while (!healthy && Date.now() - started < 60_000) {
      healthy = await fetch(health).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((done) => setTimeout(done, 200));
    }
    expect(healthy).toBe(true);
    console.log(`fresh DATA_DIR: /api/health answered after ${Date.now() - started} ms`);

    // Send a sign-in request's headers, then SIGTERM, then its body: the request must still be answered.
    // Written by hand on a socket (not a contract call): the body has to wait for the signal.
    const body = JSON.stringify({ username: 'admin', password: 'Admin@123' });
    const socket = connect(port, '127.0.0.1');
    await new Promise((done) => socket.once('connect', done));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closed = new Promise((done) => socket.once('close', done));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    await logged(server, /"url":"\/api\/auth\/login".*"msg":"incoming request"/);
    server.child.kill('SIGTERM');
    await logged(server, /shutting down: finishing requests in flight/);
    socket.write(body);
    await closed;
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(answer).toContain('"success":true');
    expect(await server.exited).toBe(0);
    // New connections are refused once it has stopped.
    await expect(fetch(health)).rejects.toThrow();
  });
});

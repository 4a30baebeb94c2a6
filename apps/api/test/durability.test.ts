import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, testDriver } from './test-app';

const ROOT = resolve(import.meta.dirname, '../../..');
const STUDENTS = [
  'student@pathshala.example',
  'ananya.gupta@pathshala.example',
  'kabir.singh@pathshala.example',
  'diya.patel@pathshala.example',
  'vihaan.reddy@pathshala.example',
  'ishita.menon@pathshala.example',
  'arjun.das@pathshala.example',
  'sara.khan@pathshala.example',
  'reyansh.joshi@pathshala.example',
];
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once the process has ended (a process killed by a signal has no exit code). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.DURABILITY_LOG ?? 'silent',
      DEMO: 'true',
      ...env,
    },
    stdio: process.env.DURABILITY_LOG ? 'inherit' : 'ignore',
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base };
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('server did not start');
}

describe(`durability of acknowledged answers (${testDriver})`, () => {
  it('keeps every acknowledged answer when the server process is killed in the middle of a burst', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-durability-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
    if (process.env.TEST_DATABASE_URL) {
      const throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL);
      cleanups.push(throwaway.drop);
      env.DATABASE_URL = throwaway.url;
    }

    const first = await startServer(env);
    const sessions = await Promise.all(
      STUDENTS.map(async (username) => {
        const login = await fetch(`${first.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'Student@123' }),
        }).then((r) => r.json() as Promise<{ token: string; user: { id: number } }>);
        const headers = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
        const started = await fetch(`${first.base}/api/student/assessments/start/${login.user.id}/1001`, {
          method: 'POST',
          headers,
        });
        expect(started.status).toBe(200);
        return { id: login.user.id, headers };
      }),
    );

    // Fire every answer at once; kill -9 the server once some have been acknowledged.
    const acknowledged: Array<{ id: number; seq: number }> = [];
    let killed = false;
    const burst = sessions.flatMap((session) =>
      [1, 2, 3, 4, 5, 6].map(async (seq) => {
        try {
          const response = await fetch(
            `${first.base}/api/student/quiz/${session.id}/assessment/1001/question/${seq}`,
            {
              method: 'POST',
              headers: session.headers,
              body: JSON.stringify({ answerId: 1 + (seq % 4) }),
            },
          );
          if (response.status === 200) {
            acknowledged.push({ id: session.id, seq });
            if (!killed && acknowledged.length >= 12) {
              killed = true;
              first.child.kill('SIGKILL');
            }
          }
        } catch {
          // The connection died with the server: this answer was never acknowledged.
        }
      }),
    );
    await Promise.all(burst);
    if (!killed) first.child.kill('SIGKILL');
    await exited(first.child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);

    // Restart on the same data: every acknowledged answer is there, and a retry of it is idempotent.
    const second = await startServer(env);
    for (const session of sessions) {
      const quiz = await fetch(`${second.base}/api/student/quiz/${session.id}/assessment/1001`, {
        headers: session.headers,
      }).then((r) => r.json() as Promise<{ questions: Array<{ AS_SeqNum: number; answered: boolean }> }>);
      const answered = new Set(quiz.questions.filter((q) => q.answered).map((q) => q.AS_SeqNum));
      for (const ack of acknowledged.filter((a) => a.id === session.id)) {
        expect(answered.has(ack.seq), `student ${session.id} question ${ack.seq}`).toBe(true);
        const retry = await fetch(
          `${second.base}/api/student/quiz/${session.id}/assessment/1001/question/${ack.seq}`,
          {
            method: 'POST',
            headers: session.headers,
            body: JSON.stringify({ answerId: 1 + (ack.seq % 4) }),
          },
        );
        expect(retry.status).toBe(200);
      }
    }
    second.child.kill('SIGTERM');
    await exited(second.child);
  }, 120_000);
});

/** What the benchmarks share: the server as `npm start` runs it, on a free port, and small helpers. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the compiled server (rebuilt first when its sources changed) with the sign-in limit per
 * address lifted (every simulated client shares 127.0.0.1), and waits until it is healthy.
 * BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=profiles', profiles it. With onLogLine,
 * the server's standard output (its JSON log) goes there a line at a time instead of to the console.
 */
export async function startServer(
  env: Record<string, string>,
  onLogLine?: (line: string) => void,
): Promise<{ child: ChildProcess; base: string }> {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const port = await freePort();
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', onLogLine ? 'pipe' : 'inherit', 'inherit'],
  });
  if (onLogLine && child.stdout) {
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line) onLogLine(line);
    });
  }
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, base };
    await sleep(100);
  }
  throw new Error('server did not start');
}

/** Signs in through the API; answers the access token and the user's id. */
export async function signIn(
  base: string,
  account: { username: string; password: string },
): Promise<{ token: string; userId: number }> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { token?: string; user?: { id: number }; message?: string };
  if (!response.ok || !body.token || !body.user)
    throw new Error(`sign-in ${response.status}: ${body.message}`);
  return { token: body.token, userId: body.user.id };
}

/** Tries again, 0.25 s apart and doubling to 4 s (with jitter), for up to 5 minutes; the answer or undefined. */
export async function untilAnswered<T>(call: () => Promise<T | undefined>): Promise<T | undefined> {
  const giveUpAt = performance.now() + 300_000;
  for (let pause = 250; ; pause = Math.min(pause * 2, 4_000)) {
    const body = await call();
    if (body !== undefined || performance.now() > giveUpAt) return body;
    await sleep(pause * (0.5 + Math.random()));
  }
}

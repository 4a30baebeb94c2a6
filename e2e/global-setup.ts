import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_TEMPLATE_ENV, removeDataDir, startServer } from './support/server';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Builds what is out of date once, before any file runs: every file starts servers of its own (the
 * demo school through useDemoServer, or an empty install), as `npm start` runs them: compiled, with
 * the web bundle its sources make and the empty database template a first start copies.
 *
 * Then seeds the demo school once, with the real server on a data directory of its own, and names
 * that directory to the workers: each demo server starts on a copy of it (startServer) instead of
 * seeding its own, seconds of CPU per file. Both browser projects run this setup; the first makes the
 * directory, and removes it after the run.
 */
export default async function setup() {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (process.env[DEMO_TEMPLATE_ENV]) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-e2e-demo-template-'));
  const server = await startServer({ DEMO: 'true' }, dataDir);
  await server.stop();
  process.env[DEMO_TEMPLATE_ENV] = dataDir;
  return () => {
    delete process.env[DEMO_TEMPLATE_ENV];
    removeDataDir(dataDir);
  };
}

import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { removeDataDir, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const ROOT = resolve(import.meta.dirname, '..');

/** Starts the real server (built web app + API) on a free port with a fresh, demo-seeded data dir. */
export default async function setup(project: TestProject) {
  // The server runs as `npm start` runs it: compiled, with the web bundle its sources make.
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const server = await startServer({ DEMO: 'true' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  };
}

import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, removeDataDir, startServer } from './server';

/** The demo school's server of the test file running in this worker (each file has a module graph of its own). */
let server: RunningServer | undefined;

/**
 * Gives the calling test file a demo school of its own: the compiled server on a free port with a
 * fresh data directory (a copy of the demo school global setup seeded once), stopped and wiped after
 * the file. No file sees another's changes, so files run side by side.
 * Call it first in the file: hooks run in the order they are declared, and later ones may sign in.
 */
export function useDemoServer(): void {
  beforeAll(async () => {
    server = await startServer({ DEMO: 'true' });
  });
  afterAll(async () => {
    const stopping = server;
    server = undefined;
    await stopping?.stop();
    if (stopping) removeDataDir(stopping.dataDir);
  });
}

/** The calling file's demo server (started by useDemoServer). */
export function demoServer(): RunningServer {
  if (!server) throw new Error('No demo server here: call useDemoServer() at the top of the test file');
  return server;
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpMigratedPglite } from '@pathshala/db';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
  }
}

/** Migrates PGlite once and dumps it; every test file loads the dump in memory (PGlite start is slow). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'pathshala-api-tests-'));
  const dumpPath = join(dir, 'migrated.tar');
  const dump = await dumpMigratedPglite();
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  return () => rmSync(dir, { recursive: true, force: true });
}

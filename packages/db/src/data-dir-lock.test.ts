import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pathshala-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second holder while the first process lives', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    // A live process other than us holds it: pid 1 always exists.
    writeFileSync(join(dir, 'server.pid'), '1');
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already using the data directory/);
    writeFileSync(join(dir, 'server.pid'), String(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']);
    writeFileSync(join(dir, 'server.pid'), dead.stdout.toString().trim());
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('explains a half-made embedded database instead of failing obscurely', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'db'));
    writeFileSync(join(dir, 'db', 'postgresql.conf'), '');
    await expect(openDatabase({ driver: 'pglite', dataDir: dir })).rejects.toThrow(/incomplete/);
    // The failed start released its lock.
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });
});

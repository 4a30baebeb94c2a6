import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '@pathshala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { loadConfig } from '../../env';
import { ManualClock } from '../../lib/clock';
import { archiveName } from './archive-format';
import { tempDir } from './backup.test-support';
import { clearLeftovers } from './backup-directory';
import { createNightlyBackups, lastSlot } from './nightly-backups';

const quiet = { info: () => {}, warn: () => {} };
/** A local time (the schedule's hours are the server's local hours). */
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

describe('the nightly schedule', () => {
  it('is due once the clock has passed BACKUP_HOUR since the newest archive', () => {
    expect(lastSlot(local(21, 9), 2)).toEqual(local(21, 2));
    expect(lastSlot(local(21, 2), 2)).toEqual(local(21, 2));
    expect(lastSlot(local(21, 1, 59), 2)).toEqual(local(20, 2));
    expect(lastSlot(local(1, 0, 30), 23)).toEqual(local(0, 23)); // across a month's start
  });

  it('reads BACKUP_HOUR, BACKUP_KEEP and BACKUP_DIR, with their defaults', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      backupHour: 2,
      backupKeep: 7,
      backupDir: join(dataDir, 'backups'),
    });
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_HOUR: 'off' }).backupHour).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_HOUR: '23', BACKUP_KEEP: '30' })).toMatchObject({
      backupHour: 23,
      backupKeep: 30,
    });
    for (const hour of ['24', '-1', 'two', '2.5']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_HOUR: hour })).toThrow(
        /BACKUP_HOUR must be 0-23 or off/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('reads BACKUP_CHECK_SECONDS (tests and trials): unset by default, 1-3600 whole seconds', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).backupCheckSeconds).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_CHECK_SECONDS: '2' }).backupCheckSeconds).toBe(2);
    for (const seconds of ['0', '3601', '1.5', 'soon']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_CHECK_SECONDS: seconds })).toThrow(
        /BACKUP_CHECK_SECONDS/,
      );
    }
  });

  it('never runs twice at once, and never when BACKUP_HOUR is off', async () => {
    const clock = new ManualClock(local(21, 9));
    let newest: Date | null = null;
    let made = 0;
    let release: () => void = () => {};
    const worker = createNightlyBackups({
      hour: 2,
      clock,
      log: quiet,
      newestArchiveAt: async () => newest,
      makeArchive: async () => {
        made += 1;
        await new Promise<void>((done) => {
          release = done;
        });
        newest = clock.now();
        return { name: `archive-${made}`, pruned: [] };
      },
    });
    const first = worker.runIfDue();
    const second = worker.runIfDue();
    await new Promise((done) => setTimeout(done, 10));
    release();
    expect(await first).toBe('archive-1');
    expect(await second).toBe('archive-1');
    expect(made).toBe(1);
    expect(await worker.runIfDue()).toBeNull(); // made since the last 02:00

    const off = createNightlyBackups({
      hour: null,
      clock,
      log: quiet,
      newestArchiveAt: async () => null,
      makeArchive: async () => {
        throw new Error('must not run');
      },
    });
    off.start();
    expect(await off.runIfDue()).toBeNull();
    await off.stop();
  });

  it('removes what an interrupted backup left behind, and nothing else', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, '.work-abc123'));
    writeFileSync(join(dir, '.work-abc123', 'users.jsonl'), '{}');
    writeFileSync(join(dir, '.pathshala-backup-2026-11-21T020000Z.tar.gz.partial'), 'half');
    writeFileSync(join(dir, 'pathshala-backup-2026-11-20T020000Z.tar.gz'), 'whole');
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await clearLeftovers(dir);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'pathshala-backup-2026-11-20T020000Z.tar.gz']);
  });

  it('beside other servers, leaves the leftovers touched within the day: another server may be writing them', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, '.work-fresh'));
    mkdirSync(join(dir, '.work-stale'));
    writeFileSync(join(dir, '.pathshala-backup-2026-11-21T020000Z.tar.gz.partial'), 'being written');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    utimesSync(join(dir, '.work-stale'), twoDaysAgo, twoDaysAgo);
    await clearLeftovers(dir, 24 * 60 * 60_000);
    expect(readdirSync(dir).sort()).toEqual([
      '.pathshala-backup-2026-11-21T020000Z.tar.gz.partial',
      '.work-fresh',
    ]);
  });
});

describe(`nightly backups on a real school (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  it('writes an archive each night at BACKUP_HOUR and keeps only the newest 7', async () => {
    const dir = t.ctx.config.backupDir;
    const names: string[] = [];
    t.clock.set(local(1, 10));
    const first = await t.app.nightlyBackups.runIfDue(); // none yet: made at once
    expect(first).toBe(archiveName(t.clock.now()));
    names.push(first ?? '');
    expect(await t.app.nightlyBackups.runIfDue()).toBeNull();
    t.clock.set(local(2, 1, 59));
    expect(await t.app.nightlyBackups.runIfDue()).toBeNull(); // not yet 02:00
    for (let day = 2; day <= 10; day++) {
      t.clock.set(local(day, 2));
      const name = await t.app.nightlyBackups.runIfDue();
      expect(name).toBe(archiveName(t.clock.now()));
      names.push(name ?? '');
    }
    expect(names).toHaveLength(10);
    const kept = readdirSync(dir).sort();
    expect(kept).toEqual(names.slice(-7).sort());
    expect(existsSync(join(dir, names[0] ?? ''))).toBe(false);
    const listed = (await apiCaller(t)(api.backup.list, { as: 'admin' })).body;
    expect(listed.archives.map((a) => a.name)).toEqual(names.slice(-7).reverse());
  });
});

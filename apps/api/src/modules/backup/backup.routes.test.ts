import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { api, backupMessages, type Endpoint } from '@pathshala/contracts';
import { auditLog } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { archiveName, MANIFEST_NAME, type Manifest } from './archive-format';
import { BACKUP_DOWNLOADS_PER_HOUR } from './backup.service';
import { cleanUpBackupTests, readArchive, tempDir } from './backup.test-support';

let t: TestApp;
let call: ApiCall;
let admin: string;
const backup = api.backup;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  admin = (await t.login('admin')).token;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await cleanUpBackupTests();
});

const archives = async () => (await call(backup.list, { as: 'admin' })).body.archives;
const backupNow = () => call(backup.createNow, { as: 'admin' });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe(`backup calls (${testDriver})`, () => {
  it('answer 401 without a token, 403 to a student and a teacher, for every call', async () => {
    const name = archiveName(t.clock.now());
    for (const [endpoint, params] of [
      [backup.createNow, undefined],
      [backup.list, undefined],
      [backup.download, { name }],
    ] as Array<[Endpoint, { name: string } | undefined]>) {
      const what = `${endpoint.method} ${endpoint.path}`;
      expect((await call(endpoint, { as: null, params })).status, what).toBe(401);
      for (const role of ['student', 'teacher1'] as const) {
        const response = await call(endpoint, { as: role, params });
        expect(response.status, what).toBe(403);
        expect(response.body).toEqual({ success: false, message: 'Access denied' });
      }
    }
    // Nothing was made by the refused calls.
    expect(await archives()).toEqual([]);
  });

  it('an admin downloads a backup made now: a dated archive of every table and content file, audited, and the dashboard says when', async () => {
    const response = await backupNow();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    const name = archiveName(t.clock.now());
    expect(name).toBe('pathshala-backup-2026-11-21T090000Z.tar.gz');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);

    const file = join(tempDir(), name);
    writeFileSync(file, response.bytes);
    const entries = await readArchive(file);
    const manifest = JSON.parse(String(entries.at(-1)?.data)) as Manifest;
    expect(entries.at(-1)?.path).toBe(MANIFEST_NAME);
    expect(manifest.database.tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['users', 'content_progress', 'attempts', 'answers', 'school']),
    );
    // Parents before the tables that refer to them.
    const order = manifest.database.tables.map((table) => table.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('attempts'));
    expect(order.indexOf('attempts')).toBeLessThan(order.indexOf('answers'));
    for (const table of manifest.database.tables) {
      const entry = entries.find((e) => e.path === table.file);
      expect(entry && sha256(entry.data), table.name).toBe(table.sha256);
      expect(String(entry?.data).split('\n').filter(Boolean)).toHaveLength(table.rows);
    }
    expect(manifest.content.length).toBeGreaterThan(0);
    for (const item of manifest.content) {
      const bytes = readFileSync(join(t.ctx.config.dataDir, 'content', item.path));
      expect(sha256(bytes)).toBe(item.sha256);
    }
    // The work folder is gone: nothing but archives stays in the backup directory.
    expect(await archives()).toEqual([]);

    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'backup.create'));
    expect(entry).toMatchObject({ entityType: 'backup', entityId: name, details: { kind: 'download' } });
    const dashboard = (await call(api.admin.dashboard, { as: 'admin' })).body;
    expect(dashboard.data.systemStatus.backup).toEqual({
      configured: true,
      lastBackupAt: t.clock.now().toISOString(),
    });
    expect(dashboard.data.recentActivity[0]).toMatchObject({ action: 'backup.create' });
  });

  it('lists the archives of the backup directory, newest first, and downloads one byte for byte', async () => {
    t.clock.advanceSeconds(24 * 3600);
    const made = await t.app.nightlyBackups.runIfDue();
    expect(made).toBe(archiveName(t.clock.now()));
    // Other things in the folder are not archives: neither listed nor downloadable.
    const dir = t.ctx.config.backupDir;
    writeFileSync(join(dir, 'notes.txt'), 'not an archive');
    symlinkSync('/etc/passwd', join(dir, 'pathshala-backup-2026-01-01T000000Z.tar.gz'));
    mkdirSync(join(dir, 'pathshala-backup-2026-01-02T000000Z.tar.gz'));

    const list = await call(backup.list, { as: 'admin' });
    expect(list.status).toBe(200);
    const bytes = readFileSync(join(dir, made ?? ''));
    expect(list.body).toEqual({
      success: true,
      message: 'Backups loaded',
      archives: [{ name: made, sizeBytes: bytes.length, createdAt: t.clock.now().toISOString() }],
      schedule: { hour: 2, keep: 7, directory: dir, timeZone: expect.any(String) },
      lastBackupAt: t.clock.now().toISOString(),
    });

    const download = await call(backup.download, { as: 'admin', params: { name: made ?? '' } });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${made}"`);
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.bytes.equals(bytes)).toBe(true);
  });

  it('answers 404 to a name not in the listing, whatever the name holds', async () => {
    for (const name of [
      'pathshala-backup-2020-01-01T000000Z.tar.gz',
      'pathshala-backup-2026-01-01T000000Z.tar.gz', // a link in the folder
      'pathshala-backup-2026-01-02T000000Z.tar.gz', // a folder
      'notes.txt',
      '../secrets.json', // sent as ..%2Fsecrets.json
      '../../../../etc/passwd',
      '/etc/passwd',
      '.',
    ]) {
      const response = await call(backup.download, { as: 'admin', params: { name } });
      expect(response.status, name).toBe(404);
      expect(response.body, name).toEqual({ success: false, message: 'No backup archive has that name' });
    }
  });

  it('a download cancelled half way stops making the archive and leaves nothing behind', async () => {
    // A large file that does not compress, so the archive cannot all sit in socket buffers.
    const big = join(t.ctx.config.dataDir, 'content', 'big-video.bin');
    writeFileSync(big, randomBytes(24 * 1024 * 1024));
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      // One plain connection, closed by the client after the first bytes of the archive.
      await new Promise<void>((done, fail) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: backup.createNow.path,
            headers: { authorization: `Bearer ${admin}` },
            agent: false,
          },
          (response) => {
            expect(response.statusCode).toBe(200);
            response.once('data', () => {
              req.destroy();
              done();
            });
          },
        );
        req.on('error', fail);
        req.end();
      });
      // The server notices, stops, and removes its work folder.
      const workFolders = () =>
        readdirSync(t.ctx.config.backupDir).filter((name) => name.startsWith('.work-'));
      await vi.waitFor(() => expect(workFolders()).toEqual([]), { timeout: 20_000, interval: 100 });
    } finally {
      rmSync(big);
    }
  });

  it('makes one backup download at a time, on any server: another asked for meanwhile answers 429, and the next one after it goes ahead', async () => {
    t.clock.advanceSeconds(3600);
    const big = join(t.ctx.config.dataDir, 'content', 'big-video-2.bin');
    writeFileSync(big, randomBytes(24 * 1024 * 1024));
    try {
      if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      let bytes = 0;
      let resume = () => {};
      const whole = new Promise<void>((done, fail) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: backup.createNow.path,
            headers: { authorization: `Bearer ${admin}` },
            agent: false,
          },
          (response) => {
            expect(response.statusCode).toBe(200);
            // Held after the first bytes: the archive is still being made.
            response.once('data', () => {
              response.pause();
              resume = () => response.resume();
            });
            response.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
            });
            response.on('end', done);
          },
        );
        req.on('error', fail);
        req.end();
      });
      await vi.waitFor(() => expect(bytes).toBeGreaterThan(0), { timeout: 20_000, interval: 50 });
      const second = await backupNow();
      expect(second.status).toBe(429);
      expect(second.body).toEqual({ success: false, message: backupMessages.busy });
      if (testDriver === 'postgres') {
        // One at a time across servers too: the claim is an advisory lock, never a row a snapshot copies.
        const elsewhere = await apiCaller({ app: await t.anotherServer() })(backup.createNow, {
          as: 'admin',
        });
        expect(elsewhere.status).toBe(429);
        expect(elsewhere.body).toEqual({ success: false, message: backupMessages.busy });
      }
      resume();
      await whole;
      expect(bytes).toBeGreaterThan(24 * 1024 * 1024);
      await vi.waitFor(async () => expect((await backupNow()).status).toBe(200), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      rmSync(big);
    }
  });

  it(`lets an admin download ${BACKUP_DOWNLOADS_PER_HOUR} backups an hour, then answers 429 until the hour has passed`, async () => {
    t.clock.advanceSeconds(3600);
    // The download before has finished once its work folder is gone.
    const workFolders = () => readdirSync(t.ctx.config.backupDir).filter((name) => name.startsWith('.work-'));
    await vi.waitFor(() => expect(workFolders()).toEqual([]), { timeout: 20_000, interval: 50 });
    for (let i = 0; i < BACKUP_DOWNLOADS_PER_HOUR; i++) {
      expect((await backupNow()).status).toBe(200);
    }
    const refused = await backupNow();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      message: backupMessages.tooMany(BACKUP_DOWNLOADS_PER_HOUR),
    });
    t.clock.advanceSeconds(3600);
    expect((await backupNow()).status).toBe(200);
  });
});

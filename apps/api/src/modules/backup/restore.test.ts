import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '@pathshala/contracts';
import { mailQueue } from '@pathshala/db';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { MANIFEST_NAME, type Manifest } from './archive-format';
import { RestoreRefused } from './archive-reader';
import {
  type ArchiveEntry,
  cleanUpBackupTests,
  downloadBackupNow,
  emptyTarget,
  openRestoredApp,
  type RestoreTarget,
  readArchive,
  rewriteArchive,
  signIn,
  tempDir,
} from './backup.test-support';
import { exportDatabase } from './database-export';
import { restoreArchive } from './restore';

const student = DEMO_ACCOUNTS.student;
let source: TestApp;
let archive: string;
let manifest: Manifest;
let work: string;

/** What the demo student sees of their progress and attempts. */
async function studentView(app: FastifyInstance): Promise<{ curriculum: unknown; assessments: unknown }> {
  const { token, userId, status } = await signIn(app, student.username, student.password);
  expect(status).toBe(200);
  const call = apiCaller({ app });
  const curriculum = await call(api.student.curriculum, { as: { token } });
  expect(curriculum.status).toBe(200);
  const assessments = await call(api.student.listAssessments, {
    as: { token },
    params: { studentId: userId },
  });
  expect(assessments.status).toBe(200);
  return { curriculum: curriculum.body, assessments: assessments.body };
}

const restore = (path: string, target: RestoreTarget) =>
  restoreArchive({
    archivePath: path,
    dataDir: target.dataDir,
    ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}),
  });

/** Restores into `target`, checks the school is the archive's row for row, and returns an app on it. */
async function restoreAndCompare(path: string, target: RestoreTarget, expected: Manifest) {
  const result = await restore(path, target);
  expect(result.rows).toBe(expected.database.tables.reduce((sum, t) => sum + t.rows, 0));
  const restored = await openRestoredApp(target, {
    clock: source.clock,
    jwtSecret: source.ctx.config.jwtSecret,
  });
  // Before anyone signs in: a snapshot of the restored database is the archive's, byte for byte.
  const again = await exportDatabase(restored.database.db, tempDir());
  expect(again.migration).toEqual(expected.database.migration);
  expect(again.tables).toEqual(expected.database.tables);
  for (const file of expected.content) {
    expect(existsSync(join(target.dataDir, 'content', file.path)), file.path).toBe(true);
  }
  return restored;
}

beforeAll(async () => {
  source = await createTestApp();
  work = tempDir();
  ({ path: archive } = await downloadBackupNow(source.app, work));
  const entry = (await readArchive(archive)).find((e) => e.path === MANIFEST_NAME);
  manifest = JSON.parse(String(entry?.data));
}, 120_000);

afterAll(async () => {
  await source?.close();
  await cleanUpBackupTests();
});

describe(`backup and restore (${testDriver})`, { timeout: 240_000 }, () => {
  it('restores the demo school into an empty target: same rows, same files, the student signs in and sees the same progress', async () => {
    const target = await emptyTarget(testDriver);
    const restored = await restoreAndCompare(archive, target, manifest);
    try {
      expect(await studentView(restored.app)).toEqual(await studentView(source.app));
      // A content file is served from the restored content folder, the same bytes.
      const file = manifest.content[0];
      expect(file).toBeDefined();
      expect(readFileSync(join(target.dataDir, 'content', file?.path ?? ''))).toEqual(
        readFileSync(join(source.ctx.config.dataDir, 'content', file?.path ?? '')),
      );
      // New rows get new ids: every sequence was moved past the restored ones.
      const made = await apiCaller(restored)(api.backup.createNow, { as: 'admin' });
      expect(made.status).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it('refuses a target that holds a school, and changes nothing', async () => {
    const target = await emptyTarget(testDriver);
    await restore(archive, target);
    // The content folder holds files.
    await expect(restore(archive, target)).rejects.toThrow(/already holds files/);
    // The database holds rows (content folder emptied to reach that check).
    rmSync(join(target.dataDir, 'content'), { recursive: true });
    await expect(restore(archive, target)).rejects.toThrow(/database already holds data/);
    expect(existsSync(join(target.dataDir, 'content'))).toBe(false);
    expect(readdirSync(target.dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  });

  it("refuses the running server's own data directory", async () => {
    await expect(
      restoreArchive({ archivePath: archive, dataDir: source.ctx.config.dataDir }),
    ).rejects.toThrow(/already holds files/);
  });

  const refusedBeforeWriting = async (path: string, message: RegExp) => {
    const target = await emptyTarget(testDriver);
    const error = await restore(path, target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(message);
    // Nothing written: no database folder, no content, no staging left behind.
    expect(readdirSync(target.dataDir).filter((name) => name !== 'secrets.json')).toEqual([]);
  };

  const edited = async (edit: (entries: ArchiveEntry[]) => ArchiveEntry[]) => {
    const path = join(work, `edited-${Math.random().toString(36).slice(2)}.tar.gz`);
    await rewriteArchive(archive, path, edit);
    return path;
  };

  it('refuses a tampered archive: a changed row no longer matches its sha256', async () => {
    const path = await edited((entries) =>
      entries.map((e) =>
        e.path === 'database/users.jsonl'
          ? {
              ...e,
              data: Buffer.from(String(e.data).replace('"first_name":"Aarav"', '"first_name":"Aaron"')),
            }
          : e,
      ),
    );
    await refusedBeforeWriting(path, /users\.jsonl does not match its sha256/);
  });

  it('refuses an archive with a part missing, or one its manifest does not list', async () => {
    await refusedBeforeWriting(
      await edited((entries) => entries.filter((e) => e.path !== 'database/attempts.jsonl')),
      /lacks database\/attempts\.jsonl/,
    );
    await refusedBeforeWriting(
      await edited((entries) => [
        { path: 'content/extra.txt', type: 'File', data: Buffer.from('x') },
        ...entries,
      ]),
      /not list/,
    );
  });

  it("refuses paths that leave their folder ('../', absolute) and links, writing nothing outside", async () => {
    const outside = tempDir();
    const escapee = join(outside, 'escaped.txt');
    await refusedBeforeWriting(
      await edited((entries) => [
        { path: `content/../../../../../../..${escapee}`, type: 'File', data: Buffer.from('escaped') },
        ...entries,
      ]),
      /leaves its folder/,
    );
    await refusedBeforeWriting(
      await edited((entries) => [{ path: escapee, type: 'File', data: Buffer.from('escaped') }, ...entries]),
      /leaves its folder/,
    );
    await refusedBeforeWriting(
      await edited((entries) => [
        { path: 'content/x/../../database/users.jsonl', type: 'File', data: Buffer.from('{}') },
        ...entries,
      ]),
      /leaves its folder/,
    );
    await refusedBeforeWriting(
      await edited((entries) => [
        { path: 'content/passwd', type: 'SymbolicLink', data: Buffer.alloc(0), linkpath: '/etc/passwd' },
        ...entries,
      ]),
      /symbolic link/,
    );
    await refusedBeforeWriting(
      await edited((entries) => [
        { path: 'content/hard', type: 'Link', data: Buffer.alloc(0), linkpath: 'manifest.json' },
        ...entries,
      ]),
      /hard link/,
    );
    expect(existsSync(escapee)).toBe(false);
  });

  it('refuses an archive from a newer schema or a newer archive format, and one that is not an archive', async () => {
    const withManifest = (change: (m: Manifest) => unknown) =>
      edited((entries) =>
        entries.map((e) =>
          e.path === MANIFEST_NAME
            ? { ...e, data: Buffer.from(JSON.stringify(change(JSON.parse(String(e.data))))) }
            : e,
        ),
      );
    await refusedBeforeWriting(
      await withManifest((m) => ({
        ...m,
        database: {
          ...m.database,
          migration: { tag: '9999_future', createdAt: Date.now() * 2, hash: 'f'.repeat(64) },
        },
      })),
      /newer Pathshala.*Update Pathshala/,
    );
    await refusedBeforeWriting(
      await withManifest((m) => ({ ...m, formatVersion: 2 })),
      /newer Pathshala \(archive format 2/,
    );
    await refusedBeforeWriting(
      await withManifest((m) => ({
        ...m,
        database: { ...m.database, migration: { ...m.database.migration, hash: '0'.repeat(64) } },
      })),
      /does not know/,
    );

    const notGzip = join(work, 'not-an-archive.tar.gz');
    writeFileSync(notGzip, 'hello');
    await refusedBeforeWriting(notGzip, /cannot be read/);
    const cut = join(work, 'cut-short.tar.gz');
    const whole = readFileSync(archive);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await refusedBeforeWriting(cut, /cannot be read/);
  });

  it('a row the manifest does not count is refused inside the transaction: the database stays empty', async () => {
    const target = await emptyTarget(testDriver);
    // Every part matches its hash, but the manifest counts one user fewer than users.jsonl holds.
    const path = await edited((entries) =>
      entries.map((e) => {
        if (e.path !== MANIFEST_NAME) return e;
        const m = JSON.parse(String(e.data)) as Manifest;
        for (const t of m.database.tables) if (t.name === 'users') t.rows -= 1;
        return { ...e, data: Buffer.from(JSON.stringify(m)) };
      }),
    );
    await expect(restore(path, target)).rejects.toThrow(
      /Table users restored \d+ rows where the manifest says/,
    );
    expect(existsSync(join(target.dataDir, 'content'))).toBe(false);
    // Still an empty target: the same command with a sound archive restores into it.
    await restore(archive, target);
  });
});

describe.runIf(testDriver === 'postgres')(
  'a school moving between database modes',
  { timeout: 300_000 },
  () => {
    it('a PostgreSQL archive restores into PGlite, and that school backed up again restores into PostgreSQL', async () => {
      const embedded = await emptyTarget('pglite');
      const onPglite = await restoreAndCompare(archive, embedded, manifest);
      let second: string;
      let secondManifest: Manifest;
      try {
        expect(await studentView(onPglite.app)).toEqual(await studentView(source.app));
        const fromPglite = await downloadBackupNow(onPglite.app, work);
        second = fromPglite.path;
        secondManifest = JSON.parse(
          String((await readArchive(second)).find((e) => e.path === MANIFEST_NAME)?.data),
        );
        expect(secondManifest.database.driver).toBe('pglite');
      } finally {
        await onPglite.close();
      }
      const server = await emptyTarget('postgres');
      const onServer = await restoreAndCompare(second, server, secondManifest);
      try {
        expect(await studentView(onServer.app)).toEqual(await studentView(source.app));
      } finally {
        await onServer.close();
      }
    });
  },
);

describe(`what an archive keeps of the mail queue (${testDriver})`, () => {
  it('drops the text of mail already sent (temporary passwords, reset links) and keeps mail still waiting', async () => {
    await source.database.db.insert(mailQueue).values([
      {
        toAddress: 'sent@school.example',
        subject: 'Sent',
        textBody: 'temporary password Sent@123',
        status: 'sent',
      },
      {
        toAddress: 'waiting@school.example',
        subject: 'Waiting',
        textBody: 'reset link waiting',
        status: 'pending',
      },
    ]);
    const { path } = await downloadBackupNow(source.app, tempDir());
    const part = (await readArchive(path)).find((entry) => entry.path.endsWith('mail_queue.jsonl'));
    const rows = String(part?.data)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to_address: string; text_body: string });
    expect(rows.find((row) => row.to_address === 'sent@school.example')?.text_body).toBe('');
    expect(rows.find((row) => row.to_address === 'waiting@school.example')?.text_body).toBe(
      'reset link waiting',
    );
    expect(String(part?.data)).not.toContain('Sent@123');
  });
});

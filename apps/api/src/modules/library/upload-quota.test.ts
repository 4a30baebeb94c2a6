import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  formatByteLimit,
  LIBRARY_HELD_UPLOADS_MAX,
  LIBRARY_UPLOAD_MIN_CHARGE_BYTES,
  uploadQuotaMessages,
} from '@pathshala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAppOptions } from '../../../test/test-app';
import { loadConfig } from '../../env';
import { freeDiskBytes } from '../../lib/free-disk';
import { listenLocally, placeIn, seedFile, tusClient, type UploadTarget } from './library.test-support';
import { createUploadArea } from './tus-uploads';

/**
 * Issue 27 item 5: the bytes a person holds in uploads not yet added (finished or still coming) are
 * capped by UPLOAD_QUOTA_BYTES, each upload counting at least 64 KiB; so is how many (50); and what
 * every unfinished upload announced must fit the free disk.
 */
type Person = 'admin' | 'teacher1' | 'teacher2' | 'teacher3' | 'student';
const pdf = seedFile('cells-notes.pdf');
/** Room for three of the demo PDF (45 KB each, counted as 64 KiB) parked, not four. */
const QUOTA = 200_000;
const KIB64 = LIBRARY_UPLOAD_MIN_CHARGE_BYTES;

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;
const idOf = (response: Response) => response.headers.get('location')!.split('/').pop()!;

async function startApp(env: Record<string, string>, options: Omit<TestAppOptions, 'env'> = {}) {
  const t = await createTestApp({ env, ...options });
  const tokens = {} as Record<Person, string>;
  for (const name of ['admin', 'teacher1', 'teacher2', 'teacher3', 'student'] as const)
    tokens[name] = (await t.login(name)).token;
  const science = await placeIn(t.database.db, 'Class 8 Science');
  const client = tusClient(await listenLocally(t.app));
  const target = (type: UploadTarget['type'] = 'PDF'): UploadTarget => ({
    filename: type === 'VID' ? 'lesson.mp4' : 'cells.pdf',
    type,
    subconceptId: science.subconceptId,
  });
  return { t, tokens, client, target };
}

describe('the quota settings', () => {
  it('reads UPLOAD_QUOTA_BYTES and UPLOAD_DISK_RESERVE_BYTES, with their defaults', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-quota-'));
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      uploadQuotaBytes: 2 * 1024 ** 3,
      uploadDiskReserveBytes: 256 * 1024 ** 2,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, UPLOAD_QUOTA_BYTES: '5368709120', UPLOAD_DISK_RESERVE_BYTES: '0' }),
    ).toMatchObject({ uploadQuotaBytes: 5 * 1024 ** 3, uploadDiskReserveBytes: 0 });
    for (const value of ['0', '-1', '2GB', '1.5']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, UPLOAD_QUOTA_BYTES: value })).toThrow(
        /UPLOAD_QUOTA_BYTES/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, UPLOAD_DISK_RESERVE_BYTES: '-1' })).toThrow(
      /UPLOAD_DISK_RESERVE_BYTES/,
    );
  });
});

describe('upload quota per person', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let maths: UploadTarget;
  /** Each person's parked uploads (finished, never added). */
  const parked: Partial<Record<Person, string[]>> = {};
  beforeAll(async () => {
    app = await startApp({ UPLOAD_QUOTA_BYTES: String(QUOTA) });
    maths = {
      filename: 'x.pdf',
      type: 'PDF',
      conceptId: (await placeIn(app.t.database.db, 'Class 8 Mathematics')).conceptId,
    };
  });
  afterAll(async () => app?.t.close());

  const announce = (person: Person, length = pdf.length) =>
    app.client.create(app.tokens[person], length, app.target());

  it('refuses parking finished uploads beyond the quota, for teachers and admins alike', async () => {
    for (const person of ['teacher2', 'admin'] as const) {
      parked[person] = [];
      for (let i = 0; i < 3; i++)
        parked[person].push(await app.client.upload(app.tokens[person], pdf, app.target()));
      const refused = await announce(person);
      expect(refused.status).toBe(413);
      expect(await messageOf(refused)).toBe(uploadQuotaMessages.quotaFull('195 KB', '192 KB'));
    }
    // A student may not upload at all.
    expect((await announce('student')).status).toBe(403);
  });

  it('a file bigger than the whole quota is told so, not that earlier uploads fill it', async () => {
    const refused = await announce('teacher1', QUOTA + 1);
    expect(refused.status).toBe(413);
    expect(await messageOf(refused)).toBe(uploadQuotaMessages.fileOverQuota('195 KB'));
  });

  it('accepts only what fits of nine announcements sent at once', async () => {
    const third = Math.floor(QUOTA / 3);
    const answers = await Promise.all(Array.from({ length: 9 }, () => announce('teacher1', third)));
    expect(answers.filter((response) => response.status === 201)).toHaveLength(3);
    const refused = answers.filter((response) => response.status !== 201);
    expect(refused.map((response) => response.status)).toEqual(Array(6).fill(413));
  });

  it('does not count another person’s uploads against you', async () => {
    // teacher1, teacher2 and the admin are full; teacher3 has nothing of her own yet.
    for (const person of ['teacher1', 'teacher2', 'admin'] as const)
      expect((await announce(person)).status).toBe(413);
    expect((await app.client.create(app.tokens.teacher3, QUOTA, maths)).status).toBe(201);
    expect((await app.client.create(app.tokens.teacher3, 1, maths)).status).toBe(413);
  });

  it('frees the quota when an upload is added, cancelled or expires', async () => {
    const added = await app.t.app.inject({
      method: 'POST',
      url: '/api/library/content',
      headers: { authorization: `Bearer ${app.tokens.teacher2}` },
      payload: { uploadId: parked.teacher2![0], name: 'Cells', durationSeconds: 600 },
    });
    expect(added.statusCode).toBe(200);
    const afterAdding = await announce('teacher2');
    expect(afterAdding.status).toBe(201);
    expect((await announce('teacher2')).status).toBe(413);

    const cancelled = await app.client.remove(app.tokens.teacher2, afterAdding.headers.get('location')!);
    expect(cancelled.status).toBe(204);
    expect((await announce('teacher2')).status).toBe(201);
    expect((await announce('teacher2')).status).toBe(413);

    app.t.clock.advanceSeconds(25 * 3600);
    try {
      // An expired upload counts for nobody, swept or not yet.
      expect((await announce('admin')).status).toBe(201);
      await app.t.app.libraryUploads.sweep();
      expect((await announce('teacher2')).status).toBe(201);
    } finally {
      app.t.clock.advanceSeconds(-25 * 3600);
    }
  });
});

describe('how many uploads a person holds, and the least each counts', () => {
  /** Room for 64 one-byte uploads by bytes: the count (50) is what stops them. */
  const ROOMY = 64 * KIB64;
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp({ UPLOAD_QUOTA_BYTES: String(ROOMY) });
  });
  afterAll(async () => app?.t.close());
  const oneByte = Buffer.from('x');

  it('counts a small upload as 64 KiB against the quota', async () => {
    const almostAll = await app.client.create(app.tokens.teacher2, ROOMY - KIB64 + 1, app.target());
    expect(almostAll.status).toBe(201);
    const refused = await app.client.create(app.tokens.teacher2, 1, app.target());
    expect(refused.status).toBe(413);
    expect(await messageOf(refused)).toBe(
      uploadQuotaMessages.quotaFull(formatByteLimit(ROOMY), formatByteLimit(ROOMY - KIB64 + 1)),
    );
    expect((await app.client.remove(app.tokens.teacher2, almostAll.headers.get('location')!)).status).toBe(
      204,
    );
    expect((await app.client.create(app.tokens.teacher2, 1, app.target())).status).toBe(201);
  });

  it(`refuses a ${LIBRARY_HELD_UPLOADS_MAX + 1}st upload not yet added, finished or not, with 429`, async () => {
    const finished: string[] = [];
    for (let i = 0; i < LIBRARY_HELD_UPLOADS_MAX - 5; i++)
      finished.push(await app.client.upload(app.tokens.teacher1, oneByte, app.target()));
    const unfinished: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await app.client.create(app.tokens.teacher1, 1, app.target());
      expect(created.status).toBe(201);
      unfinished.push(created.headers.get('location')!);
    }
    const refused = await app.client.create(app.tokens.teacher1, 1, app.target());
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe(uploadQuotaMessages.tooManyHeld);
    // Someone else's count is her own.
    const admin = await app.client.create(app.tokens.admin, 1, app.target());
    expect(admin.status).toBe(201);

    // Cancelling one, finished or not, makes room for one.
    for (const location of [unfinished[0]!, `/api/library/uploads/${finished[0]}`]) {
      expect((await app.client.remove(app.tokens.teacher1, location)).status).toBe(204);
      expect((await app.client.create(app.tokens.teacher1, 1, app.target())).status).toBe(201);
      expect((await app.client.create(app.tokens.teacher1, 1, app.target())).status).toBe(429);
    }
  });

  it('counts what is in the upload folder when the server starts', async () => {
    const restarted = createUploadArea(app.t.ctx);
    const id = async (name: 'teacher1' | 'teacher2' | 'admin') =>
      (await app.t.login(name)).body.user.id as number;
    expect(await restarted.reserve(await id('teacher1'), 1)).toMatchObject({ granted: false, status: 429 });
    // The admin holds one one-byte upload (64 KiB counted): exactly the rest of her quota fits.
    const admin = await restarted.reserve(await id('admin'), ROOMY - KIB64);
    expect(admin).toMatchObject({ granted: true });
    if (admin.granted) await admin.release();
    expect(await restarted.reserve(await id('admin'), ROOMY - KIB64 + 1)).toMatchObject({
      granted: false,
      status: 413,
    });
  });
});

describe('free disk space with every announced upload counted', () => {
  const GIB = 1024 ** 3;
  const MIB = 1024 ** 2;
  const RESERVE = 256 * MIB;
  const LENGTH = 512 * MIB;
  let app: Awaited<ReturnType<typeof startApp>>;
  const asked: string[] = [];
  beforeAll(async () => {
    app = await startApp(
      { UPLOAD_QUOTA_BYTES: String(4 * GIB), UPLOAD_DISK_RESERVE_BYTES: String(RESERVE) },
      {
        // A stated figure, so other processes writing to the disk cannot change the answer.
        freeDiskBytes: async (directory) => {
          asked.push(directory);
          return 1.25 * GIB + RESERVE;
        },
      },
    );
  });
  afterAll(async () => app?.t.close());

  it('accepts announcements only while their sum fits, even sent at once by different people', async () => {
    const people = ['admin', 'teacher1', 'teacher2'] as const;
    const answers = await Promise.all(
      people.map((person) => app.client.create(app.tokens[person], LENGTH, app.target('VID'))),
    );
    const accepted = answers.filter((response) => response.status === 201);
    expect(accepted).toHaveLength(2);
    const refused = answers.find((response) => response.status !== 201)!;
    expect(refused.status).toBe(507);
    expect(await messageOf(refused)).toBe(uploadQuotaMessages.serverFull);
    expect(asked.every((directory) => directory === join(app.t.ctx.config.dataDir, 'uploads'))).toBe(true);

    // Exactly what is left fits; one byte more does not.
    const maths = (await placeIn(app.t.database.db, 'Class 8 Mathematics')).conceptId;
    const video = { filename: 'lesson.mp4', type: 'VID' as const, conceptId: maths };
    const exact = await app.client.create(app.tokens.teacher3, 0.25 * GIB, video);
    expect(exact.status).toBe(201);
    expect((await app.client.create(app.tokens.teacher3, 1, video)).status).toBe(507);

    // A cancelled announcement gives its room back.
    const owner = people[answers.indexOf(accepted[0]!)]!;
    expect((await app.client.remove(app.tokens[owner], accepted[0]!.headers.get('location')!)).status).toBe(
      204,
    );
    const again = await app.client.create(app.tokens.teacher3, LENGTH, video);
    expect(again.status).toBe(201);
    expect(idOf(again)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("the disk's own figure", () => {
  it('reads the free space of a real folder, and none of a missing one', async () => {
    const free = await freeDiskBytes(tmpdir());
    expect(Number.isSafeInteger(free) && free! > 0).toBe(true);
    expect(await freeDiskBytes(join(tmpdir(), 'no-such-folder-pathshala'))).toBeNull();
  });

  it('is what the server checks by default: a reserve larger than any disk refuses every upload', async () => {
    const app = await startApp({ UPLOAD_DISK_RESERVE_BYTES: String(2 ** 52) });
    try {
      const refused = await app.client.create(app.tokens.teacher2, 1, app.target());
      expect(refused.status).toBe(507);
    } finally {
      await app.t.close();
    }
  });
});

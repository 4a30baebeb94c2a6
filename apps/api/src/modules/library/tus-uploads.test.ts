import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIBRARY_FILE_MAX_BYTES, LIBRARY_OPEN_UPLOADS_MAX, libraryMessages } from '@pathshala/contracts';
import { concepts } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  listenLocally,
  partialPatch,
  placeIn,
  seedFile,
  tusClient,
  type UploadTarget,
} from './library.test-support';

let t: TestApp;
let client: ReturnType<typeof tusClient>;
let baseUrl: string;
const tokens: Record<'admin' | 'teacher1' | 'teacher2' | 'teacher3' | 'student', string> = {
  admin: '',
  teacher1: '',
  teacher2: '',
  teacher3: '',
  student: '',
};
/** A Science subconcept (teacher2 teaches Science; teacher3 only Mathematics). */
let science: { conceptId: number; subconceptId: number };
const pdf = seedFile('cells-notes.pdf');

beforeAll(async () => {
  t = await createTestApp();
  for (const name of Object.keys(tokens) as Array<keyof typeof tokens>)
    tokens[name] = (await t.login(name)).token;
  science = await placeIn(t.database.db, 'Class 8 Science');
  baseUrl = await listenLocally(t.app);
  client = tusClient(baseUrl);
});
afterAll(async () => t?.close());

const uploadsDir = () => join(t.ctx.config.dataDir, 'uploads');
const target = (extra: Partial<UploadTarget> = {}): UploadTarget => ({
  filename: 'cells.pdf',
  type: 'PDF',
  subconceptId: science.subconceptId,
  ...extra,
});
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

/** Sends `bytes` as a PATCH body but drops the connection after `sendFirst` of them. */
async function interruptedPatch(
  location: string,
  token: string,
  offset: number,
  bytes: Buffer,
  sendFirst: number,
) {
  const patch = partialPatch(`${baseUrl}${location}`, token, offset, bytes, sendFirst);
  await patch.sent;
  // Give the server a moment to write what arrived, then cut the line as a flaky network would.
  setTimeout(patch.cut, 300);
  await patch.ended;
}

async function offsetOf(location: string, token: string): Promise<number> {
  const response = await client.head(token, location);
  expect(response.status).toBe(200);
  return Number(response.headers.get('upload-offset'));
}

describe('tus uploads', () => {
  it('creates, appends and resumes from the server offset after a dropped connection', async () => {
    const created = await client.create(tokens.teacher2, pdf.length, target());
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/library\/uploads\/[0-9a-f]{32}$/);
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    expect(await offsetOf(location, tokens.teacher2)).toBe(0);

    const half = Math.floor(pdf.length / 2);
    await interruptedPatch(location, tokens.teacher2, 0, pdf, half);
    let offset = 0;
    for (let tries = 0; tries < 50 && offset === 0; tries++) {
      offset = await offsetOf(location, tokens.teacher2);
      if (offset === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    // A stale offset is refused: the client must continue where the server is.
    const stale = await client.patch(tokens.teacher2, location, 0, pdf);
    expect(stale.status).toBe(409);

    const rest = await client.patch(tokens.teacher2, location, offset, pdf.subarray(offset));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(pdf.length);
    const id = location.split('/').pop()!;
    expect(readFileSync(join(uploadsDir(), id)).equals(pdf)).toBe(true);
  });

  it('works with tus-js-client in Node, in parts', async () => {
    const id = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(pdf, {
        endpoint: `${baseUrl}/api/library/uploads`,
        chunkSize: 64 * 1024,
        metadata: { filename: 'cells.pdf', type: 'PDF', subconceptId: String(science.subconceptId) },
        headers: { authorization: `Bearer ${tokens.admin}` },
        retryDelays: [],
        onError: reject,
        onSuccess: () => resolve(upload.url!.split('/').pop()!),
      });
      upload.start();
    });
    expect(readFileSync(join(uploadsDir(), id)).equals(pdf)).toBe(true);
  });

  it('refuses an empty file, an over-cap announced length, a deferred length and bad metadata', async () => {
    const empty = await client.create(tokens.admin, 0, target());
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe(libraryMessages.fileEmpty);

    const tooBig = await client.create(tokens.admin, LIBRARY_FILE_MAX_BYTES + 1, target());
    expect(tooBig.status).toBe(413);
    const tooBigMessage = await messageOf(tooBig);
    expect(tooBigMessage).toBe(libraryMessages.uploadTooLarge('PDF'));
    expect(tooBigMessage).toContain('100 MB');

    const deferred = await fetch(`${baseUrl}/api/library/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${tokens.admin}`,
        'upload-defer-length': '1',
        'upload-metadata': 'filename Y2VsbHMucGRm,type UERG',
      },
    });
    expect(deferred.status).toBe(400);
    expect(await messageOf(deferred)).toBe(libraryMessages.uploadLengthRequired);

    for (const metadata of [
      { filename: 'a.pdf', type: 'PDF' },
      { filename: 'a.pdf', type: 'XLS', subconceptId: science.subconceptId },
      { filename: 'a.pdf', type: 'PDF', subconceptId: science.subconceptId, conceptId: science.conceptId },
    ]) {
      const response = await client.create(tokens.admin, 10, metadata as UploadTarget);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(libraryMessages.uploadMetadataInvalid);
    }
  });

  it('authorises every tus request: token, role, curriculum and the upload’s owner', async () => {
    const noToken = await client.create(undefined, pdf.length, target());
    expect(noToken.status).toBe(401);
    const student = await client.create(tokens.student, pdf.length, target());
    expect(student.status).toBe(403);
    const otherCurriculum = await client.create(tokens.teacher3, pdf.length, target());
    expect(otherCurriculum.status).toBe(403);
    expect(await messageOf(otherCurriculum)).toBe(libraryMessages.notYourCurriculum);
    const unknownPlace = await client.create(tokens.admin, pdf.length, target({ subconceptId: 999_999 }));
    expect(unknownPlace.status).toBe(404);

    const created = await client.create(tokens.teacher1, pdf.length, target());
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    for (const token of [tokens.teacher2, tokens.admin, tokens.teacher3]) {
      expect((await client.head(token, location)).status).toBe(404);
      expect((await client.patch(token, location, 0, pdf)).status).toBe(404);
      expect((await client.remove(token, location)).status).toBe(404);
    }
    expect((await client.head(undefined, location)).status).toBe(401);
    expect((await client.patch(tokens.student, location, 0, pdf)).status).toBe(403);
    expect((await client.head(tokens.teacher1, '/api/library/uploads/not-an-id')).status).toBe(404);
    expect(await offsetOf(location, tokens.teacher1)).toBe(0);

    // The owner cancels: the parts are gone.
    const id = location.split('/').pop()!;
    expect((await client.remove(tokens.teacher1, location)).status).toBe(204);
    expect(existsSync(join(uploadsDir(), id))).toBe(false);
    expect((await client.head(tokens.teacher1, location)).status).toBe(404);
  });

  it('refuses uploads to a retired concept', async () => {
    const db = t.database.db;
    await db.update(concepts).set({ retiredAt: t.clock.now() }).where(eq(concepts.id, science.conceptId));
    try {
      const response = await client.create(tokens.admin, pdf.length, target());
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe(libraryMessages.placeRetired);
    } finally {
      await db.update(concepts).set({ retiredAt: null }).where(eq(concepts.id, science.conceptId));
    }
  });

  it('keeps a few unfinished uploads per person, and sweeps uploads older than a day', async () => {
    const locations: string[] = [];
    let refused: Response | undefined;
    for (let i = 0; i <= LIBRARY_OPEN_UPLOADS_MAX; i++) {
      const response = await client.create(tokens.teacher3, 10, {
        filename: 'x.pdf',
        type: 'PDF',
        conceptId: (await placeIn(t.database.db, 'Class 8 Mathematics')).conceptId,
      });
      if (response.status === 201) locations.push(response.headers.get('location')!);
      else refused = response;
    }
    expect(locations.length).toBe(LIBRARY_OPEN_UPLOADS_MAX);
    expect(refused?.status).toBe(429);
    expect(await messageOf(refused!)).toBe(libraryMessages.tooManyUploads);

    t.clock.advanceSeconds(25 * 3600);
    try {
      expect((await client.head(tokens.teacher3, locations[0]!)).status).toBe(404);
      const removed = await t.app.libraryUploads.sweep();
      expect(removed).toBeGreaterThanOrEqual(LIBRARY_OPEN_UPLOADS_MAX);
      const left = readdirSync(uploadsDir());
      for (const location of locations) expect(left).not.toContain(location.split('/').pop());
    } finally {
      t.clock.advanceSeconds(-25 * 3600);
    }
  });
});

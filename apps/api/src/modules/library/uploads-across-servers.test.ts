import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, LIBRARY_OPEN_UPLOADS_MAX, libraryMessages } from '@pathshala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { acrossServerClaims } from '../../lib/exclusive';
import {
  listenLocally,
  partialPatch,
  placeIn,
  seedFile,
  tusClient,
  type UploadTarget,
} from './library.test-support';

/** Two API servers on one database and one shared data directory, as behind a load balancer. */
let t: TestApp;
let first: ReturnType<typeof tusClient>;
let second: ReturnType<typeof tusClient>;
let firstUrl: string;
let token: string;
let target: UploadTarget;
const pdf = seedFile('cells-notes.pdf');

beforeAll(async () => {
  t = await createTestApp();
  firstUrl = await listenLocally(t.app);
  first = tusClient(firstUrl);
  second = tusClient(await listenLocally(await t.anotherServer()));
  token = (await t.login('teacher2')).token;
  const science = await placeIn(t.database.db, 'Class 8 Science');
  target = { filename: 'cells.pdf', type: 'PDF', subconceptId: science.subconceptId };
});
afterAll(async () => t?.close());

/** A PATCH through the first server that sends `sendFirst` bytes and then hangs, its line left open. */
const hangingPatch = (location: string, bytes: Buffer, sendFirst: number) =>
  partialPatch(`${firstUrl}${location}`, token, 0, bytes, sendFirst);

async function offsetOn(client: ReturnType<typeof tusClient>, location: string): Promise<number> {
  const response = await client.head(token, location);
  expect(response.status).toBe(200);
  return Number(response.headers.get('upload-offset'));
}

describe(`library uploads across two servers (${testDriver})`, () => {
  it('an upload started through one server finishes through the other', async () => {
    const created = await first.create(token, pdf.length, target);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const half = Math.floor(pdf.length / 2);
    expect((await first.patch(token, location, 0, pdf.subarray(0, half))).status).toBe(204);

    expect(await offsetOn(second, location)).toBe(half);
    const rest = await second.patch(token, location, half, pdf.subarray(half));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(pdf.length);
    const id = location.split('/').pop()!;
    expect(readFileSync(join(t.ctx.config.dataDir, 'uploads', id)).equals(pdf)).toBe(true);
  });

  it('a resume through the other server ends a request still hanging on the first, then continues where it got', async () => {
    const created = await first.create(token, pdf.length, target);
    const location = created.headers.get('location')!;
    const hanging = hangingPatch(location, pdf, 4096);
    // The first server holds the upload's lock while its request hangs.
    await expect.poll(() => offsetOn(second, location), { timeout: 5_000, interval: 100 }).toBe(4096);

    // The device gives up on that connection and resumes through the other server. Its PATCH
    // waits for the lock, asks the first server to let go, and is served once it has.
    const resumed = await second.patch(token, location, 4096, pdf.subarray(4096));
    expect(resumed.status).toBe(204);
    // The first server ended its hanging request itself (nobody cut the line).
    const endedBySecond = await Promise.race([
      hanging.ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000)),
    ]);
    hanging.cut();
    expect(endedBySecond).toBe(true);
    expect(Number(resumed.headers.get('upload-offset'))).toBe(pdf.length);
    const id = location.split('/').pop()!;
    expect(readFileSync(join(t.ctx.config.dataDir, 'uploads', id)).equals(pdf)).toBe(true);
  });

  // The quota counts what is in the shared folder; PGlite has one server, so only PostgreSQL has two.
  it.runIf(testDriver === 'postgres')(
    "a person's unfinished uploads count against her limit whichever server took them",
    async () => {
      const admin = (await t.login('admin')).token;
      for (let i = 0; i < LIBRARY_OPEN_UPLOADS_MAX; i++) {
        const client = i % 2 === 0 ? first : second;
        expect((await client.create(admin, pdf.length, target)).status).toBe(201);
      }
      for (const client of [first, second]) {
        const refused = await client.create(admin, pdf.length, target);
        expect(refused.status).toBe(429);
      }
    },
  );

  it.runIf(testDriver === 'postgres')(
    'an upload being added on another server is left alone here: no second add, no byte changed',
    async () => {
      const created = await first.create(token, pdf.length, target);
      const location = created.headers.get('location')!;
      expect((await first.patch(token, location, 0, pdf)).status).toBe(204);
      const uploadId = location.split('/').pop()!;
      // Another server is adding it (its claim on the name, as withUpload takes it).
      const addingElsewhere = await acrossServerClaims(t.database)(`library-upload:${uploadId}`);
      expect(addingElsewhere).not.toBeNull();
      const call = apiCaller(t);
      const add = () =>
        call(api.library.attachUpload, {
          as: { token },
          body: { uploadId, name: 'Cells', durationSeconds: 600, keepDuplicate: true },
        });
      const refused = await add();
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(libraryMessages.uploadBusy);
      expect((await first.head(token, location)).status).toBe(409);

      await addingElsewhere?.();
      expect((await add()).status).toBe(200);
    },
  );
});

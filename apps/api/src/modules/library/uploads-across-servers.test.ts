import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { listenLocally, placeIn, seedFile, tusClient, type UploadTarget } from './library.test-support';

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
function hangingPatch(location: string, bytes: Buffer, sendFirst: number) {
  const url = new URL(`${firstUrl}${location}`);
  const request = httpRequest({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${token}`,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
    },
  });
  const ended = new Promise<void>((resolve) => {
    request.on('error', () => resolve());
    request.on('close', () => resolve());
  });
  request.write(bytes.subarray(0, sendFirst));
  return { ended, cut: () => request.destroy() };
}

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
});

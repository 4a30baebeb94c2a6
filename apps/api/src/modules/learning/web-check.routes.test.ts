import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@pathshala/contracts';
import { contentItems } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstContentOfType } from '../../../test/learning-fixtures';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { WEB_CHECKS_PER_MINUTE } from './learning.service';

let t: TestApp;
let student: string;
let webId: number;
/** A web server on this machine: a student's web-check must never make the server ask it anything. */
let inside: Server;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  student = (await t.login('student')).token;
  webId = (await firstContentOfType(t.database.db, 'WEB')).id;
  inside = createServer((request, response) => {
    received.push(request.url ?? '');
    response.end('<html></html>');
  });
  await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
  port = (inside.address() as AddressInfo).port;
});
afterAll(async () => {
  inside?.close();
  await t?.close();
});
beforeEach(() => {
  // A fresh rate-limit window for each test.
  t.clock.advanceSeconds(61);
});

const webCheck = () =>
  t.app.inject({
    method: 'GET',
    url: `/api/content/web-check/${webId}`,
    headers: { authorization: `Bearer ${student}` },
  });

/** Points the demo web item at `url`, as a link saved before addresses were checked would. */
const pointAt = (url: string) =>
  t.database.db.update(contentItems).set({ url }).where(eq(contentItems.id, webId));

describe(`GET /api/content/web-check/:contentId refuses the school's own network (${testDriver})`, () => {
  it('answers "unreachable" for this machine in every spelling, and never asks it', async () => {
    const urls = [
      `http://127.0.0.1:${port}/direct`,
      `http://2130706433:${port}/decimal`,
      `http://0x7f000001:${port}/hex`,
      `http://127.1:${port}/short`,
      `http://localhost:${port}/name`,
      `127.0.0.1:${port}/no-scheme`,
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
    ];
    for (const url of urls) {
      await pointAt(url);
      const response = await webCheck();
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ embeddable: false, reason: 'unreachable' });
    }
    expect(received).toEqual([]);
  });

  it(`allows ${WEB_CHECKS_PER_MINUTE} checks a minute per person, then answers 429`, async () => {
    await pointAt('https://pages.example.invalid/page');
    for (let i = 0; i < WEB_CHECKS_PER_MINUTE; i++) expect((await webCheck()).statusCode).toBe(200);
    const refused = await webCheck();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: messages.api.throttled });
    t.clock.advanceSeconds(60);
    expect((await webCheck()).statusCode).toBe(200);
  });
});

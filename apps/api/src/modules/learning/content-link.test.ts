import { CONTENT_LINK_LIFETIME_SECONDS } from '@pathshala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { makeStudent } from '../../../test/factories';
import { firstContentOfType } from '../../../test/learning-fixtures';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { signContentLink } from '../../plugins/auth';

/**
 * Media elements cannot send headers, so the content item answers a file link that carries its own
 * short-lived token: for that one item and that student's session, never the access token.
 */
let t: TestApp;
let student: { token: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  student = await t.login('student');
});
afterAll(async () => t?.close());

const contentOfType = (type: 'VID' | 'PDF') => firstContentOfType(t.database.db, type);

async function linkOf(item: { id: number; conceptId: number }, token = student.token) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/content/${item.conceptId}/${item.id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content.CT_ContentLink as string;
}

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe(`content file links (${testDriver})`, () => {
  it('answers a link with a token of its own that streams that item', async () => {
    const video = await contentOfType('VID');
    const link = await linkOf(video);
    const url = new URL(link, 'http://localhost');
    expect(url.pathname).toBe(`/api/content/serve/${video.id}`);
    const linkToken = url.searchParams.get('token')!;
    expect(linkToken).toBeTruthy();
    expect(linkToken).not.toBe(student.token);
    const response = await open(link);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    const ranged = await open(link, { range: 'bytes=0-3' });
    expect(ranged.statusCode).toBe(206);
  });

  it('refuses the link for another item and as a bearer token', async () => {
    const video = await contentOfType('VID');
    const pdf = await contentOfType('PDF');
    const linkToken = new URL(await linkOf(video), 'http://localhost').searchParams.get('token')!;
    expect((await open(`/api/content/serve/${pdf.id}?token=${linkToken}`)).statusCode).toBe(401);
    const asBearer = await open('/api/student/curriculum', { authorization: `Bearer ${linkToken}` });
    expect(asBearer.statusCode).toBe(401);
    // The access token in the query string is the spec's way to this route (content-serve-token.test.ts).
  });

  it('refuses a link of a student who may not see the item', async () => {
    const pdf = await contentOfType('PDF');
    // A student in no cohort: the item is in no curriculum of theirs.
    const outsider = await makeStudent(apiCaller(t), { firstName: 'Out', lastName: 'Sider' });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: outsider.username, password: outsider.password },
    });
    const sessionId = JSON.parse(Buffer.from(signedIn.json().token.split('.')[1], 'base64url').toString())
      .sid as string;
    const forged = signContentLink(
      t.app,
      t.clock,
      { id: outsider.id, type: 'student', name: 'Out Sider', mustChangePassword: false, sessionId },
      pdf.id,
    );
    expect((await open(`/api/content/serve/${pdf.id}?token=${forged}`)).statusCode).toBe(403);
  });

  it('ends with its session and after its lifetime', async () => {
    const pdf = await contentOfType('PDF');
    const link = await linkOf(pdf);
    t.clock.advanceSeconds(CONTENT_LINK_LIFETIME_SECONDS - 60);
    expect((await open(link)).statusCode).toBe(200);
    t.clock.advanceSeconds(61);
    expect((await open(link)).statusCode).toBe(401);

    const session = await t.login('student');
    const fresh = await linkOf(pdf, session.token);
    expect((await open(fresh)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, authorization: `Bearer ${session.token}` },
    });
    expect((await open(fresh)).statusCode).toBe(401);
    // Still refused once an access token would have expired: the link lives longer than one.
    t.clock.advanceSeconds(17 * 60);
    expect((await open(fresh)).statusCode).toBe(401);
  });
});

import { Writable } from 'node:stream';
import { messages } from '@pathshala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { makeStudent } from '../../../test/factories';
import { firstContentOfType, insertForeignCurriculum } from '../../../test/learning-fixtures';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

/**
 * The spec (section 7) plays a content file from GET /api/content/serve/{contentId} with the
 * access token in the query string. That one route takes it; no other does, and logs never hold it.
 */
let t: TestApp;
const logLines: string[] = [];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
  for (const account of ['student', 'teacher1', 'admin'] as const) {
    tokens[account] = (await t.login(account)).token;
  }
}, 120_000);
afterAll(async () => t?.close());

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const serve = (contentId: number, token: string) =>
  open(`/api/content/serve/${contentId}?token=${encodeURIComponent(token)}`);

describe(`content serve with the spec's access token (${testDriver})`, () => {
  it('streams the item, ranges too, private and without a referrer', async () => {
    const video = await firstContentOfType(t.database.db, 'VID');
    const whole = await serve(video.id, tokens.student!);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['referrer-policy']).toBe('no-referrer');
    expect(String(whole.headers['cache-control'])).toMatch(/^private\b/);
    const ranged = await open(`/api/content/serve/${video.id}?token=${tokens.student}`, {
      range: 'bytes=0-3',
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers a refusal with the same headers', async () => {
    const pdf = await firstContentOfType(t.database.db, 'PDF');
    const refused = await serve(pdf.id, 'not-a-token');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['referrer-policy']).toBe('no-referrer');
    expect(refused.headers['cache-control']).toBe('private');
  });

  it('keeps the same authorization: students only, the items they may see, a live session', async () => {
    const pdf = await firstContentOfType(t.database.db, 'PDF');
    const forbidden = [await serve(pdf.id, tokens.teacher1!), await serve(pdf.id, tokens.admin!)];
    for (const answer of forbidden) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ success: false, message: messages.api.forbidden });
    }
    const foreign = await insertForeignCurriculum(t.database.db);
    expect((await serve(foreign.contentId, tokens.student!)).statusCode).toBe(403);
    expect((await serve(pdf.id, `${tokens.student}x`)).statusCode).toBe(401);

    const session = await t.login('student');
    expect((await serve(pdf.id, session.token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, authorization: `Bearer ${session.token}` },
    });
    expect((await serve(pdf.id, session.token)).statusCode).toBe(401);
  });

  it('refuses a student who must still change a temporary password', async () => {
    const pdf = await firstContentOfType(t.database.db, 'PDF');
    const { username, password } = await makeStudent(apiCaller(t), { mustChangePassword: true });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    expect(signedIn.json().user.mustChangePassword).toBe(true);
    const refused = await serve(pdf.id, signedIn.json().token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.api.passwordChangeRequired);
  });

  it('is taken on that route only: elsewhere a token in the query string is no token', async () => {
    const pdf = await firstContentOfType(t.database.db, 'PDF');
    const elsewhere = [
      `/api/student/curriculum?token=${tokens.student}`,
      `/api/content/${pdf.conceptId}/${pdf.id}?token=${tokens.student}`,
      // The staff preview takes its own link tokens, never an access token.
      `/api/library/content/${pdf.id}/file?token=${tokens.admin}`,
      `/api/admin/dashboard?token=${tokens.admin}`,
    ];
    for (const url of elsewhere) {
      const answer = await open(url);
      expect({ url, code: answer.statusCode }).toEqual({ url, code: 401 });
    }
  });

  it('never writes the token to the log', async () => {
    const pdf = await firstContentOfType(t.database.db, 'PDF');
    logLines.length = 0;
    expect((await serve(pdf.id, tokens.student!)).statusCode).toBe(200);
    const logs = logLines.join('');
    expect(logs).toContain(`/api/content/serve/${pdf.id}`);
    const [, payload, signature] = tokens.student!.split('.');
    for (const part of [payload!, signature!]) expect(logs).not.toContain(part);
  });
});

import { messages } from '@pathshala/contracts';
import { mailQueue } from '@pathshala/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { makeStudent } from '../../../test/factories';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { resetLinkIn } from '../mail/mail.test-support';

/** Sessions end when their owner says so, within seconds, and access tokens travel in headers only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'Start@2468';
/** A new student of our own (added by the admin); their e-mail is their username. */
const createStudent = async () =>
  (await makeStudent(apiCaller(t), { firstName: 'Session', password: PASSWORD })).username;

async function signIn(email: string, password = PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const refresh = response.cookies.find((c) => c.name === 'pathshala_refresh')!;
  return { token: response.json().token as string, cookie: `pathshala_refresh=${refresh.value}` };
}

const curriculum = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/student/curriculum',
    headers: { authorization: `Bearer ${token}` },
  });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe(`ending sessions (${testDriver})`, () => {
  it('logout ends this session at once and leaves the same user’s other devices signed in', async () => {
    const email = await createStudent();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    expect((await curriculum(laptop.token)).statusCode).toBe(200);
    const out = await post(
      '/api/auth/logout',
      {},
      { cookie: laptop.cookie, authorization: `Bearer ${laptop.token}` },
    );
    expect(out.statusCode).toBe(200);
    const after = await curriculum(laptop.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: messages.api.tokenInvalid });
    t.clock.advanceSeconds(10);
    expect((await curriculum(laptop.token)).statusCode).toBe(401);
    expect((await curriculum(phone.token)).statusCode).toBe(200);
  });

  it('logout with the access token alone (no cookie) ends that session too', async () => {
    const email = await createStudent();
    const session = await signIn(email);
    await post('/api/auth/logout', {}, { authorization: `Bearer ${session.token}` });
    expect((await curriculum(session.token)).statusCode).toBe(401);
    const refreshed = await post('/api/auth/refresh', {}, { cookie: session.cookie });
    expect(refreshed.statusCode).toBe(401);
  });

  it('a password change ends every session of the user within seconds', async () => {
    const email = await createStudent();
    const one = await signIn(email);
    const two = await signIn(email);
    const changed = await post('/api/auth/change-password', {
      email,
      currentPassword: PASSWORD,
      newPassword: 'Changed@9753',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    t.clock.advanceSeconds(5);
    expect((await curriculum(one.token)).statusCode).toBe(401);
    expect((await curriculum(two.token)).statusCode).toBe(401);
    const fresh = await signIn(email, 'Changed@9753');
    expect((await curriculum(fresh.token)).statusCode).toBe(200);
  });

  it('a password reset ends every session of the user within seconds', async () => {
    const email = await createStudent();
    const session = await signIn(email);
    expect((await post('/api/auth/forgot-password', { email, userType: 'student' })).statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, email))
      .orderBy(desc(mailQueue.id))
      .limit(1);
    const token = new URL(resetLinkIn(mail!.textBody)).searchParams.get('token')!;
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Reset@97531' })).statusCode).toBe(
      200,
    );
    t.clock.advanceSeconds(5);
    expect((await curriculum(session.token)).statusCode).toBe(401);
  });
});

describe(`access tokens travel in the Authorization header only (${testDriver})`, () => {
  it('refuses the access token in a query string on an ordinary GET', async () => {
    const { token } = await signIn(await createStudent());
    for (const url of [`/api/student/curriculum?token=${token}`, `/api/auth/verify?token=${token}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ success: false, message: messages.api.tokenMissing });
    }
  });
});

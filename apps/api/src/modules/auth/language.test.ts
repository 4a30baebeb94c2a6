import { hashPassword, users } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

/** A person's interface language is kept on their account and comes back with every sign-in. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const choose = (token: string | undefined, payload?: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/language',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': contentType },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

async function languageOf(username: string) {
  const [row] = await t.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.username, username));
  return row?.language;
}

describe(`POST /api/auth/language (${testDriver})`, () => {
  it.each(['student', 'teacher1', 'admin'] as const)(
    'lets a %s keep their own language, returned at the next sign-in and check',
    async (account) => {
      const first = await t.login(account);
      expect(first.body.user.language).toBeNull();
      const saved = await choose(first.token, { language: 'hi' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ success: true });

      const again = await t.login(account);
      expect(again.body.user.language).toBe('hi');
      const verify = await t.app.inject({
        method: 'GET',
        url: '/api/auth/verify',
        headers: { authorization: `Bearer ${again.token}` },
      });
      expect(verify.json().user.language).toBe('hi');
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { cookie: again.cookie },
      });
      expect(refreshed.json().user.language).toBe('hi');

      expect((await choose(again.token, { language: 'en' })).statusCode).toBe(200);
      expect((await t.login(account)).body.user.language).toBe('en');
    },
  );

  it("changes only the caller's account", async () => {
    const student = await t.login('student');
    await choose(student.token, { language: 'hi' });
    const teacher = await t.login('teacher2');
    expect(teacher.body.user.language).toBeNull();
    await choose(student.token, { language: 'en' });
  });

  it('answers 401 without a token and changes nothing', async () => {
    const response = await choose(undefined, { language: 'hi' });
    expect(response.statusCode).toBe(401);
    expect(await languageOf('teacher3@pathshala.example')).toBeNull();
  });

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['a wrong type', { language: 7 }],
    ['a missing language', {}],
  ])('answers 400 naming the field for %s and changes nothing', async (_case, payload) => {
    const { token } = await t.login('teacher3');
    const response = await choose(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/language/) });
    expect(await languageOf('teacher3@pathshala.example')).toBeNull();
  });

  it('answers 400 for a list and for a call without a body', async () => {
    const { token } = await t.login('teacher3');
    expect((await choose(token, ['hi'])).statusCode).toBe(400);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/language',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(await languageOf('teacher3@pathshala.example')).toBeNull();
  });

  it('lets a person who must change a temporary password still choose their language', async () => {
    const username = 'language.temporary@pathshala.example';
    await t.database.db.insert(users).values({
      type: 'student',
      username,
      email: username,
      passwordHash: await hashPassword('Start@2468'),
      firstName: 'Temporary',
      lastName: 'Password',
      mustChangePassword: true,
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'Start@2468' },
    });
    expect(signIn.json().user.mustChangePassword).toBe(true);
    expect((await choose(signIn.json().token, { language: 'hi' })).statusCode).toBe(200);
    expect(await languageOf(username)).toBe('hi');
  });
});

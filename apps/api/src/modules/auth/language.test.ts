import { api } from '@pathshala/contracts';
import { users } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { makeStudent } from '../../../test/factories';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

/** A person's interface language is kept on their account and comes back with every sign-in. */
let t: TestApp;
let call: ApiCall;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
});
afterAll(async () => t?.close());

const choose = (token: string | undefined, payload?: unknown) =>
  call(api.auth.language, { as: token ? { token } : null, body: unchecked(payload) });

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
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body).toMatchObject({ success: true });

      const again = await t.login(account);
      expect(again.body.user.language).toBe('hi');
      const verify = await call(api.auth.verify, { as: { token: again.token } });
      expect(verify.body.user.language).toBe('hi');
      const refreshed = await call(api.auth.refresh, { as: null, headers: { cookie: again.cookie } });
      expect(refreshed.body.user.language).toBe('hi');

      expect((await choose(again.token, { language: 'en' })).status).toBe(200);
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
    expect(response.status).toBe(401);
    expect(await languageOf('teacher3@pathshala.example')).toBeNull();
  });

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['a wrong type', { language: 7 }],
    ['a missing language', {}],
  ])('answers 400 naming the field for %s and changes nothing', async (_case, payload) => {
    const { token } = await t.login('teacher3');
    const response = await choose(token, payload);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/language/) });
    expect(await languageOf('teacher3@pathshala.example')).toBeNull();
  });

  it('answers 400 for a list and for a call without a body', async () => {
    const { token } = await t.login('teacher3');
    expect((await choose(token, ['hi'])).status).toBe(400);
    const response = await call(api.auth.language, { as: { token } });
    expect(response.status).toBe(400);
    expect(await languageOf('teacher3@pathshala.example')).toBeNull();
  });

  it('lets a person who must change a temporary password still choose their language', async () => {
    const { username, password } = await makeStudent(call, { mustChangePassword: true });
    const signIn = await call(api.auth.login, { as: null, body: { username, password } });
    expect(signIn.body.user.mustChangePassword).toBe(true);
    expect((await choose(signIn.body.token, { language: 'hi' })).status).toBe(200);
    expect(await languageOf(username)).toBe('hi');
  });
});

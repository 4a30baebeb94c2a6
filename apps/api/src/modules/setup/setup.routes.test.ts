import { messages, setupMessages } from '@pathshala/contracts';
import { auditLog, school, users } from '@pathshala/db';
import { DEMO_SCHOOL_NAME } from '@pathshala/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

const SETUP = {
  schoolName: 'Green Valley School',
  email: 'Principal@GreenValley.example',
  username: 'Principal',
  salutation: 'Dr',
  firstName: 'Asha',
  lastName: 'Verma',
  password: 'Valley@School9',
};

const status = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/setup/status', headers });
const setUp = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/setup', payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function admins(t: TestApp) {
  return t.database.db.select().from(users).where(eq(users.type, 'admin'));
}

describe(`first-run setup on an empty database (${testDriver})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(async () => t?.close());

  it('is open until it is done, then never again; the admin can sign in', async () => {
    expect((await status(t)).json()).toEqual({
      success: true,
      message: setupMessages.statusLoaded,
      data: { setupNeeded: true, schoolName: null },
    });

    const done = await setUp(t, SETUP);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      message: setupMessages.done('Green Valley School'),
      data: { username: 'principal' },
    });
    // No session is handed out here: the web signs in through the sign-in call.
    expect(done.json().token).toBeUndefined();
    expect(done.cookies).toHaveLength(0);

    const [admin] = await admins(t);
    expect(admin).toMatchObject({
      id: done.json().data.adminId,
      username: 'principal',
      email: 'principal@greenvalley.example',
      salutation: 'Dr',
      registrationStatus: 'A',
      mustChangePassword: false,
    });
    expect(admin!.passwordHash).not.toContain(SETUP.password);
    const [row] = await t.database.db.select().from(school);
    expect(row).toMatchObject({ id: 1, name: 'Green Valley School', setUpAt: t.clock.now() });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'school.setup'));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin!.id, entityType: 'school', entityId: '1' }),
    ]);

    expect((await status(t)).json().data).toEqual({
      setupNeeded: false,
      schoolName: 'Green Valley School',
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'principal', password: SETUP.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ type: 'admin', username: 'principal' });

    const again = await setUp(t, { ...SETUP, username: 'intruder', email: 'intruder@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: setupMessages.alreadySetUp });
    expect(await admins(t)).toHaveLength(1);
    expect((await t.database.db.select().from(school))[0]!.name).toBe('Green Valley School');
  });

  it('lets exactly one of two setups sent at once win', async () => {
    const [first, second] = await Promise.all([
      setUp(t, SETUP),
      setUp(t, {
        ...SETUP,
        schoolName: 'Hill Top School',
        username: 'other',
        email: 'other@hilltop.example',
      }),
    ]);
    const codes = [first!.statusCode, second!.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first!.statusCode === 409 ? first! : second!;
    expect(loser.json().message).toBe(setupMessages.alreadySetUp);
    const winner = first!.statusCode === 200 ? SETUP : { schoolName: 'Hill Top School', username: 'other' };

    const created = await admins(t);
    expect(created).toHaveLength(1);
    expect(created[0]!.username).toBe(winner.username.toLowerCase());
    const schools = await t.database.db.select().from(school);
    expect(schools).toEqual([expect.objectContaining({ id: 1, name: winner.schoolName })]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'school.setup'));
    expect(audit).toHaveLength(1);
  });

  it('lets exactly one of several setups with the same account win', async () => {
    const answers = await Promise.all([setUp(t, SETUP), setUp(t, SETUP), setUp(t, SETUP)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await admins(t)).toHaveLength(1);
  });

  it('completes a school row left without an administrator, taking the name typed now', async () => {
    await t.database.db.insert(school).values({ id: 1, name: 'Old Name' });
    expect((await status(t)).json().data).toEqual({ setupNeeded: true, schoolName: 'Old Name' });
    const done = await setUp(t, SETUP);
    expect(done.statusCode).toBe(200);
    expect((await t.database.db.select().from(school))[0]!.name).toBe('Green Valley School');
  });

  it('stays closed when every administrator is deactivated (the shell command is the way back)', async () => {
    expect((await setUp(t, SETUP)).statusCode).toBe(200);
    await t.database.db.update(users).set({ registrationStatus: 'I' }).where(eq(users.type, 'admin'));
    expect((await status(t)).json().data.setupNeeded).toBe(false);
    expect((await setUp(t, { ...SETUP, username: 'again', email: 'again@example.com' })).statusCode).toBe(
      409,
    );
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ schoolName: undefined }, setupMessages.schoolNameRequired],
      [{ schoolName: '   ' }, setupMessages.schoolNameRequired],
      [{ schoolName: 'x'.repeat(201) }, setupMessages.schoolNameTooLong],
      [{ schoolName: 'Bad\u0007Name' }, messages.api.controlCharacters],
      [{ email: undefined }, messages.admin.emailRequired],
      [{ email: 'not-an-address' }, messages.admin.emailInvalid],
      [{ username: '' }, messages.admin.usernameRequired],
      [{ username: 'ab' }, messages.admin.usernameMin],
      [{ username: 'has space' }, messages.admin.usernameChars],
      [{ salutation: 'King' }, setupMessages.salutationInvalid],
      [{ firstName: '' }, messages.admin.firstNameRequired],
      [{ lastName: undefined }, messages.admin.lastNameRequired],
      [{ password: undefined }, messages.password.required],
      [{ password: 'Short1a' }, messages.password.minLength(8)],
      [{ password: 'alllowercase1' }, messages.password.adminStrength],
      [{ password: ' Valley@School9' }, messages.password.edgeSpaces],
      [{ password: 'Password123' }, messages.password.tooCommon],
      [{ password: `Aa1${'x'.repeat(130)}` }, messages.password.tooLong],
    ];
    for (const [change, message] of cases) {
      const answer = await setUp(t, { ...SETUP, ...change });
      expect({ change, code: answer.statusCode, body: answer.json() }).toEqual({
        change,
        code: 400,
        body: { success: false, message },
      });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/setup' })).statusCode).toBe(400);
    expect(await admins(t)).toHaveLength(0);
    expect(await t.database.db.select().from(school)).toHaveLength(0);
  });

  it('limits the calls one address makes, and forgets them after a quarter of an hour', async () => {
    // Setups that fail after validation still count: each could have cost a password hash.
    await t.database.db.insert(users).values({
      type: 'admin',
      username: 'existing',
      email: 'existing@example.com',
      passwordHash: 'x',
      firstName: 'Existing',
      lastName: 'Admin',
    });
    for (let call = 0; call < 10; call++) expect((await setUp(t, SETUP)).statusCode).toBe(409);
    const limited = await setUp(t, SETUP);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: setupMessages.throttled });
    // Another address is not held up.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: SETUP,
      remoteAddress: '192.0.2.7',
    });
    expect(elsewhere.statusCode).toBe(409);
    t.clock.advanceSeconds(15 * 60);
    expect((await setUp(t, SETUP)).statusCode).toBe(409);
  });
});

describe(`setup on a school that is running (${testDriver})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const account of ['student', 'teacher1', 'admin'] as const) {
      tokens[account] = (await t.login(account)).token;
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it.each([
    ['no token', {}],
    ['a student', { account: 'student' }],
    ['a teacher', { account: 'teacher1' }],
    ['an admin', { account: 'admin' }],
    ['a forged token', { raw: 'Bearer not-a-token' }],
  ] as const)('answers %s the same: set up already, and setup refused', async (_who, caller) => {
    const before = (await admins(t)).length;
    const headers: Record<string, string> =
      'account' in caller
        ? bearer(tokens[caller.account]!)
        : 'raw' in caller
          ? { authorization: caller.raw }
          : {};
    const answer = await status(t, headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ setupNeeded: false, schoolName: DEMO_SCHOOL_NAME });
    const refused = await setUp(
      t,
      { ...SETUP, username: 'takeover', email: 'takeover@example.com' },
      headers,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: setupMessages.alreadySetUp });
    expect(await admins(t)).toHaveLength(before);
  });
});

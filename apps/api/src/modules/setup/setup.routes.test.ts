import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { messages, setupMessages } from '@pathshala/contracts';
import { auditLog, school, users } from '@pathshala/db';
import { DEMO_SCHOOL_NAME } from '@pathshala/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { readSetupCode, setupCodePath } from './setup-code';

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
/** The code the server wrote to its data directory when it started (null once setup is done). */
async function setupCodeOf(t: TestApp): Promise<string | null> {
  await t.app.ready();
  return readSetupCode(t.ctx.config.dataDir);
}
/** A setup call carrying the server's own code unless the payload says otherwise. */
const setUp = async (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/setup',
    payload: { setupCode: (await setupCodeOf(t)) ?? 'none', ...payload },
    headers,
  });
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

  it('asks for the code the server wrote to its data directory and log; none or a wrong one creates nothing', async () => {
    const code = await setupCodeOf(t);
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // Readable by the server's own user only.
    expect(statSync(setupCodePath(t.ctx.config.dataDir)).mode & 0o777).toBe(0o600);

    const missing = await setUp(t, { ...SETUP, setupCode: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: setupMessages.setupCodeRequired });
    for (const wrong of ['ABCD-EFGH-JKMN', `${code}X`, code!.slice(0, -1), ' ']) {
      const refused = await setUp(t, { ...SETUP, setupCode: wrong });
      expect({ wrong, code: refused.statusCode }).toEqual({ wrong, code: wrong.trim() ? 403 : 400 });
      if (wrong.trim()) {
        expect(refused.json()).toEqual({ success: false, message: setupMessages.setupCodeWrong });
      }
    }
    expect(await admins(t)).toHaveLength(0);
    expect(await t.database.db.select().from(school)).toHaveLength(0);
    expect(await setupCodeOf(t)).toBe(code);

    // Typed as read from a log: case and spacing do not matter.
    const done = await setUp(t, { ...SETUP, setupCode: ` ${code!.toLowerCase().replaceAll('-', ' ')} ` });
    expect(done.statusCode).toBe(200);
    expect(await admins(t)).toHaveLength(1);
    // Used once: the file is gone, and the code opens nothing any more.
    expect(await setupCodeOf(t)).toBeNull();
    const again = await setUp(t, {
      ...SETUP,
      setupCode: code,
      username: 'second',
      email: 'second@example.com',
    });
    expect(again.statusCode).toBe(409);
    expect(await admins(t)).toHaveLength(1);
  });

  it('says nothing about the code in its status', async () => {
    const code = (await setupCodeOf(t))!;
    const answer = await status(t);
    expect(answer.json()).toEqual({
      success: true,
      message: setupMessages.statusLoaded,
      data: { setupNeeded: true, schoolName: null },
    });
    for (const part of code.split('-')) expect(answer.body).not.toContain(part);
    expect(answer.body).not.toContain(t.ctx.config.dataDir);
  });

  it('locks an address out for a while after a few wrong codes, even with the right one', async () => {
    const code = (await setupCodeOf(t))!;
    for (let guess = 0; guess < 5; guess++) {
      expect((await setUp(t, { ...SETUP, setupCode: `AAAA-AAAA-AAA${guess}` })).statusCode).toBe(403);
    }
    const locked = await setUp(t, { ...SETUP, setupCode: code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, message: setupMessages.throttled });
    expect(await admins(t)).toHaveLength(0);
    t.clock.advanceSeconds(15 * 60);
    expect((await setUp(t, { ...SETUP, setupCode: code })).statusCode).toBe(200);
  });

  it('refuses setup when the code file was removed by hand, until a restart writes a new one', async () => {
    const code = (await setupCodeOf(t))!;
    rmSync(setupCodePath(t.ctx.config.dataDir));
    const refused = await setUp(t, { ...SETUP, setupCode: code });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: setupMessages.setupCodeGone });
    expect(await admins(t)).toHaveLength(0);
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
    // Setups that fail after validation still count: each could have cost a password hash. The admin
    // is written directly: setup is the one call that makes a first admin, and it counts toward the limit.
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
      payload: { ...SETUP, setupCode: await setupCodeOf(t) },
      remoteAddress: '192.0.2.7',
    });
    expect(elsewhere.statusCode).toBe(409);
    t.clock.advanceSeconds(15 * 60);
    expect((await setUp(t, SETUP)).statusCode).toBe(409);
  });
});

describe(`the setup code at start (${testDriver})`, () => {
  it('is printed in the server log with where its file is', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ seed: false, env: { LOG_LEVEL: 'info' }, logStream });
    try {
      const code = await setupCodeOf(t);
      const logs = lines.join('');
      expect(logs).toContain(code);
      expect(logs).toContain(setupCodePath(t.ctx.config.dataDir));
    } finally {
      await t.close();
    }
  });

  it('is neither written nor kept once the school has an administrator', async () => {
    // A code file left from before the school was set up, in the data directory the server starts on.
    const dataDir = mkdtempSync(join(tmpdir(), 'pathshala-setup-code-'));
    const file = setupCodePath(dataDir);
    writeFileSync(file, 'ABCD-EFGH-JKMN\n');
    const t = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      expect(existsSync(file)).toBe(false);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
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

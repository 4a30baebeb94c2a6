import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@pathshala/contracts';
import {
  hashPassword,
  mailQueue,
  passwordResetRequests,
  passwordResetTokens,
  refreshTokens,
  users,
} from '@pathshala/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-caller';
import { makeStudent } from '../../../test/factories';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { decodeMailText, resetLinkIn } from '../mail/mail.test-support';
import { outboxDir } from '../mail/mail.transport';
import { RESET_BY_USER_NOTE } from './password-recovery.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    payload: payload as Record<string, unknown>,
    headers,
    // Each test its own address, so the per-address limit of one test does not reach the next.
    remoteAddress: headers['x-test-address'] ?? '198.51.100.1',
  });

let userCount = 0;
/**
 * A fresh account of our own (the demo accounts' passwords belong to other suites): a student added
 * by the admin, or another type's account at an address that has one, which the admin's calls never
 * make (they give an address one account, the username being the address), so it is written directly.
 */
async function createUser(
  options: {
    email?: string;
    type?: 'student' | 'teacher' | 'admin';
    password?: string;
    mustChange?: boolean;
  } = {},
) {
  userCount += 1;
  const type = options.type ?? 'student';
  const password = options.password ?? 'Start@2468';
  const lastName = `Tester${userCount}`;
  if (type === 'student' && options.email === undefined) {
    const student = await makeStudent(apiCaller(t), {
      firstName: 'Nisha',
      lastName,
      password,
      mustChangePassword: options.mustChange,
    });
    return { ...student, mustChangePassword: options.mustChange ?? false };
  }
  const email = options.email ?? `recovery.user${userCount}@pathshala.example`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      type,
      username: type === 'student' ? email : `${type}.${email}`,
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Nisha',
      lastName,
      mustChangePassword: options.mustChange ?? false,
    })
    .returning();
  return { ...row!, email, password };
}

const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

/** The newest queued mail to an address. */
async function lastMailTo(address: string) {
  const [row] = await t.database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.toAddress, address))
    .orderBy(desc(mailQueue.id))
    .limit(1);
  return row;
}

async function requestResetToken(email: string, userType = 'student'): Promise<string> {
  const response = await post('forgot-password', { email, userType });
  expect(response.statusCode, response.body).toBe(200);
  const mail = await lastMailTo(email);
  return new URL(resetLinkIn(mail!.textBody)).searchParams.get('token')!;
}

describe(`POST /api/auth/check-email (${testDriver})`, () => {
  it('lists the account types of an address', async () => {
    const response = await post('check-email', { email: '  Ananya.Gupta@Pathshala.example ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.accounts).toEqual([{ type: 'student' }]);
  });

  it('lists every type when one address has several accounts', async () => {
    const student = await createUser();
    await createUser({ email: student.email, type: 'teacher' });
    const response = await post('check-email', { email: student.email });
    expect(response.json().data.accounts).toEqual([{ type: 'student' }, { type: 'teacher' }]);
  });

  it.each([
    [{}, messages.forgot.emailRequired],
    [{ email: '   ' }, messages.forgot.emailRequired],
    [{ email: 'not-an-address' }, messages.forgot.emailInvalid],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await post('check-email', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('answers 404 with the spec message for an unknown address', async () => {
    const response = await post('check-email', { email: 'nobody.here@pathshala.example' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: messages.forgot.noAccount });
  });
});

describe('POST /api/auth/forgot-password', () => {
  it('opens a pending request and queues a mail with a 30-minute link built from PUBLIC_URL', async () => {
    const user = await createUser();
    const response = await post(
      'forgot-password',
      { email: user.email, userType: 'student' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: messages.forgot.linkSent });

    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toBe('Reset your Pathshala password');
    expect(mail?.textBody).toContain(`Hello Nisha ${user.lastName},`);
    expect(mail?.textBody).toContain('expires in 30 minutes');
    expect(mail?.textBody).toContain('If you did not ask for this');
    expect(mail?.textBody).not.toContain('evil.example');
    const link = new URL(resetLinkIn(mail!.textBody));
    expect(`${link.origin}${link.pathname}`).toBe(`${t.ctx.config.publicUrl}/reset-password`);
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const [request] = await t.database.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.userId, user.id));
    expect(request).toMatchObject({ status: 'pending', email: user.email, userType: 'student' });
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.requestId, request!.id));
    // Stored hashed: the database never holds the link's token.
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
  });

  it.each([
    [{ email: 'ananya.gupta@pathshala.example' }, messages.forgot.selectAccountType],
    [{ email: 'ananya.gupta@pathshala.example', userType: '' }, messages.forgot.selectAccountType],
    [{ email: 'ananya.gupta@pathshala.example', userType: 'parent' }, messages.forgot.selectAccountType],
    [{ email: '', userType: 'student' }, messages.forgot.emailRequired],
    [{ email: 'a@b', userType: 'student' }, messages.forgot.emailInvalid],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await post('forgot-password', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('answers 404 when the address has no account of that type, and queues nothing', async () => {
    const before = await t.database.db.select().from(mailQueue);
    const response = await post('forgot-password', {
      email: 'ananya.gupta@pathshala.example',
      userType: 'teacher',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.forgot.noAccount);
    expect(await t.database.db.select().from(mailQueue)).toHaveLength(before.length);
  });
});

describe('POST /api/auth/validate-reset-token', () => {
  it('is valid at 29:59 and refused at 30:01', async () => {
    const user = await createUser();
    const token = await requestResetToken(user.email);
    const start = t.clock.now();
    try {
      t.clock.advanceSeconds(29 * 60 + 59);
      const valid = await post('validate-reset-token', { token });
      expect(valid.statusCode).toBe(200);
      expect(valid.json().data).toEqual({ email: user.email, userType: 'student' });
      t.clock.advanceSeconds(2);
      const expired = await post('validate-reset-token', { token });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ success: false, message: messages.reset.invalidToken });
      const reset = await post('reset-password', { token, newPassword: 'Fresh@Start77' });
      expect(reset.statusCode).toBe(400);
    } finally {
      t.clock.set(start);
    }
  });

  it.each([
    [{}, messages.reset.missingToken],
    [{ token: '  ' }, messages.reset.missingToken],
    [{ token: 'junk-token-that-was-never-issued' }, messages.reset.invalidToken],
    [{ token: 'x'.repeat(5_000) }, undefined],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await post('validate-reset-token', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    if (message) expect(response.json().message).toBe(message);
  });

  it('refuses an older link once a newer one was requested', async () => {
    const user = await createUser();
    const older = await requestResetToken(user.email);
    const newer = await requestResetToken(user.email);
    expect((await post('validate-reset-token', { token: older })).statusCode).toBe(400);
    expect((await post('reset-password', { token: older, newPassword: 'Fresh@Start77' })).statusCode).toBe(
      400,
    );
    expect((await post('validate-reset-token', { token: newer })).statusCode).toBe(200);
  });

  it('refuses the link of a request an admin already decided', async () => {
    const user = await createUser();
    const token = await requestResetToken(user.email);
    await t.database.db
      .update(passwordResetRequests)
      .set({ status: 'rejected', adminNotes: 'Not requested by the student.' })
      .where(eq(passwordResetRequests.userId, user.id));
    expect((await post('validate-reset-token', { token })).statusCode).toBe(400);
    expect((await post('reset-password', { token, newPassword: 'Fresh@Start77' })).statusCode).toBe(400);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password once, approves the request, ends every session and mails a notice', async () => {
    const user = await createUser({ mustChange: true });
    const session = await signIn(user.email, user.password);
    const refreshCookie = `pathshala_refresh=${session.cookies.find((c) => c.name === 'pathshala_refresh')?.value}`;
    const token = await requestResetToken(user.email);

    const reset = await post('reset-password', { token, newPassword: 'Fresh@Start77' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: messages.reset.success });

    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    const fresh = await signIn(user.email, 'Fresh@Start77');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.mustChangePassword).toBe(false);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: refreshCookie },
    });
    expect(refreshed.statusCode).toBe(401);

    const [request] = await t.database.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.userId, user.id));
    expect(request).toMatchObject({ status: 'approved', adminNotes: RESET_BY_USER_NOTE });
    expect(request!.processedAt).not.toBeNull();
    const notice = await lastMailTo(user.email);
    expect(notice?.subject).toBe('Your Pathshala password was changed');
    expect(notice?.textBody).not.toContain('Fresh@Start77');

    const again = await post('reset-password', { token, newPassword: 'Another@Start88' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.reset.invalidToken);
    expect((await post('validate-reset-token', { token })).statusCode).toBe(400);
  });

  it('lets only one of two simultaneous uses through', async () => {
    const user = await createUser();
    const token = await requestResetToken(user.email);
    const [a, b] = await Promise.all([
      post('reset-password', { token, newPassword: 'Racing@First1' }),
      post('reset-password', { token, newPassword: 'Racing@Second2' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });

  it.each([
    [{ token: 'anything' }, messages.password.required],
    [{ token: 'anything', newPassword: '12345' }, messages.password.minLength(6)],
    [{ token: 'anything', newPassword: 'password' }, messages.password.tooCommon],
    [{ token: 'anything', newPassword: 'p'.repeat(129) }, messages.password.tooLong],
    [{ newPassword: 'Fresh@Start77' }, messages.reset.missingToken],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await post('reset-password', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('refuses a new password equal to the current one and keeps the link usable', async () => {
    const user = await createUser();
    const token = await requestResetToken(user.email);
    const same = await post('reset-password', { token, newPassword: user.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(messages.password.sameAsCurrent);
    expect((await post('validate-reset-token', { token })).statusCode).toBe(200);
  });

  it('writes the mails to DATA_DIR/outbox when there is no SMTP server', async () => {
    const user = await createUser();
    const token = await requestResetToken(user.email);
    await t.app.mailWorker.runOnce();
    const directory = outboxDir(t.ctx.config.dataDir);
    const messagesInOutbox = readdirSync(directory).map((file) =>
      readFileSync(join(directory, file), 'utf8'),
    );
    const mine = messagesInOutbox.filter((raw) => raw.includes(`To: ${user.email}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('Subject: Reset your Pathshala password');
    expect(new URL(resetLinkIn(decodeMailText(mine[0]!))).searchParams.get('token')).toBe(token);
    const [queued] = await t.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, user.email));
    expect(queued).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('POST /api/auth/change-password', () => {
  it('with a temporary password, the server refuses every signed-in call but the session check', async () => {
    const user = await createUser({ mustChange: true });
    const session = await signIn(user.email, user.password);
    const bearer = { authorization: `Bearer ${session.json().token}` };
    const verify = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user.mustChangePassword).toBe(true);
    for (const url of [`/api/student/assessments/list/${user.id}`, '/api/student/curriculum']) {
      const refused = await t.app.inject({ method: 'GET', url, headers: bearer });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(messages.api.passwordChangeRequired);
    }

    // Once changed, the next sign-in may do everything a student may.
    const changed = await post('change-password', {
      email: user.email,
      currentPassword: user.password,
      newPassword: 'Chosen@Path77',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = await signIn(user.email, 'Chosen@Path77');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/student/assessments/list/${user.id}`,
      headers: { authorization: `Bearer ${fresh.json().token}` },
    });
    expect(list.statusCode).toBe(200);
  });

  it('changes the password with the current one, clears the must-change flag and ends sessions', async () => {
    const user = await createUser({ mustChange: true });
    const session = await signIn(user.email, user.password);
    expect(session.json().user.mustChangePassword).toBe(true);
    const token = await requestResetToken(user.email);

    const response = await post('change-password', {
      email: user.email.toUpperCase(),
      currentPassword: user.password,
      newPassword: 'Chosen@Path99',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: messages.change.success });

    const fresh = await signIn(user.email, 'Chosen@Path99');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.mustChangePassword).toBe(false);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    const revoked = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(revoked.filter((row) => row.revokedAt === null)).toHaveLength(1); // only the fresh sign-in
    // An open reset link no longer works after the password changed.
    expect((await post('validate-reset-token', { token })).statusCode).toBe(400);
    expect((await lastMailTo(user.email))?.subject).toBe('Your Pathshala password was changed');
  });

  it('changes the account whose password matches when an address has several', async () => {
    const student = await createUser({ password: 'Student@2468' });
    const teacher = await createUser({ email: student.email, type: 'teacher', password: 'Teacher@2468' });
    const response = await post('change-password', {
      email: student.email,
      currentPassword: 'Teacher@2468',
      newPassword: 'Teacher@New99',
    });
    expect(response.statusCode).toBe(200);
    expect((await signIn(teacher.username, 'Teacher@New99')).statusCode).toBe(200);
    expect((await signIn(student.username, 'Student@2468')).statusCode).toBe(200);
  });

  it('answers 401 for a wrong current password and 404 for an unknown address', async () => {
    const user = await createUser();
    const wrong = await post('change-password', {
      email: user.email,
      currentPassword: 'Not@MyPassword1',
      newPassword: 'Chosen@Path99',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: messages.change.currentIncorrect });
    const unknown = await post('change-password', {
      email: 'nobody.here@pathshala.example',
      currentPassword: 'Not@MyPassword1',
      newPassword: 'Chosen@Path99',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: messages.change.noAccount });
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    [{ email: '', currentPassword: 'a', newPassword: 'Chosen@Path99' }, messages.change.emailRequired],
    // The spec has one message for a missing and an invalid address here (section 5).
    [
      { email: 'not-an-address', currentPassword: 'a', newPassword: 'Chosen@Path99' },
      'Valid email address is required',
    ],
    [{ email: 42, currentPassword: 'a', newPassword: 'Chosen@Path99' }, 'Valid email address is required'],
    [{ email: 'x@y.example', newPassword: 'Chosen@Path99' }, messages.password.currentRequired],
    [{ email: 'x@y.example', currentPassword: 'a' }, messages.password.required],
    [{ email: 'x@y.example', currentPassword: 'a', newPassword: 'short' }, messages.password.minLength(6)],
    [
      { email: 'x@y.example', currentPassword: 'Same@Pass11', newPassword: 'Same@Pass11' },
      messages.password.sameAsCurrent,
    ],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await post('change-password', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('never answers 500 to odd input', async () => {
    const odd: unknown[] = [
      { email: { $ne: null }, currentPassword: 'x', newPassword: 'Chosen@Path99' },
      { email: 'a'.repeat(10_000), currentPassword: 'x', newPassword: 'Chosen@Path99' },
      { email: "x'@y.example", currentPassword: '\u0000', newPassword: 'Chosen@Path99\u0000' },
      [1, 2],
      'just a string',
    ];
    for (const path of [
      'change-password',
      'forgot-password',
      'check-email',
      'validate-reset-token',
      'reset-password',
    ]) {
      for (const payload of odd) {
        const response = await post(path, payload);
        expect(response.statusCode, `${path} ${JSON.stringify(payload).slice(0, 40)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().success).toBe(false);
      }
    }
  });
});

describe('recovery throttling', () => {
  it('answers 429 past the per-account limit of forgot-password, and recovers after the window', async () => {
    const user = await createUser();
    const start = t.clock.now();
    try {
      for (let i = 0; i < 5; i++) {
        expect((await post('forgot-password', { email: user.email, userType: 'student' })).statusCode).toBe(
          200,
        );
      }
      const blocked = await post('forgot-password', { email: user.email, userType: 'student' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ success: false, message: messages.api.throttled });
      t.clock.advanceSeconds(15 * 60);
      expect((await post('forgot-password', { email: user.email, userType: 'student' })).statusCode).toBe(
        200,
      );
    } finally {
      t.clock.set(start);
    }
  });

  it('change-password guesses draw on the sign-in budget: slowed, never locked out for long', async () => {
    const user = await createUser();
    const attempt = (currentPassword: string) =>
      post('change-password', { email: user.email, currentPassword, newPassword: 'Chosen@Path99' });
    // Five wrong passwords through sign-in spend the account's free guesses for change-password too.
    for (let i = 0; i < 5; i++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.email.toUpperCase(), password: `Wrong@${i}xyz` },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const waiting = await attempt(user.password);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    // A few more wrong ones make it wait longer, but a minute later the owner gets through.
    t.clock.advanceSeconds(2);
    expect((await attempt('Wrong@again1')).statusCode).toBe(401);
    t.clock.advanceSeconds(61);
    expect((await attempt(user.password)).statusCode).toBe(200);
  });
});

describe('recovery throttling per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { LOGIN_RATE_PER_MINUTE: '3' } });
  });
  afterAll(async () => limited?.close());

  it.each([
    ['check-email', { email: 'ananya.gupta@pathshala.example' }],
    ['validate-reset-token', { token: 'junk-token-that-was-never-issued' }],
    ['reset-password', { token: 'junk-token-that-was-never-issued', newPassword: 'Chosen@Path99' }],
    [
      'change-password',
      { email: 'kabir.singh@pathshala.example', currentPassword: 'x', newPassword: 'Chosen@Path99' },
    ],
    ['forgot-password', { email: 'no.account@pathshala.example', userType: 'student' }],
  ])('%s answers 429 past the per-address limit and recovers after a minute', async (path, payload) => {
    // One address per call, so each starts with a fresh count.
    const remoteAddress = `203.0.113.${path.length * 10 + Object.keys(payload).length}`;
    const call = () =>
      limited.app.inject({ method: 'POST', url: `/api/auth/${path}`, payload, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).not.toBe(429);
    const blocked = await call();
    expect(blocked.statusCode).toBe(429);
    limited.clock.advanceSeconds(61);
    expect((await call()).statusCode).not.toBe(429);
  });
});

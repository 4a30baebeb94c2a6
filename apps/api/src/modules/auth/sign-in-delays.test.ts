import { messages } from '@pathshala/contracts';
import { hashPassword, users } from '@pathshala/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { PASSWORD_GUESS_DELAYS as SIGN_IN_DELAYS } from '../../lib/password-guesses';

/**
 * Failed sign-ins cost one budget per account, whatever name is typed for it, and slow guessing
 * with growing waits instead of locking the owner out.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'Right@2468';
let count = 0;
/**
 * A teacher account of our own: its username and its e-mail are two names for it. Written directly:
 * the admin's add-teacher call makes the username the e-mail.
 */
async function createAccount() {
  count += 1;
  const email = `delay.user${count}@pathshala.example`;
  const username = `delay.user${count}`;
  await t.database.db.insert(users).values({
    type: 'teacher',
    username,
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'Delay',
    lastName: `User${count}`,
  });
  return { email, username };
}

const signIn = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    // A fresh address each time: these tests are about the account's budget, not the address's.
    remoteAddress: `198.51.100.${(count * 37 + Math.floor(Math.random() * 200)) % 250}`,
  });

const retryAfter = (response: Awaited<ReturnType<typeof signIn>>) => Number(response.headers['retry-after']);

describe(`sign-in delays per account (${testDriver})`, () => {
  it('counts the username, the e-mail in any case and with spaces against one budget', async () => {
    const { email, username } = await createAccount();
    const aliases = [username, email, email.toUpperCase(), `  ${email}  `, username.toUpperCase()];
    for (const alias of aliases) expect((await signIn(alias, 'Wrong@1357')).statusCode, alias).toBe(401);
    const waiting = await signIn(email, PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(retryAfter(waiting)).toBe(1);
    expect(waiting.json()).toEqual({ success: false, message: messages.login.waitBeforeRetry(1) });
    expect((await signIn(username, PASSWORD)).statusCode).toBe(429);
  });

  it('lets the owner in after a short wait, however many requests a classmate sends', async () => {
    const { email } = await createAccount();
    for (let i = 0; i < 40; i++) await signIn(email, `Wrong@${i}abc`);
    const waiting = await signIn(email, PASSWORD);
    expect(waiting.statusCode).toBe(429);
    // Requests made while waiting are not counted, so 40 of them cost the owner 1 s, not more.
    expect(retryAfter(waiting)).toBe(1);
    t.clock.advanceSeconds(1);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('doubles the wait after each further failure, up to a minute', async () => {
    const { email } = await createAccount();
    for (let i = 0; i < SIGN_IN_DELAYS.freeFailures; i++) await signIn(email, 'Wrong@1357');
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const waiting = await signIn(email, 'Wrong@1357');
      expect(waiting.statusCode).toBe(429);
      waits.push(retryAfter(waiting));
      t.clock.advanceSeconds(retryAfter(waiting) - 1);
      expect((await signIn(email, PASSWORD)).statusCode, 'a second early').toBe(429);
      t.clock.advanceSeconds(1);
      expect((await signIn(email, 'Wrong@1357')).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // The right password, after the wait, signs in and clears the count.
    t.clock.advanceSeconds(60);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, 'Wrong@1357')).statusCode).toBe(401);
  });

  it('answers an unknown name exactly as a known account', async () => {
    const { email } = await createAccount();
    const unknown = 'nobody.at.all@pathshala.example';
    const answers = async (name: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 8; i++) {
        const response = await signIn(name, 'Wrong@1357');
        seen.push(`${response.statusCode} ${response.headers['retry-after'] ?? '-'} ${response.body}`);
      }
      return seen;
    };
    expect(await answers(unknown)).toEqual(await answers(email));
    // Unknown names share a budget only with the same name, written any way.
    expect((await signIn(unknown.toUpperCase(), 'Wrong@1357')).statusCode).toBe(429);
    expect((await signIn('someone.else@pathshala.example', 'Wrong@1357')).statusCode).toBe(401);
  });

  it('counts attempts made at the same moment: at most the free ones are checked', async () => {
    const { email } = await createAccount();
    const responses = await Promise.all(Array.from({ length: 12 }, () => signIn(email, 'Wrong@1357')));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_DELAYS.freeFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - SIGN_IN_DELAYS.freeFailures);
  });

  it('forgets failures after a quiet quarter of an hour', async () => {
    const { email } = await createAccount();
    for (let i = 0; i < SIGN_IN_DELAYS.freeFailures; i++) await signIn(email, 'Wrong@1357');
    expect((await signIn(email, 'Wrong@1357')).statusCode).toBe(429);
    t.clock.advanceSeconds(SIGN_IN_DELAYS.forgetAfterSeconds);
    for (let i = 0; i < SIGN_IN_DELAYS.freeFailures; i++) {
      expect((await signIn(email, 'Wrong@1357')).statusCode).toBe(401);
    }
  });
});

describe(`a browser the owner signed in from before (device cookie) (${testDriver})`, () => {
  const signInFrom = (username: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      headers: cookie ? { cookie } : {},
      remoteAddress: '192.0.2.44',
    });
  /** The device cookie a successful sign-in set, as a Cookie header. */
  const deviceCookieOf = (response: Awaited<ReturnType<typeof signInFrom>>) => {
    const device = response.cookies.find((c) => c.name.startsWith('pathshala_device_'));
    expect(device, 'a device cookie').toBeDefined();
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });
    return `${device!.name}=${device!.value}`;
  };

  it('is not held up by a classmate guessing on the account, however long they keep at it', async () => {
    const { email, username } = await createAccount();
    const owner = deviceCookieOf(await signInFrom(email, PASSWORD));
    // A classmate keeps the account waiting: a wrong guess each time the wait ends, for an hour.
    for (let minute = 0; minute < 60; minute++) {
      await signInFrom(username, 'Wrong@1357');
      t.clock.advanceSeconds(60);
    }
    await signInFrom(username, 'Wrong@1357');
    t.clock.advanceSeconds(30);
    expect((await signInFrom(email, PASSWORD)).statusCode).toBe(429);
    expect((await signInFrom(email, PASSWORD, owner)).statusCode).toBe(200);
  });

  it('still slows guessing from that browser, and helps no other account', async () => {
    const { email } = await createAccount();
    const other = await createAccount();
    const owner = deviceCookieOf(await signInFrom(email, PASSWORD));
    for (let i = 0; i < SIGN_IN_DELAYS.freeFailures; i++) {
      expect((await signInFrom(email, `Wrong@${i}xyz`, owner)).statusCode).toBe(401);
    }
    expect((await signInFrom(email, PASSWORD, owner)).statusCode).toBe(429);
    for (let i = 0; i < SIGN_IN_DELAYS.freeFailures; i++) await signInFrom(other.email, `Wrong@${i}xyz`);
    expect((await signInFrom(other.email, PASSWORD, owner)).statusCode).toBe(429);
    const forged = owner.replace(/=.*/, '=not.a.token');
    expect((await signInFrom(other.email, PASSWORD, forged)).statusCode).toBe(429);
  });
});

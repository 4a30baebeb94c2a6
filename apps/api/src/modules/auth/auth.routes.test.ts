import { messages } from '@pathshala/contracts';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { signJwt } from '../../../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as Record<string, unknown> });

describe(`POST /api/auth/login (${testDriver})`, () => {
  it.each([
    ['student', 'student', 'student@pathshala.example'],
    ['teacher1', 'teacher', 'teacher1@pathshala.example'],
    ['teacher2', 'teacher', 'teacher2@pathshala.example'],
    ['teacher3', 'teacher', 'teacher3@pathshala.example'],
    ['admin', 'admin', 'admin@pathshala.example'],
  ] as const)('signs %s in by username and by e-mail', async (account, type, email) => {
    const { username, password } = DEMO_ACCOUNTS[account];
    for (const name of [username, email, `  ${email.toUpperCase()}  `]) {
      const response = await login({ username: name, password });
      expect(response.statusCode, name).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.user.type).toBe(type);
      expect(body.user).not.toHaveProperty('passwordHash');
      expect(body.token.split('.')).toHaveLength(3);
      const cookies = [response.headers['set-cookie']].flat() as string[];
      const cookie = cookies.find((c) => c.startsWith('pathshala_refresh='));
      expect(cookie).toMatch(/pathshala_refresh=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\/auth/);
    }
  });

  it.each([
    [{ username: '', password: 'x' }, messages.login.usernameRequired],
    [{ username: '   ', password: 'x' }, messages.login.usernameRequired],
    [{ password: 'x' }, messages.login.usernameRequired],
    [{ username: 'admin', password: '' }, messages.login.passwordRequired],
    [{ username: 'admin', password: ' \t ' }, messages.login.passwordRequired],
    [{ username: 'admin' }, messages.login.passwordRequired],
  ])('answers 400 with the spec message for %j', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('answers 401 alike for a wrong password and an unknown user', async () => {
    const wrongPassword = await login({ username: 'teacher3@pathshala.example', password: 'Nope@12345' });
    const unknownUser = await login({ username: 'nobody@pathshala.example', password: 'Nope@12345' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json().message).toBe(messages.login.invalidCredentials);
  });

  it('answers 400 for malformed JSON and for a non-object body', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: messages.api.malformedJson });
    const array = await login([1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().success).toBe(false);
  });

  it('never answers 500 to odd input', async () => {
    const odd = [
      { username: { $ne: null }, password: 'x' },
      { username: 'a'.repeat(10_000), password: 'x' },
      { username: 'admin', password: 'p'.repeat(129) },
      { username: "admin' or 1=1 --", password: 'x' },
      { username: '\u0000', password: '\u0000' },
    ];
    for (const payload of odd) {
      const response = await login(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('protected routes', () => {
  it('answers 401 without a token, with an expired token and with a forged one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/verify' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ success: false, message: messages.api.tokenMissing });

    const nowSeconds = Math.floor(Date.now() / 1000);
    const expired = signJwt(
      { sub: '1', type: 'student', name: 'x', iat: nowSeconds - 1000, exp: nowSeconds - 100 },
      t.ctx.config.jwtSecret,
    );
    const forged = signJwt(
      { sub: '5', type: 'admin', name: 'x', iat: nowSeconds },
      'not-the-server-secret-at-all-0123456789',
    );
    const { token } = await t.login('student');
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: '5', type: 'admin', name: 'x' })).toString('base64url')}.${signature}`;
    for (const bad of [expired, forged, tampered, 'garbage']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/verify',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: messages.api.tokenInvalid });
    }
  });

  it('answers 403 for a wrong role and 200 for the right one', async () => {
    const student = await t.login('student');
    const teacher = await t.login('teacher1');
    const admin = await t.login('admin');
    const get = (url: string, token: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    expect((await get('/api/teacher/profile', student.token)).statusCode).toBe(403);
    expect((await get('/api/teacher/profile', admin.token)).statusCode).toBe(403);
    expect((await get('/api/admin/dashboard', teacher.token)).statusCode).toBe(403);
    expect((await get('/api/admin/dashboard', student.token)).json()).toEqual({
      success: false,
      message: messages.api.forbidden,
    });

    const profile = await get('/api/teacher/profile', teacher.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile).toMatchObject({ name: 'Priya Nair', email: 'teacher1@pathshala.example' });
    const dashboard = await get('/api/admin/dashboard', admin.token);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data.statistics).toEqual({
      students: 10,
      teachers: 3,
      cohorts: 3,
      assessments: 6,
    });
  });

  it('verifies a valid token with the stored user', async () => {
    const { token } = await t.login('teacher2');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ type: 'teacher', name: 'Rahul Verma' });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });
});

describe('POST /api/auth/refresh and /api/auth/logout', () => {
  const refresh = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: cookie ? { cookie } : {} });
  const cookieOf = (response: Awaited<ReturnType<typeof refresh>>) =>
    `pathshala_refresh=${response.cookies.find((c) => c.name === 'pathshala_refresh')?.value}`;

  it('rotates the refresh token and revokes the family when a used one comes back', async () => {
    const first = await t.login('student');
    const rotated = await refresh(first.cookie);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().user.type).toBe('student');
    const second = cookieOf(rotated);
    expect(second).not.toBe(first.cookie);

    const reuse = await refresh(first.cookie);
    expect(reuse.statusCode).toBe(401);
    // The thief's replay also ends the rightful holder's session.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('keeps other sign-ins alive when one family is revoked', async () => {
    const a = await t.login('teacher1');
    const b = await t.login('teacher1');
    await refresh(a.cookie);
    await refresh(a.cookie); // reuse: revokes a's family
    expect((await refresh(b.cookie)).statusCode).toBe(200);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('pathshala_refresh=made-up')).statusCode).toBe(401);
  });

  it('refuses a refresh token after its lifetime', async () => {
    const session = await t.login('teacher3');
    t.clock.advanceSeconds(8 * 86_400);
    try {
      expect((await refresh(session.cookie)).statusCode).toBe(401);
    } finally {
      t.clock.advanceSeconds(-8 * 86_400);
    }
  });

  it('revokes the refresh token on logout', async () => {
    const session = await t.login('admin');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toMatch(/pathshala_refresh=;/);
    expect((await refresh(session.cookie)).statusCode).toBe(401);
  });
});

describe('sign-in throttling', () => {
  it('makes an account wait a second after 5 failed attempts, not a quarter of an hour', async () => {
    const username = 'teacher2@pathshala.example';
    for (let i = 0; i < 5; i++) {
      expect((await login({ username, password: `Wrong@${i}xyz` })).statusCode).toBe(401);
    }
    const waiting = await login({ username, password: DEMO_ACCOUNTS.teacher2.password });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toEqual({ success: false, message: messages.login.waitBeforeRetry(1) });
    // Another account from the same address is unaffected.
    expect(
      (await login({ username: 'teacher3@pathshala.example', password: 'Teacher@123' })).statusCode,
    ).toBe(200);
    t.clock.advanceSeconds(1);
    expect((await login({ username, password: DEMO_ACCOUNTS.teacher2.password })).statusCode).toBe(200);
  });
});

describe('sign-in throttling per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { LOGIN_RATE_PER_MINUTE: '3' } });
  });
  afterAll(async () => limited?.close());

  const attempt = (username: string, password: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: '203.0.113.7',
    });

  it('answers 429 past the per-address limit of failed sign-ins and recovers after a minute', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt(`guess${i}@school.example`, 'Wrong@1357')).statusCode).toBe(401);
    expect((await attempt('guess9@school.example', 'Wrong@1357')).statusCode).toBe(429);
    limited.clock.advanceSeconds(61);
    expect((await attempt('guess9@school.example', 'Wrong@1357')).statusCode).toBe(401);
    limited.clock.advanceSeconds(61);
  });

  it('never counts a right password: a whole school behind one address signs in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await attempt('student@pathshala.example', 'Student@123')).statusCode);
    }
    expect(statuses).toEqual(Array(8).fill(200));
    expect((await attempt('guess0@school.example', 'Wrong@1357')).statusCode).toBe(401);
  });
});

import { messages } from '@pathshala/contracts';
import { users } from '@pathshala/db';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerErrorHandler } from './error-handler';

// Input that once reached PostgreSQL and came back as a 500: each must be a 400 with a message.
let t: TestApp;
let admin: string;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  teacher = (await t.login('teacher1')).token;
}, 120_000);
afterAll(async () => t?.close());

const student = (overrides: Record<string, unknown>) => ({
  username: `bad.input.${Math.random().toString(16).slice(2)}@school.example`,
  firstName: 'Asha',
  lastName: 'Patel',
  password: 'Welcome@2026',
  dob: '2012-05-17',
  ...overrides,
});

function createStudent(payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/create-student',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('impossible dates', () => {
  it.each([
    ['2012-02-30', 'Date is not a real date'],
    ['2011-02-29', 'Date is not a real date'],
    ['2012-13-01', 'Date is not a real date'],
    ['0000-01-01', 'Date must be between 1900 and 2099'],
    ['9999-12-31', 'Date must be between 1900 and 2099'],
  ])('create-student answers 400 for dob %s', async (dob, message) => {
    const response = await createStudent(student({ dob }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('still accepts a leap day', async () => {
    const response = await createStudent(student({ dob: '2012-02-29' }));
    expect(response.statusCode).toBe(200);
  });
});

describe('NUL characters', () => {
  it.each([
    ['an escaped NUL in a value', '{"firstName":"A\\u0000"}'],
    ['an escaped NUL after an escaped backslash', '{"firstName":"A\\\\\\u0000"}'],
    ['an escaped NUL in a key', '{"a\\u0000":"x"}'],
  ])('a JSON body with %s answers 400', async (_, fragment) => {
    const body = JSON.stringify(student({}));
    const response = await createStudent(`${body.slice(0, -1)},${fragment.slice(1, -1)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Text must not contain NUL characters.' });
  });

  it('a raw NUL byte in JSON answers 400 too', async () => {
    const response = await createStudent(`{"firstName":"A\u0000"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('an escaped backslash followed by "u0000" is ordinary text', async () => {
    const response = await createStudent(student({ address: 'C:\\u0000 street' }));
    expect(response.statusCode).toBe(200);
  });

  it.each([
    '/api/assessments/teachers/search?email=abc%00def',
    '/api/assessments/teachers/search?email=abc&_t=%00',
    '/api/assessments/teachers/search?email%00=abc',
  ])('GET %s answers 400', async (url) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${teacher}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Text must not contain NUL characters.' });
  });
});

describe('the error log', () => {
  it('summarises a database error: no query, no parameters, no hash, no personal data', async () => {
    // A tiny app with the real error handler over the real test database, so that a query fails
    // exactly as a route's would, carrying a password hash and a person's details as parameters.
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) } as unknown as NodeJS.WritableStream;
    const app = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandler(app);
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$secretdigestsecretdigest';
    app.get('/fails', async () => {
      await t.database.db.insert(users).values({
        type: 'student',
        username: 'priya.secret@school.example',
        email: 'priya.secret@school.example',
        passwordHash: hash,
        firstName: 'Priya',
        lastName: 'Secretname',
        dateOfBirth: '0000-01-01',
        registrationStatus: 'A',
      });
    });
    const response = await app.inject({ method: 'GET', url: '/fails?search=querysecret' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: messages.api.serverError });
    const errorLines = lines.filter((line) => JSON.parse(line).level >= 50);
    expect(errorLines).toHaveLength(1);
    const logged = errorLines.join('\n');
    for (const secret of [
      'argon2',
      'secretdigest',
      'priya',
      'Secretname',
      '0000-01-01',
      'querysecret',
      'insert into',
    ]) {
      expect(logged.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    // What an operator needs to find the cause is still there.
    expect(JSON.parse(errorLines[0] ?? '{}').err).toMatchObject({ type: 'DatabaseError', code: '22008' });
  });
});

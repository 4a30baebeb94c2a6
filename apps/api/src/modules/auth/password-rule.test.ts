import { messages } from '@pathshala/contracts';
import { hashPassword, mailQueue, users } from '@pathshala/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { resetLinkIn } from '../mail/mail.test-support';

/**
 * One rule for passwords everywhere: a password is exactly what was typed (never trimmed), and a
 * new one may not begin or end with a space, since nobody could tell it is there.
 */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.login('admin')).token;
});
afterAll(async () => t?.close());

const EDGE_SPACED = [' Edge@Space77', 'Edge@Space77 ', '\tEdge@Space77'];

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const signIn = (username: string, password: string) => post('/api/auth/login', { username, password });

let count = 0;
async function createUser(password: string) {
  count += 1;
  const email = `edge.user${count}@pathshala.example`;
  await t.database.db.insert(users).values({
    type: 'student',
    username: email,
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Edge',
    lastName: `Case${count}`,
  });
  return email;
}

describe(`passwords with spaces at the edges (${testDriver})`, () => {
  it.each(EDGE_SPACED)('create-student refuses %j and creates nothing', async (password) => {
    const username = `new.edge${count++}@pathshala.example`;
    const response = await post(
      '/api/admin/create-student',
      { username, firstName: 'Edge', lastName: 'Case', password, dob: '2012-04-01' },
      adminToken,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: messages.password.edgeSpaces });
    const created = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(created).toHaveLength(0);
  });

  it.each(EDGE_SPACED)('change-password refuses %j', async (newPassword) => {
    const email = await createUser('Start@2468');
    const response = await post('/api/auth/change-password', {
      email,
      currentPassword: 'Start@2468',
      newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: messages.password.edgeSpaces });
    expect((await signIn(email, 'Start@2468')).statusCode).toBe(200);
  });

  it.each(EDGE_SPACED)('reset-password refuses %j', async (newPassword) => {
    const email = await createUser('Start@2468');
    expect((await post('/api/auth/forgot-password', { email, userType: 'student' })).statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, email))
      .orderBy(desc(mailQueue.id))
      .limit(1);
    const token = new URL(resetLinkIn(mail!.textBody)).searchParams.get('token')!;
    const response = await post('/api/auth/reset-password', { token, newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: messages.password.edgeSpaces });
  });

  it('sign-in compares exactly what was typed', async () => {
    const email = await createUser('Start@2468');
    expect((await signIn(email, 'Start@2468 ')).statusCode).toBe(401);
    expect((await signIn(email, 'Start@2468')).statusCode).toBe(200);
    // A password stored before the rule, with a space at its end, still works typed as it is.
    const older = await createUser('Older@2468 ');
    expect((await signIn(older, 'Older@2468 ')).statusCode).toBe(200);
  });

  it('accepts spaces inside a new password', async () => {
    const email = await createUser('Start@2468');
    const changed = await post('/api/auth/change-password', {
      email,
      currentPassword: 'Start@2468',
      newPassword: 'my quiet river 42',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signIn(email, 'my quiet river 42')).statusCode).toBe(200);
  });
});

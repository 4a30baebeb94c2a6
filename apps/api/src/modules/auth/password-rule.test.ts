import { api, messages } from '@pathshala/contracts';
import { hashPassword, mailQueue, users } from '@pathshala/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { makeStudent } from '../../../test/factories';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { resetLinkIn } from '../mail/mail.test-support';

/**
 * One rule for passwords everywhere: a password is exactly what was typed (never trimmed), and a
 * new one may not begin or end with a space, since nobody could tell it is there.
 */
let t: TestApp;
let call: ApiCall;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
});
afterAll(async () => t?.close());

const EDGE_SPACED = [' Edge@Space77', 'Edge@Space77 ', '\tEdge@Space77'];

const signIn = (username: string, password: string) =>
  call(api.auth.login, { as: null, body: { username, password } });

/** A student added by the admin with this password; their e-mail is their username. */
const createUser = async (password: string) => (await makeStudent(call, { password })).username;

let count = 0;
/** An account whose password was stored before the rule (the API no longer takes it): written directly. */
async function createOlderUser(password: string) {
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
    const response = await call(api.admin.createStudent, {
      as: 'admin',
      body: { username, firstName: 'Edge', lastName: 'Case', password, dob: '2012-04-01' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: messages.password.edgeSpaces });
    const created = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(created).toHaveLength(0);
  });

  it.each(EDGE_SPACED)('change-password refuses %j', async (newPassword) => {
    const email = await createUser('Start@2468');
    const response = await call(api.auth.changePassword, {
      as: null,
      body: {
        email,
        currentPassword: 'Start@2468',
        newPassword,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: messages.password.edgeSpaces });
    expect((await signIn(email, 'Start@2468')).status).toBe(200);
  });

  it.each(EDGE_SPACED)('reset-password refuses %j', async (newPassword) => {
    const email = await createUser('Start@2468');
    expect(
      (await call(api.auth.forgotPassword, { as: null, body: { email, userType: 'student' } })).status,
    ).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, email))
      .orderBy(desc(mailQueue.id))
      .limit(1);
    const token = new URL(resetLinkIn(mail!.textBody)).searchParams.get('token')!;
    const response = await call(api.auth.resetPassword, { as: null, body: { token, newPassword } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: messages.password.edgeSpaces });
  });

  it('sign-in compares exactly what was typed', async () => {
    const email = await createUser('Start@2468');
    expect((await signIn(email, 'Start@2468 ')).status).toBe(401);
    expect((await signIn(email, 'Start@2468')).status).toBe(200);
    // A password stored before the rule, with a space at its end, still works typed as it is.
    const older = await createOlderUser('Older@2468 ');
    expect((await signIn(older, 'Older@2468 ')).status).toBe(200);
  });

  it('accepts spaces inside a new password', async () => {
    const email = await createUser('Start@2468');
    const changed = await call(api.auth.changePassword, {
      as: null,
      body: {
        email,
        currentPassword: 'Start@2468',
        newPassword: 'my quiet river 42',
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await signIn(email, 'my quiet river 42')).status).toBe(200);
  });
});

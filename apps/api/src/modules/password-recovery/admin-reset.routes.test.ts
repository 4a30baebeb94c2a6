import { messages } from '@pathshala/contracts';
import { hashPassword, mailQueue, passwordResetRequests, users } from '@pathshala/db';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { resetLinkIn } from '../mail/mail.test-support';

/**
 * Four eyes on admin accounts: an admin who files a forgot-password for another admin and approves it
 * must never learn a password of that admin, and nobody approves the reset of their own account.
 */
let t: TestApp;
let demoAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  demoAdmin = (await t.login('admin')).token;
});
afterAll(async () => t?.close());

let adminCount = 0;
/**
 * A second admin of our own, signed in. Written directly: a request for an admin waits for another
 * admin's approval, and the approved admin gets a mailed link, never a password.
 */
async function createAdmin() {
  adminCount += 1;
  const email = `second.admin${adminCount}@pathshala.example`;
  const password = 'Second@2468';
  const [row] = await t.database.db
    .insert(users)
    .values({
      type: 'admin',
      username: `second.admin${adminCount}`,
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Kiran',
      lastName: `Second${adminCount}`,
    })
    .returning();
  const token = (await signIn(email, password)).json().token as string;
  return { ...row!, email, password, token };
}

const signIn = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: '198.51.100.70',
  });

const forgotPassword = (email: string, userType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email, userType },
    remoteAddress: '198.51.100.71',
  });

const approve = (requestId: number, token: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/password-reset-requests/${requestId}/approve`,
    headers: { authorization: `Bearer ${token}` },
    payload: { notes: 'Checked by phone' },
  });

async function pendingRequestOf(userId: number) {
  const [request] = await t.database.db
    .select()
    .from(passwordResetRequests)
    .where(and(eq(passwordResetRequests.userId, userId), eq(passwordResetRequests.status, 'pending')))
    .orderBy(desc(passwordResetRequests.id))
    .limit(1);
  return request!;
}

async function mailsTo(address: string) {
  return t.database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.toAddress, address))
    .orderBy(desc(mailQueue.id));
}

describe(`resets of admin accounts (${testDriver})`, () => {
  it('approving another admin reset answers no password, keeps theirs, and mails them a working link', async () => {
    const victim = await createAdmin();
    expect((await forgotPassword(victim.email, 'admin')).statusCode).toBe(200);
    const request = await pendingRequestOf(victim.id);
    const mailsBefore = (await mailsTo(victim.email)).length;

    const response = await approve(request.id, demoAdmin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.temporaryPassword).toBeUndefined();
    expect(body.data.resetLinkMailed).toBe(true);

    // The password did not change, so nothing the approving admin saw can open the account.
    const [after] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(after!.passwordHash).toBe(victim.passwordHash);
    expect(after!.mustChangePassword).toBe(false);
    expect((await signIn(victim.email, victim.password)).statusCode).toBe(200);

    // The request is decided, by the approving admin; the victim got a fresh link, and no password.
    const [decided] = await t.database.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.id, request.id));
    expect(decided!.status).toBe('approved');
    const mails = await mailsTo(victim.email);
    expect(mails.length).toBe(mailsBefore + 1);
    const mail = mails[0]!;
    expect(mail.textBody).not.toMatch(/temporary password/i);
    const token = new URL(resetLinkIn(mail.textBody)).searchParams.get('token')!;

    // The mailed link works once, and sets the password the victim chose.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Chosen@13579' },
      remoteAddress: '198.51.100.72',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(victim.email, 'Chosen@13579')).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Other@24680' },
      remoteAddress: '198.51.100.72',
    });
    expect(again.statusCode).toBe(400);
  });

  it('the links mailed before approval stop working once a new one is mailed', async () => {
    const victim = await createAdmin();
    await forgotPassword(victim.email, 'admin');
    const firstToken = new URL(resetLinkIn((await mailsTo(victim.email))[0]!.textBody)).searchParams.get(
      'token',
    )!;
    const request = await pendingRequestOf(victim.id);
    expect((await approve(request.id, demoAdmin)).statusCode).toBe(200);
    const validate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/validate-reset-token',
      payload: { token: firstToken },
      remoteAddress: '198.51.100.73',
    });
    expect(validate.statusCode).toBe(400);
  });

  it('an admin cannot approve the reset of their own account', async () => {
    const admin = await createAdmin();
    await forgotPassword(admin.email, 'admin');
    const request = await pendingRequestOf(admin.id);
    const response = await approve(request.id, admin.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: messages.admin.ownResetApproval });
    const [still] = await t.database.db
      .select()
      .from(passwordResetRequests)
      .where(eq(passwordResetRequests.id, request.id));
    expect(still!.status).toBe('pending');
  });

  it('the attack of the finding fails: nothing in the answer signs in as the other admin', async () => {
    const victim = await createAdmin();
    await forgotPassword(victim.email, 'admin');
    const request = await pendingRequestOf(victim.id);
    const approval = await approve(request.id, demoAdmin);
    // Whatever the answer carries, none of it is a password of the victim.
    const answered = JSON.stringify(approval.json());
    for (const candidate of answered.match(/[A-Za-z0-9!@#$%^&*]{8,}/g) ?? []) {
      expect((await signIn(victim.email, candidate)).statusCode).not.toBe(200);
    }
  });

  it("students' and teachers' resets still answer a temporary password that signs them in", async () => {
    for (const account of ['student', 'teacher1'] as const) {
      const { username } = DEMO_ACCOUNTS[account];
      const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
      expect((await forgotPassword(user!.email!, user!.type)).statusCode).toBe(200);
      const request = await pendingRequestOf(user!.id);
      const response = await approve(request.id, demoAdmin);
      expect(response.statusCode, response.body).toBe(200);
      const { temporaryPassword } = response.json().data;
      expect(temporaryPassword).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
      const login = await signIn(username, temporaryPassword);
      expect(login.statusCode).toBe(200);
      expect(login.json().user.mustChangePassword).toBe(true);
    }
  });
});

describe(`admin accounts created from a request (${testDriver})`, () => {
  it('open only with a password the new admin chose through the mailed link, never the requester one', async () => {
    const requested = {
      email: 'colleague.admin@school.example',
      username: 'colleague.admin',
      firstName: 'Farah',
      lastName: 'Colleague',
      password: 'Known@ToRequester1',
      justification: 'Coordinates the new centre and its admissions.',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-admin',
      headers: { authorization: `Bearer ${demoAdmin}` },
      payload: requested,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { adminId } = created.json().data;
    const approver = await createAdmin();
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/admin-requests/${adminId}/approve`,
      headers: { authorization: `Bearer ${approver.token}` },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // The requester typed that password: it must not open the new admin's account.
    expect((await signIn(requested.username, requested.password)).statusCode).toBe(401);

    const [mail] = await mailsTo(requested.email);
    expect(mail?.textBody).toContain('choose your password');
    const token = new URL(resetLinkIn(mail!.textBody)).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Own@Choice2468' },
      remoteAddress: '198.51.100.74',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await signIn(requested.username, 'Own@Choice2468');
    expect(login.statusCode).toBe(200);
    expect(login.json().user.type).toBe('admin');
  });
});

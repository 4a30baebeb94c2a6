import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '@pathshala/contracts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeMailText, resetLinkIn } from '../apps/api/src/modules/mail/mail.test-support';
import { e2eApi } from './support/api';
import { expectNoSeriousAxeViolations, heading, screenshot, signIn, useBrowser } from './support/browser';
import { demoServer, useDemoServer } from './support/demo-server';

useDemoServer();

/**
 * Password recovery in Chromium against the real server. Every account whose password changes here is
 * created here (the demo accounts keep theirs for the other suites); the mailed links are read from the
 * server's outbox, as a person running without SMTP would.
 */
const { withPage } = useBrowser();

const runId = Date.now().toString(36);
/** The API as the demo admin (signed in once) or as nobody. */
const server = e2eApi();
const admin = { as: 'admin' } as const;
/** Addresses this file asked a reset for; their requests still pending at the end are closed. */
const askedFor = new Set<string>();
async function createStudent(name: string, password: string): Promise<string> {
  const email = `${name}.${runId}@pathshala.example`;
  await server.ok(api.admin.createStudent, {
    ...admin,
    body: { username: email, firstName: 'Tara', lastName: name, password, dob: '2012-05-04' },
  });
  return email;
}

/** The `nth` reset link mailed to an address, once the server's mail worker has written it. */
async function mailedResetPath(email: string, nth = 1): Promise<string> {
  askedFor.add(email);
  const outbox = join(demoServer().dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (() => {
      try {
        return readdirSync(outbox);
      } catch {
        return [];
      }
    })();
    const resetMails = files
      .sort((a, b) => Number(a.split('-')[1]?.split('.')[0]) - Number(b.split('-')[1]?.split('.')[0]))
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .filter(
        (raw) => raw.includes(`To: ${email}`) && raw.includes('Subject: Reset your Pathshala password'),
      );
    const mail = resetMails[nth - 1];
    if (mail) {
      const link = new URL(resetLinkIn(decodeMailText(mail)));
      return `${link.pathname}${link.search}`;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no reset mail #${nth} for ${email} in the outbox`);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

// Close the reset requests this file opened (the file's own server goes when it ends; tidy till then).
afterAll(async () => {
  const pending = await server.ok(api.admin.passwordResetRequests, {
    ...admin,
    query: { status: 'pending' },
  });
  for (const request of pending.data) {
    if (!askedFor.has(request.email)) continue;
    await server.ok(api.admin.rejectPasswordReset, {
      ...admin,
      params: { id: request.id },
      body: { reason: 'Closed by the recovery browser tests.' },
    });
  }
});

describe('/forgot-password', () => {
  it('explains each bad address, then mails a link to the only account', async () => {
    const email = await createStudent('forgetful', 'Start@2468');
    await withPage('desktop', async (page) => {
      await page.goto('/forgot-password');
      await heading(page, 'Forgot your password?').waitFor();
      await expectNoSeriousAxeViolations(page, 'forgot password');
      await screenshot(page, 'recovery-forgot-desktop');

      const field = page.getByLabel('Email address');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Email address is required').waitFor();
      await field.fill('not-an-address');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Please enter a valid email address').waitFor();
      await field.fill(`nobody.${runId}@pathshala.example`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByTestId('recovery-error').innerText()).resolves.toContain(
        'No account found with this email address',
      );
      await expectNoSeriousAxeViolations(page, 'forgot password with errors');
      await screenshot(page, 'recovery-forgot-errors-desktop');

      await field.fill(email.toUpperCase());
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'Check your email').waitFor();
      await expect(page.getByTestId('forgot-sent').innerText()).resolves.toContain(email);
      await expectNoSeriousAxeViolations(page, 'forgot password sent');
      await screenshot(page, 'recovery-forgot-sent-desktop');
    });
    expect(await mailedResetPath(email)).toMatch(/^\/reset-password\?token=[\w-]{43}$/);
  });

  it('asks which account when an address has several, by keyboard alone at 360 px', async () => {
    // A teacher sharing the address of the seeded second admin: that address now has two account types.
    const email = 'lakshmi.krishnan@shiksha.example';
    const [center] = (await server.ok(api.admin.trainingCenters, admin)).data;
    await server.ok(api.admin.createTeacher, {
      ...admin,
      body: {
        email,
        firstName: 'Lakshmi',
        lastName: 'Krishnan',
        password: 'Teach@2468',
        trainingCenterId: center!.TC_id,
        trainingPartnerId: center!.TP_id,
      },
    });
    await withPage('phone', async (page) => {
      await page.goto('/forgot-password');
      await heading(page, 'Forgot your password?').waitFor();
      await screenshot(page, 'recovery-forgot-phone');
      // Skip link, brand link, then the e-mail field.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      await heading(page, 'Choose your account').waitFor();
      await expect(page.getByText('Teacher', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('Administrator', { exact: true }).isVisible()).resolves.toBe(true);
      await expectNoSeriousAxeViolations(page, 'forgot password account step');

      // Sending without a choice says what is missing.
      await page.getByRole('button', { name: 'Send Reset Link' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Please select an account type').waitFor();
      await screenshot(page, 'recovery-forgot-account-phone');

      await page.getByRole('radio', { name: 'Teacher' }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: 'Teacher' }).isChecked()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Send Reset Link' }).focus();
      await page.keyboard.press('Enter');
      await heading(page, 'Check your email').waitFor();
      await screenshot(page, 'recovery-forgot-sent-phone');
    });
    // The link opens the teacher account, never the admin one.
    await withPage('desktop', async (page) => {
      await page.goto(await mailedResetPath(email));
      await page.getByText(`For the teacher account ${email}.`).waitFor();
    });
  });
});

describe('/reset-password', () => {
  it('sets a new password from the mailed link, goes to /login after 3 s, and the link is then spent', async () => {
    const email = await createStudent('resetter', 'Start@2468');
    await server.ok(api.auth.forgotPassword, { as: null, body: { email, userType: 'student' } });
    const resetPath = await mailedResetPath(email);
    await withPage('phone', async (page) => {
      await page.goto(resetPath);
      await heading(page, 'Choose a new password').waitFor();
      await page.getByText(`For the student account ${email}.`).waitFor();
      // The long address wraps: nothing scrolls sideways at 360 px.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        360,
      );
      await expectNoSeriousAxeViolations(page, 'reset password form');
      await screenshot(page, 'recovery-reset-phone');

      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Password is required').waitFor();
      await page.getByText('Please confirm your new password').waitFor();
      await page.getByLabel('New password', { exact: true }).fill('12345');
      await page.getByLabel('Confirm new password').fill('54321');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Password must be at least 6 characters').waitFor();
      await page.getByText('Passwords do not match').waitFor();
      await expectNoSeriousAxeViolations(page, 'reset password form with errors');
      await screenshot(page, 'recovery-reset-errors-phone');

      await page.getByLabel('New password', { exact: true }).fill('Fresh@Path2468');
      await page.getByLabel('Confirm new password').fill('Fresh@Path2468');
      // Timed from the click: the success box may be noticed late on a loaded machine, its 3 s not.
      const submittedAt = Date.now();
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByTestId('recovery-success').waitFor();
      await expectNoSeriousAxeViolations(page, 'reset password success');
      await screenshot(page, 'recovery-reset-success-phone');
      await page.waitForURL('**/login', { timeout: 10_000 });
      expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(2_500);

      await signIn(page, email, 'Fresh@Path2468');
      await heading(page, 'Student Dashboard').waitFor({ timeout: 15_000 });
    });
    await withPage('desktop', async (page) => {
      await page.goto(resetPath);
      await heading(page, 'This reset link does not work').waitFor();
      await page.getByText('Invalid or expired reset token').waitFor();
    });
  });

  it('shows the invalid-link view with its three reasons for a junk or missing token', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      await withPage(viewport, async (page) => {
        await page.goto('/reset-password?token=copied-only-half-of-it');
        await heading(page, 'This reset link does not work').waitFor();
        await page.getByText('Invalid or expired reset token').waitFor();
        await expect(page.getByRole('listitem').count()).resolves.toBe(3);
        await page.getByText(/expired: a link works for 30 minutes/).waitFor();
        await page.getByText(/already been used/).waitFor();
        await page.getByText(/copied incorrectly/).waitFor();
        await expectNoSeriousAxeViolations(page, `reset invalid ${viewport}`);
        await screenshot(page, `recovery-reset-invalid-${viewport}`);

        await page.goto('/reset-password');
        await page.getByText('Invalid or missing reset token').waitFor();
        await page.getByRole('link', { name: 'Request a new link' }).click();
        await heading(page, 'Forgot your password?').waitFor();
      });
    }
  });
});

describe('/change-password', () => {
  it('gives every message of sections 5 and 8, then changes the password and goes to /login', async () => {
    const email = await createStudent('changer', 'Start@2468');
    await withPage('desktop', async (page) => {
      await page.goto('/change-password');
      await heading(page, 'Change your password').waitFor();
      await expectNoSeriousAxeViolations(page, 'change password');
      await screenshot(page, 'recovery-change-desktop');

      const submit = () => page.getByRole('button', { name: 'Change Password' }).click();
      await submit();
      for (const text of [
        'Valid email address is required',
        'Current password is required',
        'Password is required',
        'Please confirm your new password',
      ]) {
        await page.getByText(text, { exact: true }).waitFor();
      }
      await expectNoSeriousAxeViolations(page, 'change password with errors');
      await screenshot(page, 'recovery-change-errors-desktop');

      const fill = async (values: { email: string; current: string; next: string; confirm: string }) => {
        await page.getByLabel('Email address').fill(values.email);
        await page.getByLabel('Current password').fill(values.current);
        await page.getByLabel('New password', { exact: true }).fill(values.next);
        await page.getByLabel('Confirm new password').fill(values.confirm);
      };
      await fill({ email, current: 'Start@2468', next: 'Start@2468', confirm: 'Other@1357' });
      await submit();
      await page.getByText('New password must be different from current password').waitFor();
      await page.getByText('Passwords do not match').waitFor();

      await fill({
        email: `nobody.${runId}@pathshala.example`,
        current: 'Start@2468',
        next: 'Chosen@1357',
        confirm: 'Chosen@1357',
      });
      await submit();
      await expect(page.getByTestId('recovery-error').innerText()).resolves.toContain(
        'No account found with this email address. Please check your email.',
      );
      await fill({ email, current: 'Wrong@2468', next: 'Chosen@1357', confirm: 'Chosen@1357' });
      await submit();
      await expect(page.getByTestId('recovery-error').innerText()).resolves.toContain(
        'Current password is incorrect',
      );

      await fill({ email, current: 'Start@2468', next: 'Chosen@1357', confirm: 'Chosen@1357' });
      await submit();
      await page.getByTestId('recovery-success').waitFor();
      await screenshot(page, 'recovery-change-success-desktop');
      await page.waitForURL('**/login', { timeout: 10_000 });
      await signIn(page, email, 'Chosen@1357');
      await heading(page, 'Student Dashboard').waitFor({ timeout: 15_000 });

      // Signed in, the recovery pages send the user home.
      for (const path of ['/change-password', '/forgot-password', '/reset-password?token=x']) {
        await page.goto(path);
        await heading(page, 'Student Dashboard').waitFor({ timeout: 15_000 });
        expect(pathOf(page)).toBe('/student');
      }
    });
  });

  it('sends a user whose password an admin reset to set a new one right after signing in', async () => {
    const email = await createStudent('locked', 'Start@2468');
    await server.ok(api.auth.forgotPassword, { as: null, body: { email, userType: 'student' } });
    const pending = await server.ok(api.admin.passwordResetRequests, {
      ...admin,
      query: { status: 'pending' },
    });
    const request = pending.data.find((item) => item.email === email);
    const approved = await server.ok(api.admin.approvePasswordReset, {
      ...admin,
      params: { id: request!.id },
      body: { notes: 'Checked with the class teacher.' },
    });
    // A student's reset: the answer has the temporary password (an admin's would not).
    const temporaryPassword = approved.data.temporaryPassword!;

    await withPage('phone', async (page) => {
      await signIn(page, email, temporaryPassword);
      await page.waitForURL('**/change-password', { timeout: 15_000 });
      await page.getByTestId('password-change-required').waitFor();
      await expect(page.getByLabel('Email address').inputValue()).resolves.toBe(email);
      // The role area stays closed until the password is changed.
      await page.goto('/student');
      await page.waitForURL('**/change-password');
      await page.getByTestId('password-change-required').waitFor();
      await expectNoSeriousAxeViolations(page, 'required password change');
      await screenshot(page, 'recovery-change-required-phone');

      await page.getByLabel('Current password').fill(temporaryPassword);
      await page.getByLabel('New password', { exact: true }).fill('Mine@Again2468');
      await page.getByLabel('Confirm new password').fill('Mine@Again2468');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByTestId('recovery-success').waitFor();
      await page.waitForURL('**/login', { timeout: 10_000 });
      await signIn(page, email, 'Mine@Again2468');
      await heading(page, 'Student Dashboard').waitFor({ timeout: 15_000 });
    });
  });
});

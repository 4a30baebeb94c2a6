import { api } from '@pathshala/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/i18n/en/index';
import { hi } from '../apps/web/src/i18n/hi/index';
import type { Messages } from '../apps/web/src/i18n/index';
import { e2eApi } from './support/api';
import { atBothWidths, heading, launchBrowser, newContext } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { expectOnlyCatalogueText } from './support/language';

useDemoServer();

/**
 * Issue 15: the language switch on the sign-in page and in the header. The device remembers the
 * choice before sign-in, the account takes it at sign-in, and it follows the person to another device.
 * The Devanagari font is fetched for Hindi only.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PASSWORD = 'Bhasha@2026';
const server = e2eApi();

async function createStudent(): Promise<string> {
  const username = `bhasha.${Date.now()}@pathshala.example`;
  await server.ok(api.admin.createStudent, {
    as: 'admin',
    body: { username, firstName: 'Kavya', lastName: 'Rao', password: PASSWORD, dob: '2012-06-15' },
  });
  return username;
}

async function accountLanguage(username: string): Promise<string | null> {
  return (await server.ok(api.auth.verify, { as: { username, password: PASSWORD } })).user.language;
}

/** Counts the Devanagari font files the page fetched. */
function countFontFetches(page: Page): () => number {
  let fetched = 0;
  page.on('request', (request) => {
    if (/noto-sans-devanagari.*\.woff2/.test(request.url())) fetched += 1;
  });
  return () => fetched;
}

async function signInWith(page: Page, labels: Messages['login'], username: string): Promise<void> {
  await page.getByLabel(labels.usernameLabel).fill(username);
  await page.getByLabel(labels.passwordLabel, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

describe('choosing the language', () => {
  it('on the sign-in page is kept by the device and the account, and follows the person', async () => {
    const username = await createStudent();

    const laptop = await newContext(browser, 'desktop');
    try {
      const page = await laptop.newPage();
      const fontFetches = countFontFetches(page);
      await page.goto('/login');
      await heading(page, en.login.title).waitFor({ timeout: 15_000 });
      expect(fontFetches(), 'English fetches no Devanagari font').toBe(0);

      await page.getByLabel(en.language.label).selectOption('hi');
      await heading(page, hi.login.title).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await atBothWidths(page, 'language-login-hi', { axe: true });
      await expectOnlyCatalogueText(page, 'the sign-in page in Hindi', 'hi');
      expect(fontFetches(), 'Hindi draws with the app’s own Devanagari font').toBeGreaterThan(0);

      // The choice made before sign-in goes to the account.
      await signInWith(page, hi.login, username);
      await heading(page, hi.student.dashboard.title).waitFor({ timeout: 15_000 });
      await atBothWidths(page, 'language-dashboard-hi', { axe: true });
      await expectOnlyCatalogueText(page, 'the dashboard in Hindi', 'hi');
      expect(await accountLanguage(username)).toBe('hi');

      // After signing out, this device stays in Hindi.
      await page.getByRole('button', { name: hi.session.signOut }).click();
      await page.getByRole('dialog').getByRole('button', { name: hi.session.confirm }).click();
      await heading(page, hi.login.title).waitFor({ timeout: 15_000 });
    } finally {
      await laptop.close();
    }

    // A new device starts in its browser's language; the account's language arrives with sign-in.
    const phone = await newContext(browser, 'phone');
    try {
      const page = await phone.newPage();
      await page.goto('/login');
      await heading(page, en.login.title).waitFor({ timeout: 15_000 });
      await signInWith(page, en.login, username);
      await heading(page, hi.student.dashboard.title).waitFor({ timeout: 15_000 });

      // The header's switch changes both: English here, and on the account; in place, no reload.
      await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
      await page.getByLabel(hi.language.label).selectOption('en');
      await heading(page, en.student.dashboard.title).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => 'beforeSwitch' in window), 'the page was not reloaded').toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await accountLanguage(username)).toBe('en');
      await atBothWidths(page, 'language-dashboard-en', { axe: true });
    } finally {
      await phone.close();
    }
  });
});

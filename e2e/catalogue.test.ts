import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOk, apiToken } from './support/api';
import { heading, useBrowser } from './support/browser';

/**
 * Issue 15: every text a person reads comes from the message catalogue. The app runs in the
 * pseudo-language (every catalogue text marked ⟦…⟧, dates in Hindi's format) over the main screens of
 * each role; any words on screen, or in a label a screen reader reads, outside the marks and outside
 * the data the server sent were written into the code, and the test names them.
 */
const { withPage } = useBrowser();

// Words `Intl` writes in every language's format (times and sizes), not the app's.
const INTL_WORDS = /\b(am|pm|AM|PM|KB|kB|MB|GB)\b/g;

/** Every string value of every successful JSON answer: what the server sent is data, not interface. */
function collectData(page: Page, into: Set<string>): void {
  page.on('response', async (response) => {
    if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('application/json')) return;
    const walk = (value: unknown, key = ''): void => {
      // A successful answer's `message` ("Login successful") is the server's own text, not data.
      if (typeof value === 'string') {
        if (key !== 'message' && value.trim().length > 1) into.add(value.trim().toLowerCase());
      } else if (Array.isArray(value)) for (const item of value) walk(item);
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    };
    walk(await response.json().catch(() => null));
  });
}

/** The visible texts of the page and the names a screen reader reads, each with where it is. */
function visibleTexts(page: Page): Promise<Array<{ text: string; where: string }>> {
  return page.evaluate(() => {
    const texts: Array<{ text: string; where: string }> = [];
    const describe = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.id && `#${element.id}`,
        element.className && `.${String(element.className).split(' ')[0]}`,
      ]
        .filter(Boolean)
        .join('');
    const shown = (element: Element | null) =>
      !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, iframe, .katex-mathml')) continue;
      if (node.textContent?.trim() && shown(parent))
        texts.push({ text: node.textContent, where: describe(parent) });
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
        if (element.getAttribute(attribute)?.trim())
          texts.push({
            text: element.getAttribute(attribute) ?? '',
            where: `${describe(element)}[${attribute}]`,
          });
    texts.push({ text: document.title, where: 'title' });
    return texts;
  });
}

/** What is left of a text once the catalogue's marked parts and the server's data are taken out. */
function unmarked(text: string, data: ReadonlySet<string>): string {
  let rest = text;
  // Marks nest (a marked sentence around a marked word): take the innermost out until none is left.
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  rest = rest.trim().toLowerCase();
  if (data.has(rest)) return '';
  for (const value of [...data].filter((d) => rest.includes(d)).sort((a, b) => b.length - a.length))
    rest = rest.split(value).join(' ');
  return rest.replace(INTL_WORDS, ' ');
}

/** The texts of the screen at `path` that are not in the catalogue. */
async function missesOn(page: Page, path: string, data: ReadonlySet<string>): Promise<string[]> {
  await page.goto(path);
  await heading(page, /.+/).waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () =>
      !document.querySelector('.mantine-Skeleton-root, [aria-busy="true"]') &&
      !/Loading…|Checking…/.test(document.body.innerText),
    null,
    { timeout: 15_000 },
  );
  await page.waitForTimeout(300); // answers that arrive just after the page settles are data too
  return (await visibleTexts(page))
    .filter(({ text }) => /[a-z]{2,}/i.test(unmarked(text, data)))
    .map(({ text, where }) => `${path} ${where}: ${JSON.stringify(text)}`);
}

async function pseudoPage(page: Page, data: Set<string>): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pathshala.language', 'pseudo'));
  // The demo's sign-in shortcuts name its accounts, and the page's first title is the product's
  // name (index.html): names, not interface.
  for (const { username } of Object.values(DEMO_ACCOUNTS)) data.add(username.toLowerCase());
  data.add('pathshala');
  collectData(page, data);
}

/** Signs in through the form in the pseudo-language (its labels are marked, so found by their words). */
async function signInMarked(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/username or email/i).fill(username);
  await page.getByLabel(/^⟦password/i).fill(password);
  await page.getByLabel(/^⟦password/i).press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
}

async function studentScreens(): Promise<string[]> {
  const token = await apiToken('student@pathshala.example', 'Student@123');
  const { curricula } = await apiOk('/api/student/curriculum', { token });
  const course = curricula[0].courses[0];
  const { concepts } = await apiOk(`/api/student/course/${course.CO_id}/concepts`, { token });
  const { subconcepts } = await apiOk(`/api/student/concept/${concepts[0].CN_id}/subconcepts`, { token });
  const subconcept = subconcepts.find((sc: { content: unknown[] }) => sc.content.length > 0);
  const items = subconcept.content as Array<{ CT_id: number; CT_Type: string }>;
  const study = (type: string) => {
    const item = items.find((c) => c.CT_Type === type) ?? items[0]!;
    return `/student/learning/study/subconcept/${subconcept.SC_id}/${item.CT_id}`;
  };
  return [
    '/student',
    '/student/learning',
    study('VID'),
    study('PDF'),
    `/student/learning/quiz/subconcept/${subconcept.SC_id}`,
    '/student/assessments',
  ];
}

describe('every text on screen comes from the catalogue (pseudo-language)', () => {
  it('finds words outside the marks and the data, and nothing else', () => {
    const data = new Set(['class 8 a', 'aarav sharma']);
    expect(unmarked('⟦Welcome back, ⟦Aarav⟧!⟧', data)).toBe('');
    expect(unmarked('Aarav Sharma', data)).toBe('');
    expect(unmarked('Class 8 A · 12:30 pm', data)).not.toMatch(/[a-z]{2,}/);
    expect(unmarked('Next ->', data)).toMatch(/next/);
    expect(unmarked('⟦Cohort⟧: Class 8 A (you)', data)).toMatch(/you/);
  });

  it('on the public screens', async () => {
    const data = new Set<string>();
    await withPage('desktop', async (page) => {
      await pseudoPage(page, data);
      const misses: string[] = [];
      for (const path of ['/login', '/forgot-password', '/change-password', '/no-such-page', '/unauthorized'])
        misses.push(...(await missesOn(page, path, data)));
      expect(misses).toEqual([]);
      // The pseudo-language is on: the catalogue's texts carry their marks.
      await page.goto('/login');
      await page.getByRole('heading', { name: /^⟦.+⟧$/, level: 1 }).waitFor();
    });
  });

  it("on a student's main screens", async () => {
    const screens = await studentScreens();
    const data = new Set<string>();
    await withPage('desktop', async (page) => {
      await pseudoPage(page, data);
      await signInMarked(page, 'student@pathshala.example', 'Student@123');
      const misses: string[] = [];
      for (const path of screens) misses.push(...(await missesOn(page, path, data)));
      expect(misses).toEqual([]);
    });
  });

  it("on a teacher's main screens", async () => {
    const data = new Set<string>();
    await withPage('desktop', async (page) => {
      await pseudoPage(page, data);
      await signInMarked(page, 'teacher1@pathshala.example', 'Teacher@123');
      const misses: string[] = [];
      for (const path of [
        '/teacher',
        '/teacher/assessments',
        '/teacher/assessments/create',
        '/teacher/assessments/1001/results',
        '/teacher/question-bank',
        '/teacher/question-bank/new',
        '/teacher/exam-rooms',
        '/teacher/extra-time',
        '/teacher/content',
        '/teacher/receipts',
        '/teacher/question-bank/import',
        '/teacher/assessments/1001/assign',
      ])
        misses.push(...(await missesOn(page, path, data)));
      expect(misses).toEqual([]);
    });
  });

  it("on an admin's main screens", async () => {
    const data = new Set<string>();
    await withPage('desktop', async (page) => {
      await pseudoPage(page, data);
      await signInMarked(page, 'admin', 'Admin@123');
      const misses: string[] = [];
      for (const path of [
        '/admin',
        '/admin/add-user',
        '/admin/students',
        '/admin/teachers',
        '/admin/cohorts',
        '/admin/partners',
        '/admin/curriculum',
        '/admin/password-reset-requests',
        '/admin/manage-admins',
        '/admin/question-bank',
        '/admin/backups',
        '/admin/add-cohort',
        '/admin/add-training-center',
        '/admin/extra-time',
      ])
        misses.push(...(await missesOn(page, path, data)));
      expect(misses).toEqual([]);
    });
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eApi, studyTreeOf } from './support/api';
import { openScreen, useBrowser } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { expectOnlyCatalogueText, notFromCatalogue, openIn } from './support/language';

useDemoServer();

/**
 * Issue 15: every text a person reads comes from the message catalogue. The app runs in the
 * pseudo-language (every catalogue text marked ⟦…⟧, dates in Hindi's format) over the main screens of
 * each role; any words on screen, or in a label a screen reader reads, outside the marks and outside
 * the data the server sent were written into the code, and the test names them.
 */
const { withPage } = useBrowser();

/** Opens the screen at `path` and fails naming any text on it that is not from the catalogue. */
async function expectCatalogueOnlyOn(page: Page, path: string): Promise<void> {
  await openScreen(page, path); // expectOnlyCatalogueText waits for the answers still arriving: data too
  await expectOnlyCatalogueText(page, path, 'pseudo');
}

/** Signs in through the form in the pseudo-language (its labels are marked, so found by their words). */
async function signInMarked(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/username or email/i).fill(username);
  await page.getByLabel(/^⟦password/i).fill(password);
  await page.getByLabel(/^⟦password/i).press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
}

/** The student's main screens, with a study item of every type the demo has (the first of each). */
async function studentScreens(): Promise<string[]> {
  const server = e2eApi();
  const as = 'student';
  const firstOfType = new Map<string, string>();
  let quiz = '';
  for await (const { subconcept: sc } of studyTreeOf(server, as)) {
    if (!quiz && sc.content.length > 0) quiz = `/student/learning/quiz/subconcept/${sc.SC_id}`;
    for (const item of sc.content)
      if (!firstOfType.has(item.CT_Type))
        firstOfType.set(item.CT_Type, `/student/learning/study/subconcept/${sc.SC_id}/${item.CT_id}`);
  }
  // Every viewer: video, PDF, slides, an HTML reading, and a web page (which this offline machine
  // cannot reach: its load error panel).
  const viewers = ['VID', 'PDF', 'PPT', 'DOC', 'WEB'].map((type) => {
    const path = firstOfType.get(type);
    if (!path) throw new Error(`The demo school has no ${type} item`);
    return path;
  });
  return ['/student', '/student/learning', ...viewers, quiz, '/student/assessments'];
}

describe('every text on screen comes from the catalogue (pseudo-language)', () => {
  it('finds words outside the marks and the data, and nothing else', () => {
    const data = new Set(['class 8 a', 'aarav sharma']);
    const left = (text: string) => notFromCatalogue(text, data, 'pseudo');
    expect(left('⟦Welcome back, ⟦Aarav⟧!⟧')).toBe('');
    expect(left('Aarav Sharma')).toBe('');
    expect(left('Class 8 A · 12:30 pm')).not.toMatch(/[a-z]{2,}/);
    expect(left('Next ->')).toMatch(/next/);
    expect(left('⟦Cohort⟧: Class 8 A (you)')).toMatch(/you/);
    // In Hindi, the Latin words its catalogue writes (PDF, CSV) pass; English written in code does not.
    expect(notFromCatalogue('पीडीएफ़ PDF', data, 'hi')).not.toMatch(/[a-z]{2,}/);
    expect(notFromCatalogue('Next slide', data, 'hi')).toMatch(/next/);
  });

  it('on the public screens', async () => {
    await withPage('desktop', async (page) => {
      await openIn(page.context(), 'pseudo');
      for (const path of ['/login', '/forgot-password', '/change-password', '/no-such-page', '/unauthorized'])
        await expectCatalogueOnlyOn(page, path);
      // The pseudo-language is on: the catalogue's texts carry their marks.
      await page.goto('/login');
      await page.getByRole('heading', { name: /^⟦.+⟧$/, level: 1 }).waitFor();
    });
  });

  it("on a student's main screens", async () => {
    const screens = await studentScreens();
    await withPage('desktop', async (page) => {
      await openIn(page.context(), 'pseudo');
      await signInMarked(page, 'student@pathshala.example', 'Student@123');
      for (const path of screens) await expectCatalogueOnlyOn(page, path);
    });
  });

  it("on a teacher's main screens", async () => {
    await withPage('desktop', async (page) => {
      await openIn(page.context(), 'pseudo');
      await signInMarked(page, 'teacher1@pathshala.example', 'Teacher@123');
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
        await expectCatalogueOnlyOn(page, path);
    });
  });

  it("on an admin's main screens", async () => {
    await withPage('desktop', async (page) => {
      await openIn(page.context(), 'pseudo');
      await signInMarked(page, 'admin', 'Admin@123');
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
        await expectCatalogueOnlyOn(page, path);
    });
  });
});

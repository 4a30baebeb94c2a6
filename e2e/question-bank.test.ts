import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkScreen,
  chooseOption,
  heading,
  launchBrowser,
  screenshot,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { type RunningServer, removeDataDir, startServer } from './support/server';

/**
 * Issue 13's journey on a demo school of its own (it adds questions and serves an assessment): a teacher writes a question with a formula and an
 * image, imports Moodle's own export with one broken item, fixes and re-imports the failed item,
 * builds and serves an assessment from the imported questions, and a student takes it.
 */
const TEACHER = { username: 'teacher1@pathshala.example', password: 'Teacher@123' };
const STUDENT = { username: 'student@pathshala.example', password: 'Student@123' };
const FIXTURES = resolve(import.meta.dirname, '../apps/api/test/fixtures/question-import');
const PLACE = {
  curriculum: 'Class 8 Science',
  course: 'Physics: Forces and Energy',
  concept: 'Force and Pressure',
  subconcept: 'Pressure in Solids, Liquids and Gases',
};
const ASSESSMENT = 'Pressure from the Moodle bank';

/** A 2 x 2 PNG (a real image, checked by its bytes on the server). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Moodle's export with one question broken the way a hand-edited file breaks: "SI unit of force"
 * (its 4th option, newton, is right) loses its correct option.
 */
function moodleFileWithOneBrokenItem(): Buffer {
  const xml = readFileSync(resolve(FIXTURES, 'class8-science.moodle.xml'), 'utf8');
  const start = xml.indexOf('<text>SI unit of force</text>');
  const end = xml.indexOf('</question>', start);
  const broken = xml.slice(start, end).replace('fraction="100"', 'fraction="0"');
  expect(broken).not.toContain('fraction="100"');
  return Buffer.from(xml.slice(0, start) + broken + xml.slice(end));
}

/** Picks the option of a native select whose text starts with `prefix` (counts follow names). */
async function selectStartingWith(page: Page, label: RegExp, prefix: string): Promise<void> {
  const select = page.getByLabel(label);
  await expect
    .poll(async () => (await select.locator('option').allTextContents()).some((t) => t.startsWith(prefix)))
    .toBe(true);
  const texts = await select.locator('option').allTextContents();
  await select.selectOption({ label: texts.find((text) => text.startsWith(prefix))! });
}

async function choosePlace(page: Page): Promise<void> {
  // Required fields carry a ' *' in their names.
  await selectStartingWith(page, /^Curriculum( \*)?$/, PLACE.curriculum);
  await selectStartingWith(page, /^Course( \*)?$/, PLACE.course);
  await selectStartingWith(page, /^Concept( \*)?$/, PLACE.concept);
  await selectStartingWith(page, /^Subconcept( \*)?$/, PLACE.subconcept);
}

describe('the question bank, from writing and importing to a student taking the paper', () => {
  let server: RunningServer;
  let browser: Browser;
  let failedItemsCsv = '';

  beforeAll(async () => {
    server = await startServer({ DEMO: 'true' });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  async function withPage<T>(viewport: ViewportName, run: (page: Page) => Promise<T>): Promise<T> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      baseURL: server.baseUrl,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    try {
      return await run(page);
    } catch (error) {
      await screenshot(page, `bank-failure-${viewport}`);
      throw error;
    } finally {
      await context.close();
    }
  }

  async function signIn(page: Page, account: { username: string; password: string }, home: RegExp) {
    await page.goto('/login');
    await page.getByLabel(/username or email/i).fill(account.username);
    await page.getByLabel(/^password/i).fill(account.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(home, { timeout: 15_000 });
  }

  it.each(['phone', 'desktop'] as const)(
    'a teacher writes a question with a formula and an image and previews it as a student sees it (%s)',
    async (viewport) => {
      await withPage(viewport, async (page) => {
        await signIn(page, TEACHER, /\/teacher/);
        await page.goto('/teacher/question-bank');
        await heading(page, 'Question Bank').waitFor();
        // The list has loaded (the demo's bank is more than a page).
        await page.getByText(/^Showing 1–25 of /).waitFor();
        await checkScreen(page, 'bank-list', viewport);
        await page.getByRole('link', { name: 'New question' }).click();
        await heading(page, 'New question').waitFor();

        await choosePlace(page);
        const stem = `(${viewport}) A force of 20 N acts on 4 m². Using \\(P = \\frac{F}{A}\\), the pressure is:`;
        await page.getByLabel(/^Question( \*)?$/).fill(stem);
        await page.getByLabel(/^Option A( \*)?$/).fill('5 Pa');
        await page.getByLabel(/^Option B( \*)?$/).fill('80 Pa');
        // Two options are enough: the other two go.
        await page.getByRole('button', { name: 'Remove option D' }).click();
        await page.getByRole('button', { name: 'Remove option C' }).click();
        await page.getByLabel('Option A is correct').check();
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Add an image for the question' }).click();
        await (await chooser).setFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: PNG });
        await page.getByRole('img', { name: 'The chosen image' }).waitFor();

        // The preview is what a student sees: the formula typeset, the image, and no key.
        const preview = page.getByRole('region', { name: 'The question as a student sees it' });
        await preview.locator('.katex').first().waitFor();
        await preview.getByRole('img', { name: 'Image for the question' }).waitFor();
        expect(await preview.getByText(/correct/i).count()).toBe(0);
        expect(await preview.innerHTML()).not.toContain('diagram.png');
        await checkScreen(page, 'bank-editor', viewport);

        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Question saved.').waitFor();
      });
    },
  );

  it('imports Moodle’s export with one broken item, then the fixed failed-items file', async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, TEACHER, /\/teacher/);
      await page.goto('/teacher/question-bank/import');
      await heading(page, 'Import questions').waitFor();
      await page.getByTestId('import-file').setInputFiles({
        name: 'class8-science.moodle.xml',
        mimeType: 'text/xml',
        buffer: moodleFileWithOneBrokenItem(),
      });
      await choosePlace(page);
      await page.getByRole('button', { name: 'Check file' }).click();

      // 20 one-answer questions (one now without a key) and 5 of other types.
      const summary = page.getByRole('region', { name: /What an import would do/ });
      await summary.waitFor();
      await expect.poll(() => summary.innerText()).toMatch(/New\s*19/);
      expect(await summary.innerText()).toMatch(/Failed\s*1/);
      expect(await summary.innerText()).toMatch(/Skipped \(other question types\)\s*5/);
      await page.getByRole('cell', { name: 'SI unit of force' }).waitFor();
      await checkScreen(page, 'bank-import-check', 'desktop');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download failed items (CSV)' }).click();
      failedItemsCsv = readFileSync(await (await download).path(), 'utf8');
      expect(failedItemsCsv).toContain('What is the SI unit of force?');

      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByText('Import finished').waitFor({ timeout: 30_000 });
      await page.getByText(/19 questions created, 0 already in the bank, 1 failed, 5 skipped/).waitFor();
      await checkScreen(page, 'bank-import-done', 'desktop');
    });

    await withPage('phone', async (page) => {
      await signIn(page, TEACHER, /\/teacher/);
      await page.goto('/teacher/question-bank/import');
      // The teacher fixes the key (the 4th option, D) in the failed-items file and uploads it.
      const fixed = failedItemsCsv.replace(/(What is the SI unit of force\?[^\r\n]*?),(\s*),/, '$1,D,');
      expect(fixed).not.toBe(failedItemsCsv);
      await page
        .getByTestId('import-file')
        .setInputFiles({ name: 'failed-items.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
      await choosePlace(page);
      await page.getByRole('button', { name: 'Check file' }).click();
      const summary = page.getByRole('region', { name: /What an import would do/ });
      await expect.poll(() => summary.innerText()).toMatch(/New\s*1/);
      await checkScreen(page, 'bank-import-fixed', 'phone');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page
        .getByText(/1 question created, 0 already in the bank, 0 failed, 0 skipped/)
        .waitFor({ timeout: 30_000 });
    });
  });

  it('builds and serves an assessment from the imported questions; the student sees the formula typeset', async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, TEACHER, /\/teacher/);
      await page.goto('/teacher/prepare-assessment');
      await heading(page, 'Create Assessment').waitFor();
      const idField = page.getByRole('textbox', { name: /Assessment ID/ });
      await expect.poll(() => idField.inputValue()).toMatch(/^\d+$/);
      await page.getByRole('textbox', { name: /Assessment name/ }).fill(ASSESSMENT);
      await chooseOption(page, /^Curriculum/, PLACE.curriculum);
      await page.getByRole('textbox', { name: /Duration \(minutes\)/ }).fill('10');
      await page.getByRole('textbox', { name: /Total questions/ }).fill('1');
      await page.getByRole('textbox', { name: /Total marks/ }).fill('2');
      await page.getByRole('button', { name: 'Create and Continue' }).click();

      await chooseOption(page, /^Course/, new RegExp(`^${PLACE.course}`));
      await page.getByRole('textbox', { name: /Number of questions/ }).fill('1');
      await page.getByRole('textbox', { name: /^Marks/ }).fill('2');
      await page.getByRole('button', { name: 'Add Course' }).click();
      await page.getByText('All questions and marks are allocated.').waitFor();
      await page.getByRole('button', { name: 'Continue to Questions' }).click();

      // Step 3: the imported question, found by its words; the teacher sees its key.
      await page.getByLabel(/^Search the questions/).fill('force acting per unit area');
      const question = page.locator('.mantine-Paper-root', {
        hasText: 'Pressure is the force acting per unit area',
      });
      await question.locator('.katex').first().waitFor();
      await question.getByRole('checkbox').check();
      await page.getByText('Selected: 1 of 1').waitFor();
      await page.getByRole('button', { name: 'Preview as Student' }).click();
      const preview = page.getByRole('dialog', { name: 'Preview as Student' });
      await preview.locator('.katex').first().waitFor();
      await checkScreen(page, 'bank-wizard-preview', 'desktop');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Finalize Assessment' }).click();
      await page.getByText(`"${ASSESSMENT}" is ready.`, { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Serve Now' }).click();
      await heading(page, 'Serve Assessment').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: /Class 8A Science/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Serve Assessment' }).click();
      await page.getByText(/Assessment successfully served to cohort!/).waitFor();
    });

    await withPage('phone', async (page) => {
      await signIn(page, STUDENT, /\/student/);
      await page.goto('/student/assessments');
      await page.getByRole('link', { name: `Start Assessment: ${ASSESSMENT}` }).click();
      await page.getByRole('button', { name: 'Start now' }).click();
      await page.getByText('Question 1 of 1').waitFor({ timeout: 15_000 });
      // The formula is typeset for the student, and nothing on the page gives the key away.
      await page.locator('.katex').first().waitFor();
      expect(await page.locator('main').innerText()).not.toMatch(/correct/i);
      await checkScreen(page, 'bank-student-paper', 'phone');
      // 50 Pa, the first option, is right.
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Submit Answer' }).click();
      await page.getByText('Correct!').waitFor();
    });
  });
});

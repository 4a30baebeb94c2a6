import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseOption,
  expectNoSeriousAxeViolations,
  heading,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
  VIEWPORTS,
} from './support/browser';

// These journeys act as teacher3 on the Jaipur cohort (where the demo student is not), so the demo
// student's list and the demo assessments that other browser tests rely on stay as seeded.
const TEACHER1 = 'teacher1@pathshala.example';
const TEACHER3 = 'teacher3@pathshala.example';
const PASSWORD = 'Teacher@123';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function signedInPage(username: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, 'desktop');
  const page = await context.newPage();
  await signIn(page, username, PASSWORD);
  await heading(page, 'Teacher Dashboard').waitFor({ timeout: 15_000 });
  return { context, page };
}

/** Checks axe and takes the screenshot at desktop and at 360 px, then returns to desktop. */
async function look(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400); // let dialogs and notifications finish their transitions
  await expectNoSeriousAxeViolations(page, `${name} (desktop)`);
  await screenshot(page, `teacher-${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.waitForTimeout(300);
  await expectNoSeriousAxeViolations(page, `${name} (phone)`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} fits 360 px`).toBeLessThanOrEqual(0);
  await screenshot(page, `teacher-${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** A call to the API with the signed-in page's token (for setting up a conflict the UI must handle). */
async function apiFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('authToken') ?? '';
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token.replace(/^"|"$/g, '')}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

let createdId = 0;
const assessmentName = `Algebra Exit Ticket ${Date.now().toString(36)}`;

describe('teacher dashboard', () => {
  it('shows My Cohorts with semester, student count, curriculum and training center', async () => {
    const { context, page } = await signedInPage(TEACHER3);
    try {
      await page.getByRole('tab', { name: 'My Cohorts' }).click();
      const card = page.getByRole('article', { name: 'Class 8 Mathematics' });
      await card.waitFor();
      await expect(card.innerText()).resolves.toMatch(/Semester:\s*2026-27 Term 1/);
      await expect(card.innerText()).resolves.toMatch(/Students:\s*\d+/);
      await expect(card.innerText()).resolves.toMatch(/Curriculum:\s*Class 8 Mathematics/);
      await look(page, 'dashboard-cohorts');
      await page.getByRole('tab', { name: 'Teaching Tools' }).click();
      // Working tools are cards with a way in; what is not built yet is one quiet line.
      await page.getByRole('link', { name: 'Open Content Library' }).waitFor();
      await page.getByText(/^Coming in a later release: /).waitFor();
      await look(page, 'dashboard-tools');
      await page.getByRole('link', { name: 'Open Content Library' }).click();
      await heading(page, 'Content library').waitFor();
      await look(page, 'content-library-entry');
    } finally {
      await context.close();
    }
  });
});

describe('create, serve and share an assessment', () => {
  it('creates an assessment through the three steps with the spec messages', async () => {
    const { context, page } = await signedInPage(TEACHER3);
    try {
      await page.goto('/teacher/prepare-assessment');
      await heading(page, 'Create Assessment').waitFor();
      const idField = page.getByRole('textbox', { name: /Assessment ID/ });
      await expect.poll(() => idField.inputValue()).toMatch(/^\d+$/);
      await expect(idField.getAttribute('readonly')).resolves.not.toBeNull();

      // Step 1: required fields.
      await page.getByRole('button', { name: 'Create and Continue' }).click();
      await page.getByText('Assessment name is required').waitFor();
      await page.getByText('Curriculum is required').waitFor();
      await page.getByText('Duration must be at least 1 minute').waitFor();
      await page.getByText('Total questions must be at least 1').waitFor();
      await look(page, 'create-step1-errors');

      await page.getByRole('textbox', { name: /Assessment name/ }).fill(assessmentName);
      await chooseOption(page, /^Curriculum/, 'Class 8 Mathematics');
      await page.getByRole('textbox', { name: /Duration \(minutes\)/ }).fill('7.5');
      await page.getByRole('textbox', { name: /Total questions/ }).fill('3');
      await page.getByRole('textbox', { name: /Total marks/ }).fill('3');

      // Someone takes the offered id first: the duplicate error offers Get New ID.
      const offeredId = Number(await idField.inputValue());
      const taken = await apiFromPage(page, 'POST', '/api/assessments/create', {
        AM_id: offeredId,
        AM_Name: 'Taken meanwhile',
        AM_Duration: 60,
        AM_TotQns: 1,
        AM_TotMarks: 1,
        AM_CU_id: 2,
      });
      expect(taken.status).toBe(200);
      await page.getByRole('button', { name: 'Create and Continue' }).click();
      await page.getByText(`Assessment ID ${offeredId} already exists`).waitFor();
      await look(page, 'create-duplicate-id');
      await page.getByRole('button', { name: 'Get New ID' }).click();
      await expect.poll(async () => Number(await idField.inputValue())).toBe(offeredId + 1);
      createdId = offeredId + 1;
      await page.getByRole('button', { name: 'Create and Continue' }).click();

      // Step 2: course allocation with the exceed messages and the running totals.
      await page.getByText('Questions allocated: 0 of 3').waitFor();
      await chooseOption(page, /^Course/, /^Algebra/);
      await page.getByRole('textbox', { name: /Number of questions/ }).fill('4');
      await page.getByRole('textbox', { name: /^Marks/ }).fill('1');
      await page.getByRole('button', { name: 'Add Course' }).click();
      await page.getByText('Adding 4 questions would exceed the total limit of 3 questions.').waitFor();
      await page.getByRole('textbox', { name: /Number of questions/ }).fill('2');
      await page.getByRole('textbox', { name: /^Marks/ }).fill('5');
      await page.getByRole('button', { name: 'Add Course' }).click();
      await page.getByText('Adding 5 marks would exceed the total limit of 3 marks.').waitFor();
      await page.getByRole('textbox', { name: /^Marks/ }).fill('2');
      await page.getByRole('button', { name: 'Add Course' }).click();
      await page.getByText('Questions allocated: 2 of 3').waitFor();
      await look(page, 'create-step2');
      await chooseOption(page, /^Course/, /^Geometry/);
      await page.getByRole('textbox', { name: /Number of questions/ }).fill('1');
      await page.getByRole('textbox', { name: /^Marks/ }).fill('1');
      await page.getByRole('button', { name: 'Add Course' }).click();
      await page.getByText('All questions and marks are allocated.').waitFor();
      expect(await page.getByRole('button', { name: 'Add Course' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Continue to Questions' }).click();

      // Step 3: question selection.
      await page.getByText('Selected: 0 of 3').waitFor();
      await page.getByRole('button', { name: 'Finalize Assessment' }).click();
      await page.getByText('Please select exactly 3 questions.').waitFor();
      // Each course's questions must add up to its marks: 1-mark questions fit these allocations.
      const questionsOf = (course: RegExp, marks: string) =>
        page
          .getByRole('region', { name: course })
          .locator('.mantine-Paper-root', { hasText: marks })
          .getByRole('checkbox');
      const algebra = questionsOf(/^Algebra/, '(1 mark)');
      const geometry = questionsOf(/^Geometry/, '(1 mark)');
      await questionsOf(/^Algebra/, '(2 marks)')
        .first()
        .click();
      await page.getByText('Algebra is allocated 2 marks; this question would go past them.').waitFor();
      await algebra.nth(0).check();
      await algebra.nth(1).check();
      await algebra.nth(2).click();
      await page.getByText('Algebra already has its 2 allocated questions.').waitFor();
      await geometry.nth(0).check();
      await page.getByText('Selected: 3 of 3').waitFor();
      await geometry.nth(1).click();
      await page.getByText('You have already selected the maximum number of questions (3).').waitFor();
      await look(page, 'create-step3');
      await page.getByRole('button', { name: 'Finalize Assessment' }).click();
      await page.getByText(`"${assessmentName}" is ready.`).waitFor();
      await look(page, 'create-done');
      await page.getByRole('link', { name: 'Serve Now' }).click();
      await heading(page, 'Serve Assessment').waitFor();
    } finally {
      await context.close();
    }
  });

  it('serves it to a cohort of the teacher, then again after the reset confirmation', async () => {
    expect(createdId).toBeGreaterThan(0);
    const { context, page } = await signedInPage(TEACHER3);
    try {
      await page.goto(`/teacher/assessments/${createdId}/assign`);
      await page.getByText(assessmentName).waitFor();
      await look(page, 'serve-step1');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: /Class 8 Mathematics/ }).waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Please select both assessment and cohort.').waitFor();
      // By keyboard: focus the cohort choice and select it with Space.
      await page.getByRole('radio', { name: /Class 8 Mathematics/ }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: /Class 8 Mathematics/ }).isChecked()).resolves.toBe(true);
      await look(page, 'serve-step2');
      await page.getByRole('button', { name: 'Next' }).click();
      const preview = page.getByText(/^First \d of (\d+) students$/);
      await preview.waitFor();
      const total = Number((await preview.innerText()).match(/of (\d+)/)![1]);
      expect(await page.getByRole('listitem').count()).toBe(Math.min(5, total));
      await page.getByText(`${total} students will be able to take it.`).waitFor();
      await look(page, 'serve-step3');
      await page.getByRole('button', { name: 'Serve Assessment' }).click();
      await page
        .getByText(`Assessment successfully served to cohort! ${total} students can now take the assessment.`)
        .waitFor();
      await look(page, 'serve-success');
      await page.waitForURL('**/teacher/assessments', { timeout: 6_000 });

      const card = page.getByRole('article', { name: assessmentName });
      await card.getByText(/Active · 0 attempts/).waitFor();
      await card.getByText('Protected').waitFor();
      await card.getByRole('link', { name: 'Serve to More Cohorts' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Already served').waitFor();
      await page.getByRole('radio', { name: /Class 8 Mathematics/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Serve Assessment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Already served' });
      await dialog.getByText(/already been served to this cohort.*reset all student progress/).waitFor();
      await look(page, 'serve-reset-confirm');
      await dialog.getByRole('button', { name: 'Recreate and Reset' }).click();
      await page.getByText(/Assessment successfully served to cohort!/).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shares it with another teacher and revokes the access', async () => {
    const { context, page } = await signedInPage(TEACHER3);
    try {
      await page.goto('/teacher/assessments');
      // The draft that took the offered id in the create test is deleted from the list, after a confirm.
      const draft = page.getByRole('article', { name: 'Taken meanwhile' });
      // An unfinished draft continues its wizard from Manage Questions.
      await draft.getByRole('link', { name: 'Manage Questions' }).click();
      await heading(page, 'Assessment Question Management').waitFor();
      await page.getByText('Questions allocated: 0 of 1').waitFor();
      await look(page, 'resume-draft');
      await page.getByRole('link', { name: 'Back to Assessments' }).click();
      await draft.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete assessment?' });
      await look(page, 'delete-confirm');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Assessment deleted successfully!').waitFor();
      await draft.waitFor({ state: 'detached' });
      await page
        .getByRole('article', { name: assessmentName })
        .getByRole('link', { name: 'Manage Access' })
        .click();
      await heading(page, 'Manage Access').waitFor();
      await page.getByText('Nobody else has access yet.').waitFor();
      await expect(page.getByRole('radio', { name: /View only/ }).isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('radio', { name: /^Edit/ }).isDisabled()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Grant Access' }).click();
      await page.getByText('Please fill in all required fields').waitFor();

      // Colleagues are found by name or e-mail; the owner is never among them.
      const colleagues = page.getByRole('combobox', { name: /Colleagues/ });
      await colleagues.fill('meena');
      await page.getByText('Nobody matches').waitFor();
      await colleagues.fill('rahul');
      await page.getByRole('option', { name: /Rahul Verma \(teacher2@pathshala\.example\)/ }).click();
      await page.getByRole('button', { name: 'Remove Rahul Verma' }).waitFor();
      await page.getByRole('textbox', { name: /Notes/ }).fill('<b>For the Pune class</b>');
      await look(page, 'access-form');
      await page.getByRole('button', { name: 'Grant Access' }).click();
      await page.getByText('Access granted to teacher2@pathshala.example.').waitFor();
      // Notes are shown as text, never as HTML.
      await page.getByText('<b>For the Pune class</b>').waitFor();
      await look(page, 'access-list');
      await page.getByRole('button', { name: 'Revoke access of Rahul Verma' }).click();
      // Revoking a colleague's access asks first.
      const confirm = page.getByRole('dialog', { name: 'Revoke access of Rahul Verma?' });
      await confirm.waitFor();
      await look(page, 'revoke-confirm');
      await confirm.getByRole('button', { name: 'Revoke Access' }).click();
      await page.getByText('Nobody else has access yet.').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('results', () => {
  it('shows how the students did on the demo quiz and downloads the CSV', async () => {
    const { context, page } = await signedInPage(TEACHER1);
    try {
      await page.goto('/teacher/assessments');
      const card = page.getByRole('article', { name: 'Forces and Energy: Weekly Quiz' });
      await card.getByText(/Active · \d+ attempts/).waitFor();
      await look(page, 'assessment-list');
      await card.getByRole('link', { name: 'View Results' }).click();
      await heading(page, 'Assessment Results').waitFor();
      const aarav = page.getByRole('row', { name: /Aarav Sharma/ });
      await aarav.getByText('Completed').waitFor();
      await expect(aarav.innerText()).resolves.toMatch(/\d+ \/ \d+/);
      await page.getByText('Mean score').waitFor();
      await page.getByText('Median score').waitFor();
      await page
        .getByText(/answered correctly \(\d+ of \d+\)/)
        .first()
        .waitFor();
      await look(page, 'results');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('assessment-1002-results.csv');
      const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
      const lines = csv.trim().split('\r\n');
      // Cells are quoted only where a comma, quote or line break needs it (one CSV rule everywhere).
      expect(lines[0]).toMatch(/^Student ID,First name,Last name/);
      // Times in the browser's own zone, which the header names, readable without conversion.
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      expect(lines[0]).toContain(`,Started at (${zone}),Completed at (${zone}),`);
      expect(lines.some((line) => line.includes(',Aarav,Sharma,') && line.includes(',Completed'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows the questions read-only and the assign explainer', async () => {
    const { context, page } = await signedInPage(TEACHER1);
    try {
      await page.goto('/teacher/assessments/1003/questions');
      await heading(page, 'Assessment Question Management').waitFor();
      await page.getByText('Question 1', { exact: true }).waitFor();
      await look(page, 'questions');
      await page.goto('/teacher/assign-assessment');
      await heading(page, 'Assign Assessment').waitFor();
      await page.getByRole('link', { name: 'Go to Assessment Management' }).click();
      await heading(page, 'Assessment Management').waitFor();
      // Another teacher's assessment: the server refuses and the page says so.
      await page.goto('/teacher/assessments/1006/results');
      await page
        .getByRole('alert')
        .getByText(/permission|access/i)
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

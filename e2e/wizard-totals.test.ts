import { api } from '@pathshala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eApi, sessionOf } from './support/api';
import { atBothWidths, heading, signIn, useBrowser } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { m } from './support/language';

useDemoServer();
const { withPage } = useBrowser();

// teacher3 on Class 8 Mathematics, as the teacher journey: the demo's own assessments stay as seeded.
const TEACHER3 = 'teacher3@pathshala.example';
const PASSWORD = 'Teacher@123';
const c = m.teacher.create;

const server = e2eApi();

/** A draft of 3 questions and 3 marks: Algebra 2 questions / 2 marks, Geometry 1 / 1. */
async function draftWithTightTotals(page: Page, name: string): Promise<number> {
  // With the signed-in page's session: the draft is set up as steps 1 and 2 would.
  const as = await sessionOf(page);
  const { curricula } = await server.ok(api.teacher.curricula, { as });
  const curriculumId = curricula.find((cu) => cu.CU_Name === 'Class 8 Mathematics')!.CU_id;
  const { courses } = await server.ok(api.teacher.courses, { as, query: { curriculum_id: curriculumId } });
  const courseId = (name: string) => courses.find((course) => course.CO_Name.startsWith(name))!.CO_id;
  const { nextId: id } = await server.ok(api.teacher.nextId, { as });
  const created = await server.call(api.teacher.create, {
    as,
    body: {
      AM_id: id,
      AM_Name: name,
      AM_Duration: 600,
      AM_TotQns: 3,
      AM_TotMarks: 3,
      AM_CU_id: curriculumId,
    },
  });
  expect(created.status).toBe(200);
  for (const [course, questions, marks] of [
    ['Algebra', 2, 2],
    ['Geometry', 1, 1],
  ] as const) {
    const allocated = await server.call(api.teacher.allocateCourse, {
      as,
      body: {
        AC_AM_id: id,
        AC_CU_id: curriculumId,
        AC_CO_id: courseId(course),
        AC_CO_NoOfQns: questions,
        AC_CO_TotMarks: marks,
      },
    });
    expect(allocated.status).toBe(200);
  }
  return id;
}

/** The draft both tests work on: made by the first, finished by the second. */
let draftId = 0;
const draftName = `Totals follow ${Date.now().toString(36)}`;

/** Signs in as teacher3 and opens the draft's Manage Questions, which continues its wizard at step 3. */
async function openStep3(page: Page, selected: string): Promise<void> {
  await signIn(page, TEACHER3, PASSWORD);
  await heading(page, m.teacher.dashboard.title).waitFor({ timeout: 15_000 });
  if (draftId === 0) draftId = await draftWithTightTotals(page, draftName);
  await page.goto(`/teacher/assessments/${draftId}/questions`);
  await page.getByText(selected).waitFor({ timeout: 15_000 });
}

/** Algebra's question cards carrying `marks`. */
const cardsOf = (page: Page, marks: number) =>
  page
    .getByRole('region', { name: /^Algebra/ })
    .locator('.mantine-Paper-root', { hasText: `(${c.marksLabel(marks)})` });
// 2 marks would leave none for Algebra's other question (of at least 1 mark).
const doesNotFit = c.fitHint.marksExceeded(2, 2, 1, 1);

describe('totals that follow the questions (issue 28)', { tags: ['hindi'] }, () => {
  it('explains why a 2-mark question does not fit, and raises the course and the total from step 3 by keyboard', async () => {
    await withPage('desktop', async (page) => {
      await openStep3(page, c.selectedCount(0, 3));
      await cardsOf(page, 2).first().getByText(doesNotFit).waitFor();
      await atBothWidths(page, 'wizard-totals-hint', { axe: true });

      // Open the course's change, give Algebra 3 marks, save with Enter.
      await page
        .getByRole('region', { name: /^Algebra/ })
        .getByRole('button', { name: c.changeCourseLabel('Algebra') })
        .focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: c.changeAllocationTitle('Algebra') });
      await dialog.getByText(c.totalsAfter(3, 3)).waitFor();
      await page.keyboard.press('Tab'); // from the number of questions to the marks
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('3');
      await dialog.getByText(c.totalsAfter(3, 4)).waitFor();
      await atBothWidths(page, 'wizard-totals-change', { axe: true });
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('heading', { name: c.perCourse('Algebra', 0, 2, 0, 3) }).waitFor();
      await expect(cardsOf(page, 2).first().getByText(doesNotFit).count()).resolves.toBe(0);
    });
  });

  it('then chooses the 2-mark question and finishes with the totals that followed', async () => {
    expect(draftId).toBeGreaterThan(0);
    await withPage('desktop', async (page) => {
      // Read back from the server: the raised course and total stayed.
      await openStep3(page, c.selectedCount(0, 3));
      await page.getByRole('heading', { name: c.perCourse('Algebra', 0, 2, 0, 3) }).waitFor();
      await cardsOf(page, 2).first().getByRole('checkbox').check();
      await cardsOf(page, 1).first().getByRole('checkbox').check();
      await page
        .getByRole('region', { name: /^Geometry/ })
        .locator('.mantine-Paper-root', { hasText: `(${c.marksLabel(1)})` })
        .first()
        .getByRole('checkbox')
        .check();
      await page.getByText(c.selectedCount(3, 3)).waitFor();
      await page.getByText(c.choiceSaved).waitFor();
      // The same screen as the first test's, axe-checked there.
      await atBothWidths(page, 'wizard-totals-chosen', { axe: false });
      await page.getByRole('button', { name: c.finalize }).click();
      await page.getByText(c.done(draftName)).waitFor();

      const saved = (
        await server.ok(api.teacher.getAssessment, { as: await sessionOf(page), params: { id: draftId } })
      ).assessment;
      expect(saved).toMatchObject({ AM_TotQns: 3, AM_TotMarks: 4, is_finalized: true });
    });
  });
});

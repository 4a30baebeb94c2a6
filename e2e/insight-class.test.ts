import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { atBothWidths, chooseOption, heading, openScreen, signIn, useBrowser } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { m } from './support/language';

useDemoServer();

const { withPage } = useBrowser();
const c = m.insightClass;
const d = m.teacher.dashboard;
/** The demo student: in both of teacher1's cohorts, with an attempt, study and answers. */
const DEMO_STUDENT = 'Aarav Sharma';

describe("the teacher's class view (issue 30)", { tags: ['hindi'] }, () => {
  it('a teacher opens the class view from her tools, reads and sorts the grid at 360 and 1280 px', async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, 'teacher1@pathshala.example', 'Teacher@123');
      await heading(page, d.title).waitFor({ timeout: 15_000 });
      await page.getByRole('tab', { name: d.toolsTab }).click();
      await page.getByRole('link', { name: c.dashboard.action }).click();

      // The first cohort opens; its grid is a table named by its visible title.
      await heading(page, c.title).waitFor();
      await page.waitForURL(/\/teacher\/class\/\d+$/);
      const grid = page.getByRole('table', { name: new RegExp(c.gridTitle) });
      await grid.waitFor({ timeout: 15_000 });
      await page.getByText(c.unknown, { exact: true }).first().waitFor({ state: 'detached' });
      const rows = grid.getByTestId('class-row');
      expect(await rows.count()).toBeGreaterThan(3);
      // The science cohort has answers: its grid shows figures in every band.
      await chooseOption(page, new RegExp(`^${c.cohortLabel}`), /Class 8A Science/);
      await page.waitForURL(/\/teacher\/class\/\d+$/);
      await grid.getByText(c.evidence(5)).first().waitFor();
      await page.getByText(c.unknown, { exact: true }).first().waitFor({ state: 'detached' });
      // Every mastery cell reads without colour: a band word, too few answers, or none.
      const words = [c.band.needsPractice, c.band.gettingThere, c.band.strong, c.notEnough, c.noAnswers];
      for (const text of await grid.getByTestId('mastery-cell').allInnerTexts())
        expect(
          words.some((word) => text.includes(word)),
          text,
        ).toBe(true);
      await atBothWidths(page, 'class-view', { axe: true });

      // Sorting by overall mastery: the column says so.
      await page.getByTestId('sort-overall').click();
      await expect(
        page.getByRole('columnheader', { name: new RegExp(c.columns.overall) }).getAttribute('aria-sort'),
      ).resolves.toBe('ascending');

      // The grid scrolls in its own region at 360 px, reachable by keyboard.
      const region = page.getByRole('region', { name: new RegExp(c.gridTitle) });
      await expect(region.getAttribute('tabindex')).resolves.toBe('0');
    });
  });

  it("opens a student's page from the grid, with her attempts, mastery and weeks, and downloads it as CSV", async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, 'teacher1@pathshala.example', 'Teacher@123');
      await heading(page, d.title).waitFor({ timeout: 15_000 });
      await page.goto('/teacher/class');
      await page.waitForURL(/\/teacher\/class\/\d+$/);
      const grid = page.getByRole('table', { name: new RegExp(c.gridTitle) });
      await grid.waitFor({ timeout: 15_000 });
      await grid.getByRole('link', { name: c.openStudent(DEMO_STUDENT) }).click();
      await page.waitForURL(/\/teacher\/students\/\d+$/);
      await openScreen(page, page.url());
      await page.getByRole('heading', { name: c.student.activityTitle }).waitFor();
      expect(await page.getByTestId('report-attempt').count()).toBeGreaterThan(0);
      await atBothWidths(page, 'student-report', { axe: true });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: c.student.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^student-\d+-report\.csv$/);
      const csv = readFileSync(await file.path(), 'utf8');
      for (const section of ['Study progress', 'Assessments', 'Mastery', 'Activity by week'])
        expect(csv).toContain(section);
    });
  });
});

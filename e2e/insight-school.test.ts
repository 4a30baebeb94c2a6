import { readFileSync } from 'node:fs';
import { api, type Endpoint } from '@pathshala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eApi } from './support/api';
import { atBothWidths, heading, openScreen, signIn, useBrowser } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { m } from './support/language';

useDemoServer();

const { withPage } = useBrowser();
const s = m.insightSchool;
const mastery = m.student.mastery;
/** The chart library's code: loaded only by a page that draws a chart. */
const CHART_CODE = /(score-chart|activity-chart|grid-chart)[^/]*\.js$/;

/** Every script the page fetched, by file name. */
function scriptsOf(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  return loaded;
}

/** Focuses a button by the keyboard's Tab (at most 60 presses) and presses Enter on it. */
async function pressByKeyboard(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`'${name}' was not reached by Tab`);
}

describe("the student's Performance Analytics (issue 30)", { tags: ['hindi'] }, () => {
  it('shows her scores over time as words, a chart and a table, and what to study next, by keyboard, at 360 px and desktop', async () => {
    await withPage('desktop', async (page) => {
      const scripts = scriptsOf(page);
      await signIn(page, 'student@pathshala.example', 'Student@123');
      await page.waitForURL(/\/student$/);
      await heading(page, /.+/).waitFor({ timeout: 15_000 });
      // The dashboard draws no chart: the chart library stays unloaded.
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((path) => CHART_CODE.test(path))).toEqual([]);

      await openScreen(page, '/student/mastery');
      await heading(page, mastery.title).waitFor();
      const scores = page.getByTestId('scores-over-time');
      await scores.getByRole('heading', { name: mastery.scoresTitle }).waitFor();
      await scores.getByTestId('scores-summary').waitFor();
      await scores.getByTestId('score-chart').locator('svg').first().waitFor({ timeout: 15_000 });
      expect(scripts.filter((path) => CHART_CODE.test(path)).length).toBeGreaterThan(0);

      // The table behind the chart opens from the keyboard.
      await pressByKeyboard(page, mastery.showTable);
      const table = scores.getByRole('table', { name: mastery.tableCaption });
      await table.waitFor();
      expect(await table.getByRole('row').count()).toBeGreaterThan(1);
      // Study next names the content and the practice to open.
      const studyNext = page.getByTestId('study-next');
      if (await studyNext.count()) expect(await studyNext.getByRole('link').count()).toBeGreaterThan(0);
      await atBothWidths(page, 'student-analytics', { axe: true });
    });
  });
});

describe("the admin's School Analytics (issue 30)", () => {
  it('an admin opens it from her tools, chooses a cohort, reads the weeks as a table and downloads the CSV', async () => {
    await withPage('desktop', async (page) => {
      await signIn(page, 'admin', 'Admin@123');
      await heading(page, /.+/).waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: new RegExp(s.tool.title) }).click();
      await heading(page, s.title).waitFor();
      await page.getByTestId('analytics-stats').waitFor({ timeout: 15_000 });
      await page.getByTestId('activity-chart').locator('svg').first().waitFor({ timeout: 15_000 });

      // A cohort chosen: its figures and its content opened most and least.
      const select = page.getByLabel(s.showingLabel);
      const cohort = await select
        .locator('option', { hasText: 'Class 8A Science' })
        .first()
        .getAttribute('value');
      await select.selectOption(cohort!);
      await page.getByTestId('most-opened').waitFor();
      expect(await page.getByTestId('most-opened').getByRole('listitem').count()).toBeGreaterThan(0);

      await pressByKeyboard(page, s.showTable);
      await page.getByRole('table', { name: s.weeksCaption }).waitFor();
      const centers = page.getByRole('table', { name: s.tableTitle });
      expect(await centers.getByTestId('cohort-row').count()).toBeGreaterThan(1);
      await atBothWidths(page, 'school-analytics', { axe: true });

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: s.downloadCsv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^school-analytics-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await file.path(), 'utf8');
      expect(csv.split('\r\n')[0]).toMatch(
        /^Level,Training center,Training partner,Cohort,Curriculum,Students,/,
      );
      expect(csv).toContain('Class 8A Science');
    });
  });

  it('is refused to a teacher and a student', async () => {
    const server = e2eApi();
    const refusing: Endpoint[] = [
      api.schoolAnalytics.schoolAnalytics,
      api.schoolAnalytics.schoolAnalyticsCsv,
    ];
    for (const as of ['teacher1', 'student'] as const)
      for (const endpoint of refusing)
        expect((await server.call(endpoint, { as })).status, `${as} ${endpoint.path}`).toBe(403);
  });
});

import { api } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { e2eApi } from './support/api';
import { expectNoSeriousAxeViolations, newContext, openInTree, screenshot, signIn } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { m } from './support/language';
import {
  ANY_TEXT,
  browser,
  escapeRegExp,
  pages,
  shaped,
  title,
  useSignedInStudent,
} from './support/student-learning';

/** The student's learning tree (the viewers, progress and practice are files of their own). */
useDemoServer();
useSignedInStudent();

describe('/student/learning', () => {
  it('shows curriculum tabs and an expandable tree with progress, mastery, duration and buttons', {
    tags: ['hindi'],
  }, async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = pages[viewport];
      await page.goto('/student');
      await page.getByRole('link', { name: m.student.dashboard.learningAction }).click();
      await title(page, m.learning.journey.title).waitFor();
      const tabs = page.getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.allInnerTexts()).toEqual(['Class 8 Science', 'Class 8 Mathematics']);
      await openInTree(page, 'Biology: Living Systems');
      const concept = page.getByTestId('concept').first();
      await concept.getByText(m.learning.journey.progressValue(98)).waitFor();
      await expect(concept.getByTestId('mastery').innerText()).resolves.toBe(m.learning.mastery.expert);
      await expect(concept.getByTestId('progress-meter').getAttribute('data-band')).resolves.toBe(
        'excellent',
      );
      await openInTree(page, 'Cells: The Building Blocks of Life');
      const subconcept = page.getByTestId('subconcept').first();
      await subconcept.getByText('Cell Structure').waitFor();
      await subconcept.getByText(new RegExp(escapeRegExp(m.learning.journey.duration(30 * 60)))).waitFor();
      await subconcept
        .getByRole('button', { name: m.learning.journey.studyNamed('Cell Structure') })
        .waitFor();
      await subconcept
        .getByRole('link', { name: m.learning.journey.practiceNamed('Cell Structure') })
        .waitFor();
      await expectNoSeriousAxeViolations(page, `learning tree ${viewport}`);
      await screenshot(page, `learning-tree-${viewport}`);

      // The other curriculum's tab, by keyboard.
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('button', { name: 'Geometry' }).waitFor();
      await expect(tabs.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    }
  });

  it('shows the curriculum failure with Try Again, which then loads the tree', {
    tags: ['hindi'],
  }, async () => {
    const page = pages.phone;
    // The page's own request for the tree, failed by its URL.
    await page.route('**/api/student/curriculum?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"success":false,"message":"down"}',
      }),
    );
    await page.goto('/student/learning');
    await page.getByText(m.learning.journey.failedBody).waitFor({ timeout: 15_000 });
    await page.getByText(m.learning.journey.failedTitle, { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page, 'curriculum error');
    await screenshot(page, 'learning-tree-error-phone');
    await page.unrouteAll();
    await page.getByRole('button', { name: m.learning.journey.tryAgain }).click();
    await page.getByRole('tab', { name: 'Class 8 Science' }).waitFor();
  });

  it('Study opens the first item of a subconcept', async () => {
    const page = pages.desktop;
    await page.goto('/student/learning');
    await openInTree(page, 'Biology: Living Systems');
    await openInTree(page, 'Cells: The Building Blocks of Life');
    await page.getByRole('button', { name: m.learning.journey.studyNamed('Cell Structure') }).click();
    await page.waitForURL(/\/student\/learning\/study\/subconcept\/\d+\/\d+$/);
    await page.getByText('Cells: The Building Blocks of Life · Cell Structure').waitFor();
    const studied = new URL(page.url()).pathname;
    // Back from the viewer, the tree is as the student left it.
    await page.goBack();
    const concept = page.getByRole('button', { name: 'Cells: The Building Blocks of Life', exact: true });
    await expect(concept.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('button', { name: m.learning.journey.studyNamed('Cell Structure') }).waitFor();
    // The dashboard offers the item again, one tap away.
    await page.goto('/student');
    const card = page.getByTestId('continue-card');
    await card.getByText('Cells: The Building Blocks of Life · Cell Structure').waitFor();
    await card
      .getByRole('link', { name: new RegExp(`^${shaped(m.learning.continue.actionNamed(ANY_TEXT))}$`) })
      .click();
    await page.waitForURL((url) => url.pathname === studied);
  });

  it("a concept's Study opens its first item and Next walks through the whole concept", async () => {
    const page = pages.desktop;
    await page.goto('/student/learning');
    await openInTree(page, 'Biology: Living Systems');
    await page
      .getByRole('button', { name: m.learning.journey.studyNamed('Cells: The Building Blocks of Life') })
      .click();
    await page.waitForURL(/\/student\/learning\/study\/\d+\/\d+$/);
    const first = new URL(page.url()).pathname;
    // The concept's items continue into its second subconcept.
    for (let step = 0; step < 2; step++)
      await page.getByRole('link', { name: new RegExp(escapeRegExp(m.learning.viewer.next)) }).click();
    await page.getByText('Cells: The Building Blocks of Life · Plant and Animal Cells').waitFor();
    expect(new URL(page.url()).pathname).not.toBe(first);
    await page.getByRole('link', { name: new RegExp(escapeRegExp(m.learning.viewer.previous)) }).waitFor();
  });
});

describe('a student in no cohort', () => {
  it('sees No Curriculum Assigned and no assessments, at phone and desktop width', {
    tags: ['hindi'],
  }, async () => {
    const username = `no.cohort.${Date.now()}@pathshala.example`;
    await e2eApi().ok(api.admin.createStudent, {
      as: 'admin',
      body: { username, firstName: 'Meera', lastName: 'Iyer', password: 'Fresh@Start8', dob: '2013-04-02' },
    });

    for (const viewport of ['phone', 'desktop'] as const) {
      const context = await newContext(browser, viewport);
      try {
        const page = await context.newPage();
        await signIn(page, username, 'Fresh@Start8');
        await page
          .getByRole('heading', { name: m.student.dashboard.title, level: 1 })
          .waitFor({ timeout: 15_000 });
        await page.goto('/student/learning');
        await page.getByRole('heading', { name: m.learning.journey.emptyTitle }).waitFor({ timeout: 15_000 });
        await page.getByText(m.learning.journey.emptyBody).waitFor();
        await screenshot(page, `learning-empty-${viewport}`);
        await expectNoSeriousAxeViolations(page, `learning empty at ${viewport}`);
        await page.goto('/student/assessments');
        await page.getByText(m.student.assessments.empty).waitFor({ timeout: 15_000 });
      } finally {
        await context.close();
      }
    }
  });
});

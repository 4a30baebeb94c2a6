import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, openInTree, screenshot } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { m } from './support/language';
import {
  ANY_NUMBER,
  ANY_TEXT,
  contentOf,
  pages,
  shaped,
  studyHref,
  studyItems,
  title,
  useSignedInStudent,
} from './support/student-learning';

/** The student's progress and bookmarks as they study, and the practice quiz. */
useDemoServer();
useSignedInStudent();

describe('progress and bookmarks', () => {
  it('saves progress and position on leaving; both are there after a reload', async () => {
    const page = pages.desktop;
    // A video in a subconcept the demo student has not studied yet.
    const video = studyItems.VID!.find((v) => v.name === 'Video: Energy changes form')!;
    const before = await contentOf(page, video);
    expect(before.progress).toBe(0);
    await page.goto(studyHref(video));
    await title(page, video.name).waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    await page.getByRole('button', { name: m.learning.video.forward10 }).click();
    await page.waitForFunction(() => Math.floor(document.querySelector('video')!.currentTime) === 10);
    await page
      .getByTestId('video-time')
      .getByText(new RegExp(shaped(m.learning.video.time('0:10', ANY_TEXT))))
      .waitFor();
    // Leaving through the app reports progress and saves the bookmark.
    await page.getByRole('link', { name: m.learning.viewer.backToLearning }).first().click();
    await title(page, m.learning.journey.title).waitFor();
    await expect
      .poll(async () => {
        const item = await contentOf(page, video);
        return [item.progress > 0, item.bookmark?.position];
      })
      .toEqual([true, 10]);

    await page.reload();
    await openInTree(page, 'Physics: Forces and Energy');
    await openInTree(page, 'Energy and Its Conservation');
    const subconcept = page.getByTestId('subconcept').filter({ hasText: video.subconceptName });
    await subconcept.getByTestId('progress-meter').waitFor();
    await expect(subconcept.getByTestId('progress-meter').innerText()).resolves.not.toContain(
      m.learning.journey.progressValue(0),
    );
    await screenshot(page, 'learning-tree-after-study-desktop');

    await page.goto(studyHref(video));
    await page.waitForFunction(
      () => Math.floor(document.querySelector('video')?.currentTime ?? 0) === 10,
      null,
      {
        timeout: 15_000,
      },
    );
  });

  it('reports progress every 30 s while an item is open', async () => {
    const page = pages.phone;
    const pdf = studyItems.PDF![1]!;
    await page.clock.install();
    await page.goto(studyHref(pdf));
    await page.getByTestId('page-indicator').waitFor({ timeout: 15_000 });
    // The page's own report, matched by the URL it sends (not a call of the test's: a raw string).
    const reported = page.waitForRequest(
      (request) => request.url().includes('/api/content/progress?') && request.method() === 'POST',
    );
    await page.clock.fastForward(31_000);
    const body = (await reported).postDataJSON();
    expect(body).toMatchObject({ contentId: pdf.contentId });
    expect(body.timeSpent).toBeGreaterThanOrEqual(30);
  });

  it('reports progress with a keepalive request when the tab is hidden', async () => {
    const page = pages.desktop;
    const pdf = studyItems.PDF![1]!;
    await page.goto(studyHref(pdf));
    await page.locator('.react-pdf__Page canvas').waitFor({ timeout: 15_000 });
    // The page's own keepalive report, matched by the URL it sends.
    const reported = page.waitForRequest(
      (request) => request.url().endsWith('/api/content/progress') && request.method() === 'POST',
    );
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const body = (await reported).postDataJSON();
    expect(body).toMatchObject({ contentId: pdf.contentId, status: expect.any(String) });
    expect(body.completionPercentage).toBeGreaterThan(0);
  });
});

describe('practice quiz', () => {
  it('shows the load failure with Try Again', { tags: ['hindi'] }, async () => {
    const page = pages.phone;
    const item = studyItems.PDF![0]!;
    await page.route('**/quiz?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"success":false,"message":"down"}',
      }),
    );
    await page.goto(`/student/learning/quiz/subconcept/${item.subconceptId}`);
    await page.getByText(m.learning.practice.loadFailed).waitFor({ timeout: 15_000 });
    await page.unrouteAll();
    await page.getByRole('button', { name: m.learning.practice.tryAgain }).click();
    await page.getByText(m.learning.practice.questionOf(1, 5)).waitFor();
  });

  it('asks for an answer, goes through 5 questions to results, and Try Again draws again', {
    tags: ['hindi'],
  }, async () => {
    const item = studyItems.PDF![0]!;
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = pages[viewport];
      await page.goto(`/student/learning/quiz/subconcept/${item.subconceptId}`);
      await page.getByText(m.learning.practice.questionOf(1, 5)).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: m.learning.practice.next }).click();
      await page.getByText(m.learning.practice.selectAnswer).waitFor();
      await expectNoSeriousAxeViolations(page, `practice question ${viewport}`);
      await screenshot(page, `learning-practice-question-${viewport}`);
      for (let n = 1; n <= 5; n++) {
        await page.getByText(m.learning.practice.questionOf(n, 5)).waitFor();
        const options = page.getByRole('radio');
        expect(await options.count()).toBeGreaterThanOrEqual(2);
        await expect(page.getByText(/^A\. /).count()).resolves.toBe(1);
        await options.first().check();
        await page
          .getByRole('button', { name: n === 5 ? m.learning.practice.submit : m.learning.practice.next })
          .click();
      }
      const results = page.getByTestId('practice-results');
      await results.waitFor();
      await expect(results.getByTestId('percentage').innerText()).resolves.toMatch(
        new RegExp(`^${shaped(m.learning.practice.percentage(ANY_NUMBER))}$`),
      );
      await expect(page.getByTestId('result-detail').count()).resolves.toBe(5);
      await results
        .getByText(new RegExp(shaped(m.learning.practice.score(ANY_NUMBER, ANY_NUMBER))))
        .waitFor();
      await expectNoSeriousAxeViolations(page, `practice results ${viewport}`);
      await screenshot(page, `learning-practice-results-${viewport}`);

      const draw = page.waitForRequest((request) =>
        request.url().includes(`/subconcept/${item.subconceptId}/quiz?`),
      );
      await page.getByRole('button', { name: m.learning.practice.tryAgain }).click();
      await draw;
      await page.getByText(m.learning.practice.questionOf(1, 5)).waitFor();
    }
  });

  it('names a formula option by its formula in Chromium, not by its letter alone (issue 28)', async () => {
    const page = pages.desktop;
    const item = Object.values(studyItems)
      .flat()
      .find((found) => found.subconceptName === 'Standard Identities')!;
    const cdp = await page.context().newCDPSession(page);
    /** The names Chromium gives the options, as a screen reader announces them. */
    const radioNames = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      return nodes
        .filter((node) => node.role?.value === 'radio')
        .map((node) => String(node.name?.value ?? ''));
    };
    await page.goto(`/student/learning/quiz/subconcept/${item.subconceptId}`);
    const named: string[] = [];
    // Five of the subconcept's questions are drawn; its formula ones come up within a few draws.
    for (let draw = 0; draw < 6 && named.length === 0; draw++) {
      if (draw > 0) await page.getByRole('button', { name: m.learning.practice.tryAgain }).click();
      for (let n = 1; n <= 5; n++) {
        await page.getByText(m.learning.practice.questionOf(n, 5)).waitFor({ timeout: 15_000 });
        // Typeset: no formula left as typed.
        await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('\\('));
        const names = await radioNames();
        for (const name of names) expect(name).toMatch(/^[A-D]\. \S/);
        const typeset = await page
          .getByRole('radio')
          .evaluateAll((radios) => radios.map((radio) => radio.querySelector('.katex') !== null));
        named.push(...names.filter((_, index) => typeset[index]));
        await page.getByRole('radio').first().check();
        await page
          .getByRole('button', { name: n === 5 ? m.learning.practice.submit : m.learning.practice.next })
          .click();
      }
      await page.getByTestId('practice-results').waitFor();
    }
    console.log(`formula options as Chromium names them: ${named.join(' | ')}`);
    expect(named.length).toBeGreaterThan(0);
    await cdp.detach();
  });
});

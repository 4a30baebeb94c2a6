import { messages } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, screenshot } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { m, serverText } from './support/language';
import {
  contentOf,
  escapeRegExp,
  lookAtViewer,
  pages,
  studyHref,
  studyItems,
  useSignedInStudent,
} from './support/student-learning';

/** The student's study viewers: video, PDF, slides, reading, web page, an unknown item. */
useDemoServer();
useSignedInStudent();

describe('study viewers', () => {
  it('plays a video from the server, seeks with Range and shows the copyright overlay', async () => {
    const video = studyItems.VID![0]!;
    await lookAtViewer(video, 'video', async (page) => {
      await page.getByTestId('copyright-overlay').waitFor();
      await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    });
    const page = pages.desktop;
    const duration = await page.evaluate(() => document.querySelector('video')!.duration);
    expect(duration).toBeGreaterThan(10);
    await page.getByRole('button', { name: m.learning.video.play }).click();
    await page.waitForFunction(() => document.querySelector('video')!.currentTime > 0.5, null, {
      timeout: 10_000,
    });
    await page.getByRole('button', { name: m.learning.video.forward10 }).click();
    await page.waitForFunction(() => document.querySelector('video')!.currentTime >= 10, null, {
      timeout: 10_000,
    });
    await page.getByLabel(m.learning.video.speed).selectOption('1.5');
    await expect(page.evaluate(() => document.querySelector('video')!.playbackRate)).resolves.toBe(1.5);
    await page.getByRole('button', { name: m.learning.video.back10 }).click();
    await expect(page.evaluate(() => document.querySelector('video')!.currentTime)).resolves.toBeLessThan(8);
    // Right-click is blocked on the player.
    const blocked = await page.evaluate(() => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      document.querySelector('video')!.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(blocked).toBe(true);
  });

  it('reloads the video with a fresh token when the one in its address is refused', async () => {
    const page = pages.desktop;
    const video = studyItems.VID![0]!;
    let refused = 0;
    // The first request for the file answers 401, as it would once the 15-minute token has expired.
    // (The content link the server handed the page, intercepted by its URL.)
    await page.route('**/api/content/serve/**', async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.fulfill({ status: 401, contentType: 'application/json', body: '{"success":false}' });
      } else {
        await route.continue();
      }
    });
    await page.goto(studyHref(video));
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, {
      timeout: 15_000,
    });
    expect(refused).toBe(1);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await page.unrouteAll();
  });

  it('explains a video that cannot be played, with its possible causes', { tags: ['hindi'] }, async () => {
    const page = pages.desktop;
    const video = studyItems.VID![0]!;
    // The content link the server handed the page, intercepted by its URL.
    await page.route('**/api/content/serve/**', (route) =>
      route.fulfill({ status: 200, contentType: 'video/webm', body: 'this is not a video' }),
    );
    await page.goto(studyHref(video));
    await page.getByText(m.learning.video.playbackFailedTitle).waitFor({ timeout: 15_000 });
    await page.getByText(m.learning.video.playbackCauses[2]!).waitFor();
    await expectNoSeriousAxeViolations(page, 'video failure');
    await screenshot(page, 'learning-video-failure-desktop');
    await page.unrouteAll();
  });

  it('renders a PDF page with page count and zoom, and as readable text on a phone', {
    tags: ['hindi'],
  }, async () => {
    const pdf = studyItems.PDF![0]!;
    await lookAtViewer(pdf, 'pdf', async (page) => {
      if ((page.viewportSize()?.width ?? 0) < 600) {
        // A whole page at 360 px has 6 px letters: a phone gets the page's text at a reading size.
        const text = page.getByTestId('pdf-text');
        await text.getByText('What is a cell?').waitFor({ timeout: 15_000 });
        const fontSize = await text.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
        expect(fontSize).toBeGreaterThanOrEqual(16);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      } else {
        await page.locator('.react-pdf__Page__textContent span').first().waitFor({ timeout: 15_000 });
      }
      await page.getByTestId('page-indicator').getByText(m.learning.pdf.page(1, 4)).waitFor();
    });
    const phone = pages.phone;
    await phone.getByText(m.learning.pdf.pageView, { exact: true }).click();
    await phone.locator('.react-pdf__Page canvas').waitFor({ timeout: 15_000 });
    // The choice is remembered on the device for the next document.
    await phone.reload();
    await phone.locator('.react-pdf__Page canvas').waitFor({ timeout: 15_000 });
    await phone.getByText(m.learning.pdf.textView, { exact: true }).click();
    await phone.getByTestId('pdf-text').waitFor();
    const page = pages.desktop;
    await page.getByRole('button', { name: m.learning.pdf.nextPage }).click();
    await page.getByTestId('page-indicator').getByText(m.learning.pdf.page(2, 4)).waitFor();
    await page.getByRole('button', { name: m.learning.pdf.zoomIn }).click();
    await expect(page.getByTestId('zoom-level').innerText()).resolves.toBe(m.learning.pdf.zoom(110));
    const canvasWidth = await page.locator('.react-pdf__Page canvas').evaluate((c) => c.clientWidth);
    expect(canvasWidth).toBeGreaterThan(500);
  });

  it('shows presentation slides with navigation and auto-advance choices', async () => {
    const slides = studyItems.PPT![0]!;
    await lookAtViewer(slides, 'slides', async (page) => {
      await page.locator('.react-pdf__Page__textContent span').first().waitFor({ timeout: 15_000 });
      await page.getByTestId('page-indicator').getByText(m.learning.slides.slide(1, 8)).waitFor();
    });
    const page = pages.desktop;
    await page.getByRole('button', { name: m.learning.slides.nextSlide }).click();
    await page.getByTestId('page-indicator').getByText(m.learning.slides.slide(2, 8)).waitFor();
    const choices = await page.getByLabel(m.learning.slides.autoAdvance).locator('option').allInnerTexts();
    expect(choices).toEqual([15, 30, 60, 120, 300].map((n) => m.learning.slides.seconds(n)));
    await expect(page.getByLabel(m.learning.slides.autoAdvance).inputValue()).resolves.toBe('30');
  });

  it('shows an HTML reading whose text size changes from 12 to 24 px', async () => {
    const doc = studyItems.DOC![0]!;
    await lookAtViewer(doc, 'document', async (page) => {
      await page.frameLocator('iframe').locator('h1').waitFor();
    });
    const page = pages.desktop;
    await page.getByRole('button', { name: m.learning.document.larger }).click();
    await page.getByText(m.learning.document.fontSize(18)).waitFor();
    const fontSize = await page
      .frameLocator('iframe')
      .locator('body')
      .evaluate((body) => getComputedStyle(body).fontSize);
    expect(fontSize).toBe('18px');
    for (let i = 0; i < 5; i++)
      await page.getByRole('button', { name: m.learning.document.smaller }).click({ force: true });
    await page.getByText(m.learning.document.fontSize(12)).waitFor();
    await expect(page.getByRole('button', { name: m.learning.document.smaller }).isDisabled()).resolves.toBe(
      true,
    );
  });

  it('shows the Content Load Error panel for a web page that cannot be reached', async () => {
    const web = studyItems.WEB![0]!;
    await lookAtViewer(web, 'web-error', async (page) => {
      await page.getByText(m.learning.web.loadErrorTitle).waitFor({ timeout: 15_000 });
    });
    const page = pages.desktop;
    const newTab = page.getByRole('link', { name: m.learning.web.openInNewTab }).last();
    await expect(newTab.getAttribute('href')).resolves.toMatch(/^https:\/\/en\.wikipedia\.org\//);
    await expect(newTab.getAttribute('target')).resolves.toBe('_blank');
    await page.getByRole('button', { name: m.learning.web.tryAgain }).click();
    await page.getByText(m.learning.web.loadErrorTitle).waitFor({ timeout: 15_000 });
  });

  it('offers a site that refuses to be framed in a new tab, calmly: no error', async () => {
    const web = studyItems.WEB![0]!;
    // The page's own reachability check, answered by its URL.
    for (const viewport of ['phone', 'desktop'] as const) {
      await pages[viewport].route('**/api/content/web-check/**', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ success: true, message: 'ok', embeddable: false, reason: 'blocked' }),
        }),
      );
    }
    await lookAtViewer(web, 'web-new-tab', async (page) => {
      await page.getByText(m.learning.web.newTabTitle).waitFor({ timeout: 15_000 });
    });
    const page = pages.desktop;
    expect(await page.getByText(m.learning.web.loadErrorTitle).count()).toBe(0);
    expect(
      await page.getByTestId('web-new-tab').getByRole('link', { name: m.learning.web.openInNewTab }).count(),
    ).toBe(1);
    for (const viewport of ['phone', 'desktop'] as const)
      await pages[viewport].unroute('**/api/content/web-check/**');
  });

  it('shows a reachable web page in a frame and Mark Complete sets 100 percent', {
    tags: ['hindi'],
  }, async () => {
    const web = studyItems.WEB![1]!;
    // This machine has no internet: the page and the server's reachability answer are served locally.
    for (const viewport of ['phone', 'desktop'] as const) {
      await pages[viewport].route('https://en.wikipedia.org/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Plant cell</title><h1>Plant cell</h1>',
        }),
      );
      await pages[viewport].route('**/api/content/web-check/**', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ success: true, message: 'ok', embeddable: true, reason: null }),
        }),
      );
    }
    await lookAtViewer(web, 'web', async (page) => {
      await page.frameLocator('iframe').getByRole('heading', { name: 'Plant cell' }).waitFor();
      await page.getByTestId('activity').getByText(m.learning.web.active).waitFor();
    });
    const page = pages.desktop;
    await page.getByRole('button', { name: m.learning.web.markComplete }).click();
    await page.getByRole('button', { name: m.learning.web.completed }).waitFor();
    await expect.poll(async () => (await contentOf(page, web)).progress).toBe(100);
    // Two minutes without input: the student is shown as inactive.
    const phone = pages.phone;
    await phone.clock.install();
    await phone.goto(studyHref(web));
    await phone.getByTestId('activity').getByText(m.learning.web.active).waitFor({ timeout: 15_000 });
    await phone.clock.fastForward(121_000);
    await phone
      .getByTestId('activity')
      .getByText(new RegExp(`^${escapeRegExp(m.learning.web.inactive)}`))
      .waitFor();
    await phone.mouse.move(50, 50);
    await phone.getByTestId('activity').getByText(m.learning.web.active).waitFor();
    for (const viewport of ['phone', 'desktop'] as const) await pages[viewport].unrouteAll();
  });

  it('answers an unknown item with the spec message, Try Again and Back to Dashboard', {
    tags: ['hindi'],
  }, async () => {
    const page = pages.phone;
    const item = studyItems.PDF![0]!;
    await page.goto(`/student/learning/study/subconcept/${item.subconceptId}/999999`);
    await page.getByText(serverText(messages.content.notFound(999999))).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: m.learning.viewer.tryAgain }).waitFor();
    await page.getByRole('link', { name: m.learning.viewer.backToDashboard }).waitFor();
    await expectNoSeriousAxeViolations(page, 'content not found');
    await screenshot(page, 'learning-not-found-phone');
  });
});

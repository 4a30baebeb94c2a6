import { messages } from '@pathshala/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk, apiToken } from './support/api';
import {
  expectNoSeriousAxeViolations,
  launchBrowser,
  newContext,
  openInTree,
  screenshot,
  signIn,
  type ViewportName,
} from './support/browser';
import { useDemoServer } from './support/demo-server';
import { m, serverText } from './support/language';

useDemoServer();

/** One signed-in student tab per viewport, shared by the tests of this file. */
const pages = {} as Record<ViewportName, Page>;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  for (const viewport of ['desktop', 'phone'] as const) {
    const context = await newContext(browser, viewport);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, 'student@pathshala.example', 'Student@123');
    await page
      .getByRole('heading', { name: m.student.dashboard.title, level: 1 })
      .waitFor({ timeout: 15_000 });
    pages[viewport] = page;
  }
  studyItems = await findStudyItems(pages.desktop);
}, 60_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** A GET to the API with the page's own session. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` },
    });
    return response.json();
  }, path);
}

interface StudyItem {
  contentId: number;
  subconceptId: number;
  name: string;
  subconceptName: string;
}
let studyItems: Record<string, StudyItem[]>;

/** Every demo content item by type, found through the API the way the tree finds them. */
async function findStudyItems(page: Page): Promise<Record<string, StudyItem[]>> {
  const found: Record<string, StudyItem[]> = {};
  const { curricula } = await apiGet<{ curricula: { courses: { CO_id: number }[] }[] }>(
    page,
    '/api/student/curriculum',
  );
  for (const course of curricula.flatMap((c) => c.courses)) {
    const { concepts } = await apiGet<{ concepts: { CN_id: number }[] }>(
      page,
      `/api/student/course/${course.CO_id}/concepts`,
    );
    for (const concept of concepts) {
      const { subconcepts } = await apiGet<{
        subconcepts: {
          SC_id: number;
          SC_Name: string;
          content: { CT_id: number; CT_Type: string; CT_Name: string }[];
        }[];
      }>(page, `/api/student/concept/${concept.CN_id}/subconcepts`);
      for (const sc of subconcepts) {
        for (const item of sc.content) {
          found[item.CT_Type] ??= [];
          found[item.CT_Type]!.push({
            contentId: item.CT_id,
            subconceptId: sc.SC_id,
            name: item.CT_Name,
            subconceptName: sc.SC_Name,
          });
        }
      }
    }
  }
  return found;
}

const studyHref = (item: StudyItem) =>
  `/student/learning/study/subconcept/${item.subconceptId}/${item.contentId}`;
const title = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Stand-ins for what a catalogue text leaves open: any number, any text. */
const ANY_NUMBER = 987_654;
const ANY_TEXT = '\u0000';
/** A catalogue text as a pattern in which ANY_NUMBER matches any number and ANY_TEXT any text. */
const shaped = (text: string) =>
  escapeRegExp(text).replaceAll(String(ANY_NUMBER), '\\d+').replaceAll(ANY_TEXT, '.+');

/** Opens a study item at both widths, waits until it shows, checks axe and takes screenshots. */
async function lookAtViewer(item: StudyItem, name: string, ready: (page: Page) => Promise<void>) {
  for (const viewport of ['phone', 'desktop'] as const) {
    const page = pages[viewport];
    await page.goto(studyHref(item));
    await page.getByTestId('splash-screen').waitFor({ state: 'detached', timeout: 15_000 });
    await title(page, item.name).waitFor({ timeout: 15_000 });
    await ready(page);
    await expectNoSeriousAxeViolations(page, `${name} ${viewport}`);
    await screenshot(page, `learning-${name}-${viewport}`);
  }
}

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
    await apiOk('/api/admin/create-student', {
      method: 'POST',
      token: await apiToken('admin', 'Admin@123'),
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
    await expect
      .poll(async () => {
        const item = await apiGet<{ content: { progress: number } }>(
          page,
          `/api/content/subconcept/${web.subconceptId}/${web.contentId}`,
        );
        return item.content.progress;
      })
      .toBe(100);
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

describe('progress and bookmarks', () => {
  it('saves progress and position on leaving; both are there after a reload', async () => {
    const page = pages.desktop;
    // A video in a subconcept the demo student has not studied yet.
    const video = studyItems.VID!.find((v) => v.name === 'Video: Energy changes form')!;
    const before = await apiGet<{ content: { progress: number } }>(
      page,
      `/api/content/subconcept/${video.subconceptId}/${video.contentId}`,
    );
    expect(before.content.progress).toBe(0);
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
        const item = await apiGet<{ content: { progress: number; bookmark: { position: number } | null } }>(
          page,
          `/api/content/subconcept/${video.subconceptId}/${video.contentId}`,
        );
        return [item.content.progress > 0, item.content.bookmark?.position];
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
});

import { api } from '@pathshala/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eApi, studyTreeOf } from './support/api';
import { atBothWidths, heading, openInTree, signIn, useBrowser } from './support/browser';
import { useDemoServer } from './support/demo-server';
import { m } from './support/language';

useDemoServer();

/**
 * Issue 15, offline study: a student saves two items while online, loses the connection, studies
 * them, answers a practice quiz, reloads with no connection, and comes back online; the server then
 * holds the progress and exactly one practice result, dated when it was answered.
 */
const STUDENT = { username: 'ishita.menon@pathshala.example', password: 'Student@123' };
const { withPage } = useBrowser();
/** The API as STUDENT. */
const server = e2eApi();
const as = STUDENT;

interface Lesson {
  courseName: string;
  conceptId: number;
  conceptName: string;
  subconceptId: number;
  subconceptName: string;
  video: { id: number; name: string };
  reading: { id: number; name: string };
  /** An item of another subconcept, never opened: offline it is not on the device. */
  unsaved: { subconceptId: number; id: number };
}

/** The first subconcept with a video and a document to save, and practice questions. */
async function findLesson(): Promise<Lesson> {
  let lesson: Omit<Lesson, 'unsaved'> | null = null;
  let other: Lesson['unsaved'] | null = null;
  for await (const { course, concept, subconcept: sc } of studyTreeOf(server, as)) {
    const video = sc.content.find((c) => c.CT_Type === 'VID');
    const reading = sc.content.find((c) => c.CT_Type === 'DOC');
    const draw =
      video && reading && !lesson
        ? await server.ok(api.student.practiceQuiz, { as, params: { subconceptId: sc.SC_id } })
        : null;
    if (video && reading && draw && draw.questions.length > 0) {
      lesson = {
        courseName: course.CO_Name,
        conceptId: concept.CN_id,
        conceptName: concept.CN_Name,
        subconceptId: sc.SC_id,
        subconceptName: sc.SC_Name,
        video: { id: video.CT_id, name: video.CT_Name },
        reading: { id: reading.CT_id, name: reading.CT_Name },
      };
    } else if (!other && sc.content[0]) {
      other = { subconceptId: sc.SC_id, id: sc.content[0].CT_id };
    }
    if (lesson && other) return { ...lesson, unsaved: other };
  }
  throw new Error('The demo school has no subconcept with a video, a document and practice questions');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Stand-ins for what a catalogue text leaves open: any number, any text. */
const ANY_NUMBER = 987_654;
const ANY_TEXT = '\u0000';
/** A catalogue text as a pattern in which ANY_NUMBER matches any number and ANY_TEXT any text. */
const shaped = (text: string, number = '\\d+') =>
  escapeRegExp(text).replaceAll(String(ANY_NUMBER), number).replaceAll(ANY_TEXT, '.+');

const studyHref = (lesson: Lesson, contentId: number) =>
  `/student/learning/study/subconcept/${lesson.subconceptId}/${contentId}`;

/** The app shell comes from the service worker: it must control the page before the connection drops. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = () => page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  if (!(await controlled())) await page.reload();
  await expect.poll(controlled, { timeout: 15_000 }).toBe(true);
}

/** Waits until a video element has loaded its metadata (true) or failed (false). */
const videoLoads = (element: HTMLVideoElement) =>
  new Promise<boolean>((resolve) => {
    if (element.readyState >= 1) resolve(true);
    element.addEventListener('loadedmetadata', () => resolve(true));
    element.addEventListener('error', () => resolve(false));
    setTimeout(() => resolve(element.readyState >= 1), 10_000);
  });

describe('offline study', { tags: ['hindi'] }, () => {
  it('saves two items, studies them and answers a practice quiz offline, reloads offline, and syncs once', async () => {
    const lesson = await findLesson();
    const { video, reading } = lesson;
    const practice = { as, params: { subconceptId: lesson.subconceptId } };
    const resultsBefore = (await server.ok(api.student.practiceHistory, practice)).results.length;

    await withPage('desktop', async (page) => {
      await signIn(page, STUDENT.username, STUDENT.password);
      await heading(page, m.student.dashboard.title).waitFor({ timeout: 15_000 });
      await underServiceWorker(page);

      // Online: the journey once; it keeps a copy of every level (5 s after it shows, when idle) and
      // says so when all are on the device.
      await page.goto('/student/learning');
      await heading(page, m.learning.journey.title).waitFor({ timeout: 15_000 });
      await page
        .getByTestId('journey-kept')
        .getByText(m.learning.journey.keptOnDevice)
        .waitFor({ timeout: 30_000 });
      for (const item of [video, reading]) {
        await page.goto(studyHref(lesson, item.id));
        await heading(page, item.name).waitFor({ timeout: 15_000 });
        await expect(
          page.getByText(new RegExp(shaped(m.learning.offline.free(ANY_TEXT)))).innerText(),
        ).resolves.toMatch(new RegExp(shaped(m.learning.offline.size(ANY_TEXT))));
        await page
          .getByRole('button', {
            name: new RegExp(`^${shaped(m.learning.offline.saveNamed(item.name, ANY_TEXT))}`),
          })
          .click();
        await page.getByTestId('offline-saved').waitFor({ timeout: 30_000 });
      }
      await atBothWidths(page, 'offline-study-saved', { axe: true });

      // Offline: the journey lists what was saved, and says what works.
      await page.context().setOffline(true);
      await page.getByRole('link', { name: m.learning.viewer.backToLearning }).click();
      await heading(page, m.learning.journey.title).waitFor();
      await page.getByTestId('offline-banner').waitFor();
      await page.getByTestId('offline-study-note').getByText(m.chrome.offlineStudy).waitFor();
      const saved = page.getByTestId('saved-list');
      await saved.getByRole('link', { name: video.name }).waitFor();
      // The tree opens from the device too, down to the lesson.
      await openInTree(page, lesson.courseName);
      await openInTree(page, lesson.conceptName);
      await page.getByRole('heading', { name: lesson.subconceptName, level: 4 }).waitFor();
      await atBothWidths(page, 'offline-study-journey', { axe: true });

      // The video plays from the device.
      await saved.getByRole('link', { name: video.name }).click();
      await heading(page, video.name).waitFor();
      expect(await page.locator('video').getAttribute('src')).toMatch(/^blob:/);
      expect(await page.locator('video').evaluate(videoLoads), 'the saved video loads offline').toBe(true);

      // The reading opens from the device and is read to the end (progress and a bookmark, kept).
      await page.getByRole('link', { name: m.learning.viewer.backToLearning }).click();
      await saved.getByRole('link', { name: reading.name }).click();
      await heading(page, reading.name).waitFor();
      const frame = page.locator(`iframe[title*="${reading.name}"]`);
      expect(await frame.getAttribute('src')).toMatch(/^blob:/);
      await page.frameLocator(`iframe[title*="${reading.name}"]`).locator('p').first().waitFor();
      await frame.evaluate((element: HTMLIFrameElement) =>
        element.contentWindow?.scrollTo(0, element.contentDocument?.documentElement.scrollHeight ?? 0),
      );
      await atBothWidths(page, 'offline-study-reading', { axe: true });
      await page.getByRole('link', { name: m.learning.viewer.backToLearning }).click();

      // The practice quiz of the subconcept, answered offline: kept on the device.
      await saved
        .getByRole('link', { name: m.learning.offline.practiceNamed(lesson.subconceptName) })
        .click();
      await heading(page, `${m.learning.practice.title}: ${lesson.subconceptName}`).waitFor({
        timeout: 15_000,
      });
      const counter = new RegExp(`^${shaped(m.learning.practice.questionOf(1, ANY_NUMBER), '(\\d+)')}$`);
      const total = Number((await page.getByText(counter).innerText()).match(counter)?.[1]);
      for (let n = 1; n <= total; n++) {
        await page.getByText(m.learning.practice.questionOf(n, total)).waitFor();
        await page.getByRole('radio').first().check();
        await page
          .getByRole('button', { name: n === total ? m.learning.practice.submit : m.learning.practice.next })
          .click();
      }
      await page.getByRole('heading', { name: m.learning.practice.keptTitle }).waitFor();
      await atBothWidths(page, 'offline-study-practice-kept', { axe: true });

      // A reload with no connection: the shell from the service worker, the journey and the outbox from the device.
      await page.getByRole('link', { name: m.learning.practice.backToLearning }).click();
      await heading(page, m.learning.journey.title).waitFor();
      await page.reload();
      await heading(page, m.learning.journey.title).waitFor({ timeout: 15_000 });
      await page
        .getByTestId('offline-study-note')
        .getByText(new RegExp([1, ANY_NUMBER].map((count) => shaped(m.chrome.waiting(count))).join('|')))
        .waitFor();
      await saved.getByRole('link', { name: reading.name }).waitFor();
      await atBothWidths(page, 'offline-study-reloaded', { axe: true });

      // An item not saved says so instead of failing.
      await page.goto(
        `/student/learning/study/subconcept/${lesson.unsaved.subconceptId}/${lesson.unsaved.id}`,
      );
      await page
        .getByTestId('not-saved')
        .getByText(m.learning.offline.notSavedTitle)
        .waitFor({ timeout: 15_000 });
      await atBothWidths(page, 'offline-study-not-saved', { axe: true });
      await page.getByRole('link', { name: m.learning.viewer.backToLearning }).click();
      await heading(page, m.learning.journey.title).waitFor();

      // Back online: everything waiting is sent, the quiz is marked and the student is told.
      await page.context().setOffline(false);
      await page
        .getByText(
          new RegExp(
            `^${shaped(m.learning.offline.marked(lesson.subconceptName, ANY_NUMBER, ANY_NUMBER, ANY_NUMBER))}`,
          ),
        )
        .waitFor({ timeout: 45_000 });
      await page.getByTestId('offline-study-note').waitFor({ state: 'detached', timeout: 45_000 });
      await atBothWidths(page, 'offline-study-synced', { axe: false });

      // A reload online sends nothing twice.
      await page.reload();
      await heading(page, m.learning.journey.title).waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
    });

    // The server holds the practice result once, and the reading's progress and bookmark made offline.
    const results = (await server.ok(api.student.practiceHistory, practice)).results;
    expect(results).toHaveLength(resultsBefore + 1);
    const item = await server.ok(api.content.subconceptContentItem, {
      as,
      params: { subconceptId: lesson.subconceptId, contentId: reading.id },
    });
    expect(item.content.progress).toBe(100);
    expect(item.content.bookmark?.position).toBe(100);
  }, 240_000);
});

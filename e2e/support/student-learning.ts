import { api } from '@pathshala/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { e2eApi, sessionOf, studyTreeOf } from './api';
import {
  expectNoSeriousAxeViolations,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
  type ViewportName,
} from './browser';
import { m } from './language';

/**
 * The student's learning journey (learning*.test.ts, one demo school per file): the demo student
 * signed in at both widths, the demo's study items by type, and the helpers its files share.
 */

/** One signed-in student tab per viewport, shared by the tests of the calling file. */
export const pages = {} as Record<ViewportName, Page>;
/** The calling file's browser (useSignedInStudent). */
export let browser: Browser;
const contexts: BrowserContext[] = [];

/**
 * Signs the demo student in at both widths for the calling file (after its useDemoServer) and finds
 * the study items; closes the browser after the file.
 */
export function useSignedInStudent(): void {
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
    Object.assign(studyItems, await findStudyItems(pages.desktop));
  }, 60_000);
  afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close();
    await browser?.close();
  });
}

export interface StudyItem {
  contentId: number;
  subconceptId: number;
  name: string;
  subconceptName: string;
}
/** The demo's study items by type (VID, PDF, PPT, DOC, WEB), found once per file. */
export const studyItems: Record<string, StudyItem[]> = {};

const server = e2eApi();

/** A study item as the API gives it to the page's student (with the page's own session). */
export async function contentOf(page: Page, item: StudyItem) {
  const { content } = await server.ok(api.content.subconceptContentItem, {
    as: await sessionOf(page),
    params: { subconceptId: item.subconceptId, contentId: item.contentId },
  });
  return content;
}

/** Every demo content item by type, found through the API the way the tree finds them. */
async function findStudyItems(page: Page): Promise<Record<string, StudyItem[]>> {
  const found: Record<string, StudyItem[]> = {};
  const as = await sessionOf(page);
  for await (const { subconcept: sc } of studyTreeOf(server, as)) {
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
  return found;
}

export const studyHref = (item: StudyItem) =>
  `/student/learning/study/subconcept/${item.subconceptId}/${item.contentId}`;
export const title = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Stand-ins for what a catalogue text leaves open: any number, any text. */
export const ANY_NUMBER = 987_654;
export const ANY_TEXT = '\u0000';
/** A catalogue text as a pattern in which ANY_NUMBER matches any number and ANY_TEXT any text. */
export const shaped = (text: string) =>
  escapeRegExp(text).replaceAll(String(ANY_NUMBER), '\\d+').replaceAll(ANY_TEXT, '.+');

/** Opens a study item at both widths, waits until it shows, checks axe and takes screenshots. */
export async function lookAtViewer(item: StudyItem, name: string, ready: (page: Page) => Promise<void>) {
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

import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { demoServer } from './demo-server';
import { collectData, E2E_LANGUAGE, expectOnlyCatalogueText, m, openIn } from './language';

/** The address of the calling file's demo server (see useDemoServer). */
export const baseUrl = () => demoServer().baseUrl;

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Debian's Chromium, never a downloaded one: its headless shell (the engine without the browser's own
 * interface, a fifth less CPU than the full browser run headless); flags keep it off the network this
 * machine does not have.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/**
 * A context of its own at a viewport, in the journeys' language (E2E_LANGUAGE), collecting the data the
 * server sends so a screen's text can be told apart from the catalogue's.
 */
export async function newContext(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  options: Pick<BrowserContextOptions, 'serviceWorkers'> = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, viewport: VIEWPORTS[viewport], baseURL: baseUrl() });
  await openIn(context, E2E_LANGUAGE);
  collectData(context);
  return context;
}

/**
 * Waits until no finite CSS transition or animation runs (loaders spin forever) and every dialog and
 * toast is fully shown, over two animation frames in a row (a transition may start a frame after its
 * element mounts), up to 10 s: a dialog or notification fading in or out has part of its contrast, which
 * axe would report against a page a person sees settled. A layout given just before (a new width) is
 * laid out by then.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const settled = () =>
          document
            .getAnimations()
            .every((animation) => animation.effect?.getTiming().iterations === Infinity) &&
          [...document.querySelectorAll('[role="dialog"], .mantine-Notification-root')].every(
            (element) => getComputedStyle(element).opacity === '1',
          );
        return new Promise((done) =>
          requestAnimationFrame(() => {
            const first = settled();
            requestAnimationFrame(() => done(first && settled()));
          }),
        );
      },
      undefined,
      { timeout: 10_000, polling: 50 },
    )
    .catch(() => undefined); // a slow page is axe's to judge, not this wait's
}

const require = createRequire(import.meta.url);

/** axe-core's browser build, evaluated into a page before its first check. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's rules whose every check finds at most a moderate problem (landmarks, heading order, region...):
 * they can never fail a screen, which fails on serious and critical findings only, so they are not run.
 * Read from the axe-core the pages run, so an upgrade keeps the list right.
 */
const MINOR_OR_MODERATE_RULES = ((): string[] => {
  interface Check {
    id?: string;
  }
  interface Rule {
    id: string;
    any: (string | Check)[];
    all: (string | Check)[];
    none: (string | Check)[];
  }
  const axe = require('axe-core');
  const audit = axe._audit as { rules: Rule[]; data: { checks: Record<string, { impact?: string }> } };
  const impactOf = (check: string | Check) =>
    audit.data.checks[typeof check === 'string' ? check : (check.id ?? '')]?.impact;
  const rules = audit.rules
    .filter((rule) =>
      [...rule.any, ...rule.all, ...rule.none].every((check) =>
        ['minor', 'moderate'].includes(impactOf(check) ?? ''),
      ),
    )
    .map((rule) => rule.id);
  if (rules.includes('color-contrast'))
    throw new Error('axe-core changed how it keeps impacts: update browser.ts');
  return rules;
})();

/**
 * axe.run in the page itself. @axe-core/playwright's analyze() took 1.3 to 6.5 s a check (it runs
 * in parts per frame and assembles them in a new page); this takes 0.3 to 1.9 s on the same screens.
 * Frames are not entered: the app's only frames hold a school's own web pages and readings.
 * Only violations are gathered (axe's own speed-up).
 */
const AXE_OPTIONS: RunOptions = {
  rules: Object.fromEntries(MINOR_OR_MODERATE_RULES.map((id) => [id, { enabled: false }])),
  resultTypes: ['violations'],
  iframes: false,
};

async function seriousAxeFindings(page: Page): Promise<string[]> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async (options) =>
      (
        await (
          window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }
        ).axe.run(document, options)
      ).violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target, html }) => ({ target: target.map(String), html })),
      })),
    AXE_OPTIONS,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    );
}

/**
 * Fails on any serious or critical axe finding on the page as it is now, once it has settled. A toast
 * that starts fading out while axe reads it has half its contrast: such a finding alone is read again
 * once the toast has finished (shown or gone).
 */
export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  let serious = await seriousAxeFindings(page);
  if (
    serious.length > 0 &&
    serious.every((finding) => /^color-contrast .*mantine-Notification/.test(finding))
  ) {
    // Until every toast is fully shown or gone (however long a loaded machine takes to fade it).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.mantine-Notification-root')].every(
          (toast) => getComputedStyle(toast).opacity === '1',
        ),
      undefined,
      { timeout: 15_000, polling: 50 },
    );
    serious = await seriousAxeFindings(page);
  }
  if (serious.length > 0 && serious.every((finding) => finding.startsWith('color-contrast'))) {
    // A control read in its first frames (a dialog's button as it fades in) can show half its
    // contrast; a real contrast problem is still there half a second later.
    await page.waitForTimeout(500);
    serious = await seriousAxeFindings(page);
  }
  expect(serious, `axe on ${label}: ${serious.join('; ')}`).toEqual([]);
}

const SHOTS_DIR = resolve(import.meta.dirname, '../../screenshots');
/** Full-page screenshot under screenshots/ (git-ignored) for a person to look at; Hindi ones end in -hi. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const suffix = E2E_LANGUAGE === 'en' ? '' : `-${E2E_LANGUAGE}`;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}${suffix}.png`, fullPage: true });
}

/** Opens a part of the learning tree unless it is open already (the tree remembers what was open). */
export async function openInTree(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded', { timeout: 15_000 })) !== 'true') await toggle.click();
}

/** Signs in through the login form with a demo account. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(m.login.usernameLabel).fill(username);
  await page.getByLabel(m.login.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: m.login.submit, exact: true }).click();
}

/**
 * Launches Chromium for the calling test file (closed after it). `withPage` opens a fresh context
 * (its own storage, so no session leaks between tests) at a viewport, runs the steps and closes it.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  return {
    withPage: async <T>(
      viewport: ViewportName,
      run: (page: Page) => Promise<T>,
      options: Pick<BrowserContextOptions, 'serviceWorkers'> = {},
    ): Promise<T> => {
      if (!browser) throw new Error('The browser is not running');
      const context = await newContext(browser, viewport, options);
      const page = await context.newPage();
      try {
        return await run(page);
      } finally {
        await context.close();
      }
    },
  };
}

/**
 * Opens the screen at `path` and waits for its data: its h1, then no skeleton, busy region or
 * loading line left (the English words are inside the pseudo-language's marks too).
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await heading(page, /.+/).waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () =>
      !document.querySelector('.mantine-Skeleton-root, [aria-busy="true"]') &&
      !/Loading…|Checking…/.test(document.body.innerText),
    null,
    { timeout: 15_000 },
  );
}

/** The page's one h1 by its name. */
export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

/**
 * What every screen must pass at each width: a screenshot to look at, axe, no sideways scroll, and
 * (in Hindi) no text outside the catalogue.
 */
export async function checkScreen(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await screenshot(page, `${name}-${viewport}`);
  await expectNoSeriousAxeViolations(page, `${name} at ${viewport}`);
  await expectOnlyCatalogueText(page, name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${viewport}`).toBeLessThanOrEqual(0);
}

/** Picks an option of a Mantine select or combobox by the field's label. */
export async function chooseOption(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  await page.getByLabel(label).first().click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * The page as it is now at phone and then desktop width: a full-page screenshot of each, no
 * sideways scroll, and with `axe` (every distinct screen) no serious axe finding at either.
 */
export async function atBothWidths(page: Page, name: string, { axe }: { axe: boolean }): Promise<void> {
  const before = page.viewportSize();
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    // From the top: a sticky header would otherwise sit mid-page in a full-page screenshot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settleAnimations(page); // laid out at the new width, transitions done
    if (axe) await checkScreen(page, name, viewport);
    else {
      await screenshot(page, `${name}-${viewport}`);
      await expectOnlyCatalogueText(page, name);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways at ${viewport}`).toBeLessThanOrEqual(0);
    }
  }
  if (before) await page.setViewportSize(before);
}

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, launchBrowser } from './support/browser';

/** The axe check every screen passes (support/browser.ts), on pages made here: it must still catch. */
describe('the axe check of a screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const check = async (body: string) => {
    const page = await browser.newPage();
    try {
      await page.setContent(
        `<!doctype html><html lang="en"><head><title>Check</title></head><body>${body}</body></html>`,
      );
      await expectNoSeriousAxeViolations(page, 'the page');
    } finally {
      await page.close();
    }
  };

  it('passes a clean page, and one with moderate findings only (no landmarks)', async () => {
    await check('<main><h1>Fine</h1><p>Readable text.</p></main>');
    await check('<div><h1>No landmark</h1><h3>Skips a level</h3></div>');
  });

  it('fails on a critical finding (an image with no text) and a serious one (faint text), naming them', async () => {
    await expect(check('<main><h1>Bad</h1><img src="data:,"></main>')).rejects.toThrow(
      /image-alt \(critical\)/,
    );
    await expect(
      check('<main><h1>Bad</h1><p style="color:#ddd;background:#fff">Faint words</p></main>'),
    ).rejects.toThrow(/color-contrast \(serious\)/);
  });

  it('fails on a button with no name inside a form, as a person with a screen reader would meet it', async () => {
    await expect(check('<main><h1>Bad</h1><form><button></button></form></main>')).rejects.toThrow(
      /button-name/,
    );
  });
});

import { libraryMessages } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { fileWork } from '../../lib/work-queue';
import { craftZip, deflateBomb, deflated } from '../admin/crafted-zip.test-helper';
import { MAX_PART_BYTES, toReadingHtml } from './document-convert';
import { craftDocx } from './library.test-support';

describe('documents become the document viewer’s HTML', () => {
  it('converts a .docx with mammoth into a whole, plain page', async () => {
    const html = (
      await toReadingHtml(craftDocx(['# Forces', 'A push or a pull & more.']), 'docx', 1)
    ).toString();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<h1>Forces</h1>');
    expect(html).toContain('<p>A push or a pull &amp; more.</p>');
  });

  it('gives the same bytes for the same document (so it is stored once)', async () => {
    const docx = craftDocx(['# Same', 'Words']);
    expect((await toReadingHtml(docx, 'docx', 1)).equals(await toReadingHtml(docx, 'docx', 1))).toBe(true);
  });

  it('keeps reading elements of an HTML page and drops scripts, handlers, styles and other schemes', async () => {
    const page = Buffer.from(`<!doctype html><html><head><title>Secret title</title><style>body{}</style>
      <script>alert(1)</script></head><body onload="x()"><h2 onclick="x()">Water</h2>
      <p>Roots <a href="javascript:alert(1)">bad</a> <a href="https://example.org/x">good</a> <a href="#n1">note</a></p>
      <img src="https://tracker.example/p.png"><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">
      <iframe src="https://example.org"></iframe><form><input></form></body></html>`);
    const html = (await toReadingHtml(page, 'html', 1)).toString();
    expect(html).toContain('<h2>Water</h2>');
    expect(html).not.toMatch(
      /script|onload|onclick|javascript:|iframe|<form|<input|<style|Secret title|tracker/,
    );
    expect(html).toContain(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(html).toContain('<a href="#n1">note</a>');
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" />');
  });

  it('refuses a document with no text, a damaged .docx and a zip bomb', async () => {
    await expect(
      toReadingHtml(Buffer.from('<!doctype html><html><body> </body></html>'), 'html', 1),
    ).rejects.toMatchObject({
      message: libraryMessages.htmlEmpty,
    });
    const docx = craftDocx(['Text']);
    await expect(toReadingHtml(docx.subarray(0, docx.length - 30), 'docx', 1)).rejects.toMatchObject({
      statusCode: 400,
      message: libraryMessages.documentUnreadable,
    });
    // Declares a kilobyte, inflates to hundreds of megabytes: stopped at the declared size.
    const bomb = deflateBomb(300 * 1024);
    const lying = craftZip([
      { name: '[Content_Types].xml', ...entryOf('<Types/>') },
      { name: 'word/document.xml', data: bomb.data, centralUncompressed: 1024 },
    ]);
    await expect(toReadingHtml(lying, 'docx', 1)).rejects.toMatchObject({
      message: libraryMessages.documentUnreadable,
    });
  });
});

describe('conversions share the server’s file queue and refuse an oversized main part', () => {
  it('eight documents of three people at once: never more than two convert, never two of one person', async () => {
    let peak = 0;
    let peakOfOne = 0;
    const stop = fileWork.watch(({ running, runningBy }) => {
      peak = Math.max(peak, running);
      peakOfOne = Math.max(peakOfOne, ...runningBy.values());
    });
    try {
      const owners = [11, 11, 11, 12, 12, 12, 13, 13];
      const pages = await Promise.all(
        owners.map((owner, index) => toReadingHtml(craftDocx([`Document ${index}`]), 'docx', owner)),
      );
      for (const [index, page] of pages.entries()) {
        expect(page.toString()).toContain(`<p>Document ${index}</p>`);
      }
    } finally {
      stop();
    }
    expect(peak).toBe(2);
    expect(peakOfOne).toBe(1);
    expect(fileWork.size).toEqual({ running: 0, waiting: 0 });
  });

  it('a .docx whose word/document.xml unpacks past 32 MB is refused as too large, from the zip directory', async () => {
    const paragraph = 'The same sentence, many times, compresses to almost nothing. ';
    const count = Math.ceil(MAX_PART_BYTES / paragraph.length);
    const docx = craftDocx(Array.from({ length: count }, () => paragraph));
    expect(docx.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    await expect(toReadingHtml(docx, 'docx', 1)).rejects.toMatchObject({
      statusCode: 400,
      message: libraryMessages.documentTooLargeToShow,
    });
    // Refused from the sizes the zip declares, before anything is inflated or converted.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

function entryOf(text: string) {
  const { data, size, crc } = deflated(text);
  return { data, crc, centralUncompressed: size };
}

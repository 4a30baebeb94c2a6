import { libraryMessages } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { craftZip, deflateBomb, deflated } from '../admin/crafted-zip.test-helper';
import { toReadingHtml } from './document-convert';
import { craftDocx } from './library.test-support';

describe('documents become the document viewer’s HTML', () => {
  it('converts a .docx with mammoth into a whole, plain page', async () => {
    const html = (
      await toReadingHtml(craftDocx(['# Forces', 'A push or a pull & more.']), 'docx')
    ).toString();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<h1>Forces</h1>');
    expect(html).toContain('<p>A push or a pull &amp; more.</p>');
  });

  it('gives the same bytes for the same document (so it is stored once)', async () => {
    const docx = craftDocx(['# Same', 'Words']);
    expect((await toReadingHtml(docx, 'docx')).equals(await toReadingHtml(docx, 'docx'))).toBe(true);
  });

  it('keeps reading elements of an HTML page and drops scripts, handlers, styles and other schemes', async () => {
    const page = Buffer.from(`<!doctype html><html><head><title>Secret title</title><style>body{}</style>
      <script>alert(1)</script></head><body onload="x()"><h2 onclick="x()">Water</h2>
      <p>Roots <a href="javascript:alert(1)">bad</a> <a href="https://example.org/x">good</a> <a href="#n1">note</a></p>
      <img src="https://tracker.example/p.png"><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">
      <iframe src="https://example.org"></iframe><form><input></form></body></html>`);
    const html = (await toReadingHtml(page, 'html')).toString();
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
      toReadingHtml(Buffer.from('<!doctype html><html><body> </body></html>'), 'html'),
    ).rejects.toMatchObject({
      message: libraryMessages.htmlEmpty,
    });
    const docx = craftDocx(['Text']);
    await expect(toReadingHtml(docx.subarray(0, docx.length - 30), 'docx')).rejects.toMatchObject({
      statusCode: 400,
      message: libraryMessages.documentUnreadable,
    });
    // Declares a kilobyte, inflates to hundreds of megabytes: stopped at the declared size.
    const bomb = deflateBomb(300 * 1024);
    const lying = craftZip([
      { name: '[Content_Types].xml', ...entryOf('<Types/>') },
      { name: 'word/document.xml', data: bomb.data, centralUncompressed: 1024 },
    ]);
    await expect(toReadingHtml(lying, 'docx')).rejects.toMatchObject({
      message: libraryMessages.documentUnreadable,
    });
  });
});

function entryOf(text: string) {
  const { data, size, crc } = deflated(text);
  return { data, crc, centralUncompressed: size };
}

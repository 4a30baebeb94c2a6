import { HTML_DOCUMENT_CSP } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { withDocumentPolicy } from './saved-content';

const meta = `<meta http-equiv="Content-Security-Policy" content="${HTML_DOCUMENT_CSP}">`;

describe('a document saved for offline', () => {
  it("carries the server's policy right after its doctype, which stays first", async () => {
    const saved = await withDocumentPolicy(
      new Blob(['<!DOCTYPE html>\n<html><body><p>Energy</p></body></html>'], { type: 'text/html' }),
    );
    expect(await saved.text()).toBe(`<!DOCTYPE html>${meta}\n<html><body><p>Energy</p></body></html>`);
    expect(saved.type).toBe('text/html');
  });

  it('carries the policy first when there is no doctype', async () => {
    const saved = await withDocumentPolicy(
      new Blob(['<p>Hi</p><script>alert(1)</script>'], { type: 'text/html' }),
    );
    expect(await saved.text()).toBe(`${meta}<p>Hi</p><script>alert(1)</script>`);
  });

  it('leaves other files as they are', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    expect(await withDocumentPolicy(pdf)).toBe(pdf);
  });
});

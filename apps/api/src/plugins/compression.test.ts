import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { WORKER_FILE } from './web';

/** A built web app as precompress.ts leaves it: each text file with a .br and a .gz beside it. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pathshala-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  const write = (path: string, text: string) => {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  write('index.html', `<!doctype html><title>Pathshala</title>${'<!-- padding -->'.repeat(100)}`);
  write('assets/app-abc123.js', `console.log(${JSON.stringify('x'.repeat(5000))});`);
  write('assets/app-abc123.css', 'body { color: black; }');
  write('assets/pdf.worker-abc123.mjs', 'self.onmessage = () => {};');
  return dir;
}

let t: TestApp;
let webDir: string;
let token: string;
beforeAll(async () => {
  webDir = fakeWebBuild();
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  token = (await t.login('teacher1')).token;
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('compressed answers and files', () => {
  it('sends the build’s brotli or gzip copy of a file to a browser that accepts it, and the file to one that does not', async () => {
    const asset = '/assets/app-abc123.js';
    const br = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');

    const gz = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log');

    const plain = await t.app.inject({ url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');

    // The app's own pages (any path the router knows) are index.html, compressed and never cached.
    const page = await t.app.inject({ url: '/student/assessments', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Pathshala</title>');
  });

  it('sends a script or stylesheet only the headers that act on it, a page and a worker all of them', async () => {
    // Each header a page needs would otherwise ride on every one of the first page's dozen files.
    const DOCUMENT_ONLY = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-frame-options',
      'x-xss-protection',
      'x-download-options',
      'x-dns-prefetch-control',
      'x-permitted-cross-domain-policies',
    ];
    for (const asset of ['/assets/app-abc123.js', '/assets/app-abc123.css']) {
      const answer = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode).toBe(200);
      for (const header of DOCUMENT_ONLY)
        expect(answer.headers[header], `${asset} ${header}`).toBeUndefined();
      // What does act on a subresource stays: no sniffing, no use by other sites, the referrer rule of its own fetches.
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
    // A worker runs under the policy its own answer carries: it keeps the CSP; so does every page.
    const worker = await t.app.inject({ url: '/assets/pdf.worker-abc123.mjs' });
    expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
    const page = await t.app.inject({ url: '/login' });
    for (const header of DOCUMENT_ONLY) expect(page.headers[header], `page ${header}`).toBeDefined();
  });

  it('answers a missing asset 404, not with the app (a stale page must not run HTML as a script)', async () => {
    const missing = await t.app.inject({ url: '/assets/screen-gone123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>Pathshala</title>');
  });

  it('compresses a large JSON answer for a browser that asks, not one of a few KB, and not without asking', async () => {
    const url = '/api/docs/json';
    const big = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(big.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(document).length / 4);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toMatch(/^3\./);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3\./);

    // A few KB (a list, a paper) goes as it is: cheaper than compressing it at an exam's start.
    const small = await t.app.inject({
      url: '/api/assessments/list',
      headers: { 'accept-encoding': 'br', authorization: `Bearer ${token}` },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().success).toBe(true);
  });
});

describe('the workers of the web app', () => {
  /** Every script the web app's source starts as a worker: `new Worker(new URL(...))`, pdf.js's `workerSrc`, `?worker`. */
  function workerScripts(): string[] {
    const source = new URL('../../../web/src/', import.meta.url);
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const started = [
      /new\s+(?:Shared)?Worker\(\s*new\s+URL\(\s*['"]([^'"]+)['"]/g,
      /workerSrc\s*=\s*new\s+URL\(\s*['"]([^'"]+)['"]/g,
      /from\s+['"]([^'"]+\?(?:shared)?worker)['"]/g,
    ];
    return files.flatMap((file) => {
      const text = readFileSync(new URL(file, source), 'utf8');
      return started.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
    });
  }

  it('each has "worker" in its file name, so it is served with its CSP (plugins/web.ts)', () => {
    const scripts = workerScripts();
    expect(scripts).toContain('pdfjs-dist/build/pdf.worker.min.mjs'); // the scan finds the one there is
    // The build names a file after the module (`?worker` is no part of it).
    for (const script of scripts) expect(script.split('?')[0]?.split('/').at(-1)).toMatch(WORKER_FILE);
  });
});

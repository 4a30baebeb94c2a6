import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { messages } from '@pathshala/contracts';
import type { FastifyInstance } from 'fastify';

/** Scripts and stylesheets the page loads; a worker script runs under its own answer's CSP instead. */
const SUBRESOURCE = /\.(js|mjs|css)(\.br|\.gz)?$/;
/**
 * A worker script is told by its file name, not by the request's Sec-Fetch-Dest: the service worker
 * precaches every script with a plain fetch and answers the worker's own request from that copy.
 * compression.test.ts checks that every worker the web app starts has such a name.
 */
export const WORKER_FILE = /worker/i;
/**
 * Security headers that act only on a page (its CSP, framing, window isolation): on a script or a
 * stylesheet they do nothing but add about 600 bytes to each of the first page's dozen files.
 * No-sniffing, the resource policy and the referrer rule of a stylesheet's own fetches stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
];

/**
 * Serves the built web app on the API's origin. Hashed assets are cached for a year; index.html and
 * the service worker never, so a new release reaches users. Text files go as the build compressed
 * them (`.br`, `.gz` beside each, see apps/web/precompress.ts) to a browser that accepts it. Unknown
 * /api and /assets paths answer 404; any other GET answers the app, whose router shows its own 404 page.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(`${webDistDir}/index.html`);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (!filePath.includes('/assets/')) {
          reply.header('Cache-Control', 'no-cache');
          return;
        }
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        if (SUBRESOURCE.test(filePath) && !WORKER_FILE.test(filePath))
          for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing /assets file (a screen's chunk of an older release) is a 404 the app reloads on, never the page.
    const wantsPage =
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/assets/');
    if (wantsPage && hasWebApp) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ success: false, message: `${messages.api.notFound}: ${request.method} ${path}` });
  });
}

import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** Whether any string in a parsed JSON value, key or value, holds a NUL character. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/**
 * Request text: JSON bodies through Fastify's safe parser (refuses __proto__ and constructor
 * poisoning), and no NUL character anywhere, in the body, the path or the query string:
 * PostgreSQL cannot store NUL in text and would otherwise answer with a 500.
 * An empty body labelled JSON counts as no body.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // '%00' is the only way a NUL reaches the URL: Node refuses a raw one in the request line.
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00')) throw badRequest(NUL_MESSAGE);
  });

  const parseSafely = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Some clients label a body-less POST as JSON: treat it as no body rather than refuse it.
    if (body === '') {
      done(null, undefined);
      return;
    }
    parseSafely(request, String(body), (error, parsed) => {
      if (error) done(error, undefined);
      // Checked on the parsed value, so every spelling of the escape is caught and none of plain text.
      else if (containsNul(parsed)) done(badRequest(NUL_MESSAGE), undefined);
      else done(null, parsed);
    });
  });
}

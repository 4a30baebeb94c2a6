import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

/**
 * JSON bodies: Fastify's safe parser (refuses __proto__ and constructor poisoning), plus a refusal of
 * NUL characters, which PostgreSQL cannot store in text and would otherwise surface as a 500.
 * An empty body labelled JSON counts as no body.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseSafely = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Some clients label a body-less POST as JSON: treat it as no body rather than refuse it.
    if (body === '') {
      done(null, undefined);
      return;
    }
    if (typeof body === 'string' && /(?<!\\)\\u0000/.test(body)) {
      done(badRequest('Text must not contain NUL characters.'), undefined);
      return;
    }
    parseSafely(request, String(body), done);
  });
}

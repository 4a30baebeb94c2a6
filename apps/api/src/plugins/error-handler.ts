import { messages } from '@pathshala/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorIn, databaseUnavailable } from '../lib/database-errors';
import { AppError } from '../lib/errors';

/** How long a device waits before sending again a request the database could not take. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * What of an unexpected error may be logged. A database error's message, query, parameters and
 * detail carry the row's values (password hashes, names, dates of birth), so only its codes and
 * names are kept, with the stack's frames to say where it happened.
 */
function loggableError(error: Error): object {
  const fromDatabase = databaseErrorIn(error);
  if (error.name !== 'DrizzleQueryError' && !fromDatabase) return error;
  const { code, constraint, table, column, routine } = fromDatabase ?? {};
  return {
    type: 'DatabaseError',
    code,
    constraint,
    table,
    column,
    routine,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

/**
 * Every error leaves as `{ success: false, message }` (decisions.md): validation as 400 with the
 * first issue's message (the spec's text), never a stack trace, never a 500 for bad input.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({ ...error.details, success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      // Unknown fields are ignored (bodies are not strict), so the first issue's own words serve.
      const message = first?.message ?? 'Invalid request';
      request.log.debug({ field }, 'validation failed');
      return reply.code(400).send({ success: false, message });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ success: false, message: messages.api.malformedJson });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.code(413).send({ success: false, message: messages.api.tooLarge });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ success: false, message: messages.api.throttled });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    }
    if (databaseUnavailable(error)) {
      // Nothing was wrong with the request: a device sends it again after the wait (PostgreSQL
      // restarting, or its connections all taken); the pool reconnects by itself.
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ success: false, message: messages.api.unavailable });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(500).send({ success: false, message: messages.api.serverError });
  });
}

import { messages } from '@pathshala/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { PasswordGuessWait } from '../lib/password-guesses';

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The database's own error inside a Drizzle or driver wrapper, found by its SQLSTATE code. */
function databaseError(error: unknown): Record<string, unknown> | undefined {
  for (let current = error; current && typeof current === 'object'; ) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) {
      return candidate as Record<string, unknown>;
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * What of an unexpected error may be logged. A database error's message, query, parameters and
 * detail carry the row's values (password hashes, names, dates of birth), so only its codes and
 * names are kept, with the stack's frames to say where it happened.
 */
function loggableError(error: Error): object {
  const isDatabase = error.name === 'DrizzleQueryError' || databaseError(error) !== undefined;
  if (!isDatabase) return error;
  const { code, constraint, table, column, routine } = databaseError(error) ?? {};
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
      if (error instanceof PasswordGuessWait) reply.header('retry-after', String(error.retryAfterSeconds));
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
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(500).send({ success: false, message: messages.api.serverError });
  });
}

import { z } from 'zod';
import type { UserType } from '../enums';

/**
 * The words for the two commonest mistakes in a request, for whoever writes a client: a missing
 * field is named, a wrong type says what was expected. A field's own message (the spec's) wins.
 */
/** zod's expected types in words ('int' is a number written without a fraction). */
const EXPECTED_WORDS: Record<string, string> = {
  int: 'a whole number',
  array: 'an array',
  object: 'an object',
};

z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    const field = issue.path?.join('.') || 'The request';
    if (issue.input === undefined) return `${field} is required`;
    return `${field} must be ${EXPECTED_WORDS[issue.expected] ?? `a ${issue.expected}`}`;
  },
});

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One API call: its path (Fastify syntax, `:param`), its schemas and who may call it.
 * The server registers routes from these and the client builds and parses requests with them.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  /** 'public' needs no token; otherwise the roles allowed. */
  access: 'public' | readonly UserType[];
  /**
   * Callable by someone signed in with a temporary password they must still change; every other
   * signed-in call refuses them until they do.
   */
  allowsTemporaryPassword?: true;
  /**
   * Also accepts, instead of the bearer header, a link token for the one item in the path in the
   * `token` query parameter (media elements cannot send headers); never the access token.
   */
  linkToken?: true;
  /**
   * Also accepts the access token itself in the `token` query parameter: the spec's content serve
   * (section 7) only. Such a URL is answered with no referrer and private caching, and never logged.
   */
  queryAccessToken?: true;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

export function endpoint<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(definition: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return definition;
}

/** Every error answer: `{ success: false, message }` (decisions.md). */
export const ErrorResponse = z.object({ success: z.literal(false), message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** A plain success answer with a message. */
export const OkResponse = z.object({ success: z.literal(true), message: z.string() });
export type OkResponse = z.infer<typeof OkResponse>;

/** Path ids are positive integers written in the path. */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** Cache-busting timestamp the client adds to every call (spec section 7); accepted and ignored. */
export const CacheBust = z.object({ _t: z.coerce.number().optional() });

/**
 * Throws naming the first few differences when a successful answer is outside the endpoint's
 * response schema: the tests' callers check every answer they read with it.
 */
export function assertAnswerInContract(endpoint: Endpoint, json: unknown): void {
  const checked = endpoint.response.safeParse(json);
  if (checked.success) return;
  const differences = checked.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
  throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract: ${differences}`);
}

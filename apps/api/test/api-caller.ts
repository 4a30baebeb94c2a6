import { api, assertAnswerInContract, buildPath, type Endpoint, withQuery } from '@pathshala/contracts';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** A demo account a test signs in as. */
export type Account = keyof typeof DEMO_ACCOUNTS;
/** Someone a test made (a factory's student or teacher): signed in with their username and password. */
export interface Credentials {
  username: string;
  password: string;
}

/** What a schema accepts; nothing for a part the endpoint does not have. */
type Input<S> = S extends z.ZodUndefined ? undefined : S extends z.ZodType ? z.input<S> : undefined;

export interface CallOptions<P, Q, B> {
  /** Who calls: a demo account or someone's credentials (signed in once per caller), a token, or nobody (no header). */
  as: Account | Credentials | { token: string } | null;
  params?: Input<P>;
  query?: Input<Q> | Record<string, string | number | boolean | undefined>;
  /**
   * The body as the contract takes it, or a multipart form's bytes (its content-type in `headers`);
   * a hostile one goes through `unchecked(...)`.
   */
  body?: Input<B> | Buffer;
  headers?: Record<string, string>;
}

export interface Answer<R> {
  status: number;
  /** The JSON answer: the contract's output on success, `{ success: false, message }` otherwise. */
  body: z.output<R> & { message: string };
  headers: Record<string, string | string[] | number | undefined>;
  /** The raw text (CSV) and bytes (archives, files). */
  text: string;
  bytes: Buffer;
  /** The cookies it set, by name (the refresh cookie of a sign-in). */
  cookies: Record<string, string>;
}

/** A body or query a client written against the contract could not send: for tests of refusals. */
export const unchecked = (value: unknown): never => value as never;

/** The status and body alone, for comparing an answer whole (`toEqual({ status, body })`). */
export const outcome = <R>({ status, body }: Answer<R>) => ({ status, body });

/**
 * One way for API tests to call the API: the path, method and types from the endpoint's contract
 * (no hand-typed URL), signed in as a demo account or someone a test made, and every successful
 * JSON answer checked against the endpoint's response schema, so a route that answers outside its
 * contract fails here. Works on any app (a test app, or one opened on a restored database).
 */
export function apiCaller(t: { app: FastifyInstance }) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (who: Account | Credentials) => {
    const { username, password } = typeof who === 'string' ? DEMO_ACCOUNTS[who] : who;
    let token = tokens.get(username);
    if (!token) {
      token = call(api.auth.login, { as: null, body: { username, password } }).then((answer) => {
        if (answer.status !== 200) throw new Error(`sign-in of ${username} failed: ${answer.text}`);
        return answer.body.token;
      });
      tokens.set(username, token);
    }
    return token;
  };

  async function call<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    endpoint: Endpoint<P, Q, B, R>,
    options: CallOptions<P, Q, B>,
  ): Promise<Answer<R>> {
    const { as, params, query, body, headers = {} } = options;
    const token = as === null ? null : typeof as === 'object' && 'token' in as ? as.token : await tokenOf(as);
    const path = buildPath(endpoint.path, (params ?? {}) as Record<string, string | number>);
    const response = await t.app.inject({
      method: endpoint.method,
      url: withQuery(path, query as Record<string, unknown> | undefined),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    const json = isJson ? response.json() : {};
    if (isJson && response.statusCode < 300) assertAnswerInContract(endpoint, json);
    return {
      status: response.statusCode,
      body: json,
      headers: response.headers,
      text: response.body,
      bytes: response.rawPayload,
      cookies: Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value])),
    };
  }
  return call;
}
export type ApiCall = ReturnType<typeof apiCaller>;

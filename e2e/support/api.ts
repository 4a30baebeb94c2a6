import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  api,
  assertAnswerInContract,
  buildPath,
  type Endpoint,
  withQuery,
} from '@pathshala/contracts';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import type { Page } from 'playwright-core';
import type { z } from 'zod';
import { demoServer } from './demo-server';

/** A demo account a test calls as. */
export type Account = keyof typeof DEMO_ACCOUNTS;
/** Someone a test made, or a demo pupil not in DEMO_ACCOUNTS: signed in with username and password. */
export interface Credentials {
  username: string;
  password: string;
}
/** Who calls: a demo account or someone's credentials (signed in once per caller), a token, or nobody. */
export type Caller = Account | Credentials | { token: string } | null;

/**
 * The session of a signed-in page, as the web app keeps it (its token and the user's id), to call as
 * the person the page shows.
 */
export async function sessionOf(page: Page): Promise<{ token: string; userId: number }> {
  return page.evaluate(() => ({
    token: localStorage.getItem('authToken') ?? '',
    userId: Number(JSON.parse(localStorage.getItem('currentUser') ?? '{}').id),
  }));
}

/** What a schema accepts; nothing for a part the endpoint does not have. */
type Input<S> = S extends z.ZodUndefined ? undefined : S extends z.ZodType ? z.input<S> : undefined;

export interface CallOptions<P, Q, B> {
  as: Caller;
  params?: Input<P>;
  query?: Input<Q>;
  body?: Input<B>;
}

export interface Answer<R> {
  status: number;
  /** The JSON answer: the contract's output on success, `{ success: false, message }` otherwise. */
  body: z.output<R> & { message: string };
  /** The raw text (a CSV, or an answer that is not JSON). */
  text: string;
}

/** A sign-in's answer: the access token and the user. */
export type SignedIn = z.output<typeof api.auth.login.response>;

/** A token is used until a minute before it expires; then the caller signs in again. */
const TOKEN_REUSE_MS = (ACCESS_TOKEN_LIFETIME_SECONDS - 60) * 1000;

/**
 * The browser tests' one way to call the API from the test process (the e2e twin of the API tests'
 * apiCaller): the path, method and types from the endpoint's contract, no hand-typed URL; signed in
 * as someone once per caller; every successful JSON answer checked against the endpoint's response
 * schema, so a route answering outside its contract fails the test. Against `base`, or the calling
 * file's demo server (read at call time: the server starts in beforeAll).
 */
export function e2eApi(base?: string) {
  const root = () => base ?? demoServer().baseUrl;
  const sessions = new Map<string, { since: number; answer: Promise<SignedIn> }>();

  /** Signs in (once per caller and person, again before the token expires): the token and the user. */
  function signIn(who: Account | Credentials): Promise<SignedIn> {
    const { username, password } = typeof who === 'string' ? DEMO_ACCOUNTS[who] : who;
    const session = sessions.get(username);
    if (session && Date.now() - session.since < TOKEN_REUSE_MS) return session.answer;
    const answer = ok(api.auth.login, { as: null, body: { username, password } });
    sessions.set(username, { since: Date.now(), answer });
    answer.catch(() => sessions.delete(username)); // a failed sign-in is not kept
    return answer;
  }

  async function call<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    endpoint: Endpoint<P, Q, B, R>,
    { as, params, query, body }: CallOptions<P, Q, B>,
  ): Promise<Answer<R>> {
    const token =
      as === null ? null : typeof as === 'object' && 'token' in as ? as.token : (await signIn(as)).token;
    const path = buildPath(endpoint.path, (params ?? {}) as Record<string, string | number>);
    const response = await fetch(
      `${root()}${withQuery(path, query as Record<string, unknown> | undefined)}`,
      {
        method: endpoint.method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    );
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    const json = isJson && text !== '' ? JSON.parse(text) : {};
    if (isJson && response.status < 300) assertAnswerInContract(endpoint, json);
    return { status: response.status, body: json, text };
  }

  /** The same, failing the test unless the server answered with success; the answer's body. */
  async function ok<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    endpoint: Endpoint<P, Q, B, R>,
    options: CallOptions<P, Q, B>,
  ): Promise<z.output<R>> {
    const { status, body, text } = await call(endpoint, options);
    if (status >= 300) {
      const path = buildPath(endpoint.path, (options.params ?? {}) as Record<string, string | number>);
      throw new Error(`${endpoint.method} ${path}: ${status} ${body.message ?? text.slice(0, 200)}`);
    }
    return body;
  }

  return { call, ok, signIn };
}
export type E2eApi = ReturnType<typeof e2eApi>;

/**
 * Every subconcept a student studies, with its course and concept, in the learning tree's order:
 * walked through the API as the tree walks it (curricula, then each course's concepts, then each
 * concept's subconcepts). Stop early with `break`.
 */
export async function* studyTreeOf(server: E2eApi, as: Caller) {
  const { curricula } = await server.ok(api.student.curriculum, { as });
  for (const course of curricula.flatMap((c) => c.courses)) {
    const { concepts } = await server.ok(api.student.courseConcepts, {
      as,
      params: { courseId: course.CO_id },
    });
    for (const concept of concepts) {
      const { subconcepts } = await server.ok(api.student.conceptSubconcepts, {
        as,
        params: { conceptId: concept.CN_id },
      });
      for (const subconcept of subconcepts) yield { course, concept, subconcept };
    }
  }
}

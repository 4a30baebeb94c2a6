import { api, type Endpoint, messages, type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { onTestFinished } from 'vitest';
import type { z } from 'zod';

/**
 * One fake API for the web tests, driven by the contracts: a test says what an endpoint answers
 * (`fake.on(api.questionBank.listQuestions, ({ query }) => ({ questions, total: 1, page: 1, pageSize: 25 }))`),
 * and every call the page makes is routed by the endpoint's path pattern, its request parsed with the
 * endpoint's own schemas and its answer wrapped as the API does (`{ success: true, message, ...data }`)
 * and checked against the endpoint's response schema. What the real server would refuse or could not
 * answer fails the test when it ends, and so does a call no handler answers (named by method and URL).
 *
 * Create it inside the test (or a beforeEach): it replaces `fetch` until the test ends. Every server
 * answers the session check (whoever is stored as signed in) and the school's name.
 */

// biome-ignore lint/suspicious/noExplicitAny: any endpoint, whatever its schemas
type AnyEndpoint = Endpoint<any, any, any, any>;

/** A request part as the route sees it: parsed by its schema, or as sent when the endpoint has none. */
type Parsed<S, Sent> = [NonNullable<S>] extends [z.ZodUndefined]
  ? Sent
  : [NonNullable<S>] extends [z.ZodType]
    ? z.output<NonNullable<S>>
    : Sent;

/** One call as the page sent it: path parameters and query as strings (`_t` left out), the JSON body, or a form's fields. */
export interface FakeCall {
  /** The contract endpoint it went to; undefined when no endpoint has its method and path. */
  endpoint: AnyEndpoint | undefined;
  method: string;
  url: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** The parsed JSON body, a FormData body as an object of its fields, or undefined. */
  body: unknown;
  headers: Headers;
}

/** What a handler is given: the request as the server's route would see it, parsed by the endpoint's schemas. */
export interface FakeRequest<E extends AnyEndpoint> {
  params: Parsed<E['params'], Record<string, string>>;
  query: Parsed<E['query'], Record<string, string | string[]>>;
  body: Parsed<E['body'], unknown>;
  call: FakeCall;
}

type Data<E extends AnyEndpoint> =
  z.input<E['response']> extends { success: true }
    ? Omit<z.input<E['response']>, 'success' | 'message'> & { message?: string }
    : never;

/**
 * A handler's answer: the data the API adds to `{ success: true, message }` (message 'OK' unless given),
 * a refusal, or a whole `Response` for the few calls that answer no JSON envelope (files, streams).
 */
export type FakeAnswer<E extends AnyEndpoint> =
  | Data<E>
  | Refusal
  | DroppedConnection
  | Response
  | undefined
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler with nothing to add returns nothing
  | void;

export type FakeHandler<E extends AnyEndpoint> = (
  request: FakeRequest<E>,
) => FakeAnswer<E> | Promise<FakeAnswer<E>>;

/** An error answer: `{ success: false, message, ...extra }` with its status. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly extra: Record<string, unknown> = {},
  ) {}
}

/** A handler's refusal: `return refusal(409, 'Already there', { places })`. */
export function refusal(status: number, message: string, extra: Record<string, unknown> = {}): Refusal {
  return new Refusal(status, message, extra);
}

/** A handler's answer that never arrives: the connection drops (fetch rejects, as offline). */
export class DroppedConnection {}
export const droppedConnection = new DroppedConnection();

// Every endpoint of the registry with its name, to route by path and to name what has no handler.
const ENDPOINTS: { name: string; endpoint: AnyEndpoint }[] = [];
(function collect(group: Record<string, unknown>, prefix: string) {
  for (const [key, value] of Object.entries(group)) {
    if (!value || typeof value !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if ('method' in value && 'path' in value && 'response' in value)
      ENDPOINTS.push({ name: `api.${name}`, endpoint: value as AnyEndpoint });
    else collect(value as Record<string, unknown>, name);
  }
})(api, '');

const keyOf = (endpoint: Pick<AnyEndpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/** The path's parameters when `pattern` (`/api/x/:id`) matches it, else null. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const value = got[index] as string;
    if (segment.startsWith(':')) {
      if (!value) return null;
      params[segment.slice(1)] = decodeURIComponent(value);
    } else if (segment !== value) return null;
  }
  return params;
}

/** As the server's router: where two patterns match, the one whose first differing segment is static. */
function moreSpecific(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (const [index, segment] of left.entries()) {
    const other = right[index] as string;
    if (segment.startsWith(':') !== other.startsWith(':')) return segment.startsWith(':') ? 1 : -1;
  }
  return 0;
}

function storedUser(): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as SessionUser | null;
  } catch {
    return null;
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

/** `work`, or a rejection as fetch's once `signal` aborts (a timeout, a cancelled query). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  const reason = () => signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(reason());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(reason());
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export class FakeServer {
  /** Every call, in order, answered or not. */
  readonly calls: FakeCall[] = [];
  /** What the real server would have refused or could not have answered; the test fails on any. */
  readonly problems: string[] = [];
  private readonly handlers = new Map<string, { handler: FakeHandler<AnyEndpoint>; once: boolean }[]>();
  private readonly others: {
    method: string;
    pattern: string;
    handler: (call: FakeCall) => Response | Promise<Response>;
  }[] = [];
  private readonly originalFetch = globalThis.fetch;

  constructor() {
    // What every screen asks: the session check (whoever is stored as signed in, as a valid token
    // would answer) and the school's name (a school set up, its name not given).
    this.on(api.auth.verify, () => {
      const user = storedUser();
      return user ? { user } : refusal(401, messages.api.tokenInvalid);
    });
    this.on(api.setup.status, () => ({ data: { setupNeeded: false, schoolName: null } }));
    globalThis.fetch = (input, init) => this.fetch(input, init);
    // After the test's afterEach hooks (the render's cleanup among them): a failure here leaves none undone.
    onTestFinished(() => this.end());
  }

  /** `endpoint` answers with `handler` from now on (over any earlier one). */
  on<E extends AnyEndpoint>(endpoint: E, handler: FakeHandler<E>): this {
    return this.add(endpoint, handler, false);
  }

  /** `endpoint` answers its next call with `handler`, then as before. */
  once<E extends AnyEndpoint>(endpoint: E, handler: FakeHandler<E>): this {
    return this.add(endpoint, handler, true);
  }

  /** `endpoint` refuses from now on (`once`: its next call only). */
  refuse(
    endpoint: AnyEndpoint,
    status: number,
    message: string,
    { once = false, extra = {} }: { once?: boolean; extra?: Record<string, unknown> } = {},
  ): this {
    return this.add(endpoint, () => refusal(status, message, extra), once);
  }

  /**
   * A call outside the contracts (tus's upload protocol): `pattern` is a path with `:name` parts, and
   * the handler answers with a whole Response.
   */
  onOther(method: string, pattern: string, handler: (call: FakeCall) => Response | Promise<Response>): this {
    this.others.unshift({ method, pattern, handler });
    return this;
  }

  /** The calls sent to `endpoint`. */
  callsTo(endpoint: AnyEndpoint): FakeCall[] {
    return this.calls.filter((call) => call.endpoint && keyOf(call.endpoint) === keyOf(endpoint));
  }

  /** The body of the last call to `endpoint` (undefined when none was sent). */
  lastBody(endpoint: AnyEndpoint): unknown {
    return this.callsTo(endpoint).at(-1)?.body;
  }

  private add(endpoint: AnyEndpoint, handler: FakeHandler<never>, once: boolean): this {
    const key = keyOf(endpoint);
    const list = this.handlers.get(key) ?? [];
    // Later handlers answer first; a lasting one replaces the lasting ones before it.
    this.handlers.set(key, [
      { handler: handler as FakeHandler<AnyEndpoint>, once },
      ...(once ? list : list.filter((entry) => entry.once)),
    ]);
    return this;
  }

  /** Puts the real fetch back and says what went wrong, if anything did. */
  end(): void {
    globalThis.fetch = this.originalFetch;
    if (this.problems.length > 0)
      throw new Error(
        `The fake server saw what the real one would not take:\n- ${this.problems.join('\n- ')}`,
      );
  }

  private route(method: string, path: string) {
    const matches: { name: string; endpoint: AnyEndpoint; params: Record<string, string> }[] = [];
    for (const entry of ENDPOINTS) {
      if (entry.endpoint.method !== method) continue;
      const params = matchPath(entry.endpoint.path, path);
      if (params) matches.push({ ...entry, params });
    }
    return matches.sort((a, b) => moreSpecific(a.endpoint.path, b.endpoint.path))[0];
  }

  private async fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const parsedUrl = new URL(url, 'http://localhost');
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(parsedUrl.searchParams.keys())) {
      const values = parsedUrl.searchParams.getAll(key);
      query[key] = values.length > 1 ? values : (values[0] as string);
    }
    const { _t, ...sentQuery } = query;
    let body: unknown;
    if (init.body instanceof FormData) body = Object.fromEntries(init.body.entries());
    else if (typeof init.body === 'string' && init.body) body = JSON.parse(init.body);
    else body = init.body ?? undefined;

    const route = this.route(method, parsedUrl.pathname);
    const call: FakeCall = {
      endpoint: route?.endpoint,
      method,
      url,
      path: parsedUrl.pathname,
      params: route?.params ?? {},
      query: sentQuery,
      body,
      headers: new Headers(init.headers),
    };
    this.calls.push(call);
    if (!route) {
      for (const other of this.others) {
        const params = other.method === method ? matchPath(other.pattern, call.path) : null;
        if (params) {
          call.params = params;
          return other.handler(call);
        }
      }
    }
    const entry = route && this.handlers.get(keyOf(route.endpoint))?.[0];
    if (!route || !entry) {
      const what = route ? `${route.name} has no handler` : 'no endpoint of the contracts has this path';
      this.problems.push(`${method} ${url}: ${what}`);
      throw new TypeError(`Fake server: ${method} ${url}: ${what}`);
    }
    const { endpoint, name } = route;
    if (entry.once) this.handlers.set(keyOf(endpoint), this.handlers.get(keyOf(endpoint))?.slice(1) ?? []);
    const where = `${method} ${call.path} (${name})`;

    // Who may call it, as the server checks before anything else.
    if (endpoint.access !== 'public') {
      const user = storedUser();
      const refused = !user
        ? 'called with no one signed in'
        : !endpoint.access.includes(user.type)
          ? `called by a ${user.type}; only ${endpoint.access.join(', ')} may`
          : user.mustChangePassword && !endpoint.allowsTemporaryPassword
            ? 'called by someone who must change their temporary password first'
            : null;
      if (refused) {
        this.problems.push(`${where}: ${refused}`);
        return json(403, { success: false, message: messages.api.forbidden });
      }
    }

    // The request, parsed with the endpoint's own schemas as the route does.
    const parts: Record<'params' | 'query' | 'body', unknown> = {
      params: call.params,
      query: endpoint.query ? query : sentQuery,
      body,
    };
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = endpoint[part] as z.ZodType | undefined;
      if (!schema || (part === 'body' && init.body instanceof FormData)) continue; // multipart: read by the route itself
      const result = schema.safeParse(part === 'body' ? (body ?? {}) : parts[part]);
      if (!result.success) {
        const message = issuesOf(result.error);
        this.problems.push(`${where}: its ${part} breaks the contract: ${message}`);
        return json(400, { success: false, message });
      }
      parts[part] = result.data;
    }

    const request = { ...(parts as Omit<FakeRequest<AnyEndpoint>, 'call'>), call };
    const answer = await untilAborted(this.answerOf(entry.handler, request, where), init.signal);
    if (answer instanceof Response) return answer;
    if (answer instanceof Refusal)
      return json(answer.status, { success: false, message: answer.message, ...answer.extra });
    const data = { success: true, message: 'OK', ...(answer ?? {}) };
    const checked = endpoint.response.safeParse(data);
    if (!checked.success)
      this.problems.push(`${where}: the answer breaks the contract: ${issuesOf(checked.error)}`);
    return json(200, data);
  }

  private async answerOf(
    handler: FakeHandler<AnyEndpoint>,
    request: FakeRequest<AnyEndpoint>,
    where: string,
  ): Promise<FakeAnswer<AnyEndpoint>> {
    let answer: unknown;
    try {
      answer = await handler(request);
    } catch (error) {
      this.problems.push(`${where}: its handler threw ${String(error)}`);
      throw new TypeError(`Fake server: ${where}: its handler threw`);
    }
    if (answer instanceof DroppedConnection) throw new TypeError('Failed to fetch');
    return answer as FakeAnswer<AnyEndpoint>;
  }
}

/** A fake API in place of `fetch` until the test ends. */
export function fakeServer(): FakeServer {
  return new FakeServer();
}

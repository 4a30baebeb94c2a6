import { type Endpoint, withQuery } from '@pathshala/contracts';
import { API_TIMEOUT_MS, buildPath, messages, SIGN_IN_PATHS } from '@pathshala/contracts/plain';
import type { z } from 'zod';
import { translateServerMessage } from '../i18n';
import { loadFirstPageContracts } from './session-loader';
import { clearSessionStorage, getToken, setStoredUser, setToken } from './storage';

/** Why a call failed: an HTTP answer, no answer at all, or an answer that broke the contract. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

/** Every failure of `callApi`, with the message to show (spec section 8) in the reader's language. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; null when no response arrived. */
  readonly status: number | null;
  /** The server's own `message` as it wrote it (English), when it sent one: to tell refusals apart. */
  readonly serverMessage: string | undefined;
  /** The refusal's whole JSON answer: a few carry more than the message (their contract says what). */
  readonly body: unknown;
  /** The seconds the server asked to wait before asking again (Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: {
    kind: ApiErrorKind;
    status: number | null;
    message: string;
    serverMessage?: string;
    body?: unknown;
    retryAfterSeconds?: number;
  }) {
    super(translateServerMessage(options.message));
    this.kind = options.kind;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The server's own message in the reader's language, when it sent one: what to show of it. */
  get translatedServerMessage(): string | undefined {
    return this.serverMessage === undefined ? undefined : translateServerMessage(this.serverMessage);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// biome-ignore lint/suspicious/noExplicitAny: any endpoint, whatever its schemas
type AnyEndpoint = Endpoint<any, any, any, any>;

/** A request part is optional when its schema accepts nothing (undefined or an all-optional object). */
type Part<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : object extends z.input<S>
      ? { [P in K]?: z.input<S> }
      : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

export type CallInput<E extends AnyEndpoint> = Part<'params', NonNullable<E['params']>> &
  Part<'query', NonNullable<E['query']>> &
  Part<'body', NonNullable<E['body']>> & {
    /** Sent as multipart instead of a JSON body (file uploads). */
    formData?: FormData;
    /** Cancels the call (React Query passes one). */
    signal?: AbortSignal;
    /** For the few calls that may work longer than the usual 30 s (a bulk upload). */
    timeoutMs?: number;
  };

export type CallOutput<E extends AnyEndpoint> = z.output<E['response']>;

type CallArgs<E extends AnyEndpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

// The client parses with the schemas of the endpoint it is given; it loads the first page's contracts
// itself only for its calls (`callWhenLoaded`) and a refresh's answer, so that page paints without them.

/** Calls that must never trigger a token refresh when they answer 401. */
const NO_REFRESH_PATHS = new Set<string>(Object.values(SIGN_IN_PATHS));

// Until the session provider takes over, a session that cannot be recovered is only forgotten: a restore
// started before the first render (./session-restore) must not navigate away.
let onAuthFailure: () => void = () => undefined;

/**
 * What happens when the session cannot be recovered (refresh failed): storage is already cleared;
 * the session provider signs out in place (and its guards then show sign-in).
 * Returns a function restoring the previous handler.
 */
export function setAuthFailureHandler(handler: () => void): () => void {
  const previous = onAuthFailure;
  onAuthFailure = handler;
  return () => {
    onAuthFailure = previous;
  };
}

function signOutEverywhere(): void {
  clearSessionStorage();
  onAuthFailure();
}

function buildUrl(path: string, query: Record<string, unknown> | undefined): string {
  return withQuery(path, { ...query, _t: Date.now() });
}

interface RawResponse {
  status: number;
  ok: boolean;
  /** The parsed JSON body, or undefined when there was none or it was not JSON. */
  json: unknown;
  /** Retry-After in whole seconds (the servers send seconds, never a date). */
  retryAfterSeconds?: number;
}

/** One fetch with a timeout (30 s unless the call says otherwise) covering the whole exchange, body included. */
async function send(
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  timeoutMs = API_TIMEOUT_MS,
): Promise<RawResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', forwardAbort);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    let json: unknown;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    return {
      status: response.status,
      ok: response.ok,
      json,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    };
  } catch (error) {
    if (signal?.aborted && !timedOut) throw error; // cancelled by the caller: not an error to show
    throw new ApiError({
      kind: timedOut ? 'timeout' : 'network',
      status: null,
      message: messages.api.network,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function serverMessageOf(json: unknown): string | undefined {
  if (json && typeof json === 'object' && 'message' in json) {
    const { message } = json as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

function httpError(raw: RawResponse): ApiError {
  const serverMessage = serverMessageOf(raw.json);
  return new ApiError({
    kind: 'http',
    status: raw.status,
    message: serverMessage ?? messages.api.serverError,
    serverMessage,
    body: raw.json,
    retryAfterSeconds: raw.retryAfterSeconds,
  });
}

let refreshing: Promise<string | null> | null = null;

/**
 * Tabs share the refresh cookie. Two refreshes in flight at once would present the same token twice,
 * which the server takes for theft and ends the session, so tabs take turns through a Web Lock (where
 * the browser has them); a tab that waited uses the token the other tab just stored.
 */
async function oneTabAtATime(refresh: () => Promise<string | null>): Promise<string | null> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return refresh();
  const tokenBefore = getToken();
  return await locks.request('pathshala-token-refresh', async () => {
    const stored = getToken();
    return stored && stored !== tokenBefore ? stored : refresh();
  });
}

/**
 * POST /api/auth/refresh once, however many calls are waiting on it: the new token, or null when the
 * server refused it (401, the only verdict that ends a session). Rejects when the server cannot be
 * reached (offline, a timeout, 5xx, a captive portal's page): the session stays and a later call
 * refreshes again; and when the code to read the answer cannot load.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= oneTabAtATime(async () => {
    // Code that cannot load (offline before the app was cached) is no verdict on the session: the
    // failure is thrown, and the stored session stays for the next start.
    const { TokenResponse } = await loadFirstPageContracts();
    const raw = await send(
      buildUrl(SIGN_IN_PATHS.refresh, undefined),
      {
        method: 'POST',
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      },
      undefined,
    );
    if (raw.status === 401) return null;
    const parsed = raw.ok ? TokenResponse.safeParse(raw.json) : null;
    if (!parsed?.success)
      throw new ApiError({ kind: 'network', status: null, message: messages.api.network });
    setToken(parsed.data.token);
    setStoredUser(parsed.data.user);
    return parsed.data.token;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Where a call goes: an endpoint's method and path. */
type Route = Pick<AnyEndpoint, 'method' | 'path'>;

/**
 * Sends one call to `route` and parses its answer with `response`, which may still be loading: the call
 * travels meanwhile.
 */
async function request<E extends AnyEndpoint>(
  route: Route,
  response: E['response'] | Promise<E['response']>,
  input: CallInput<E>,
  retried: boolean,
): Promise<CallOutput<E>> {
  const schema = Promise.resolve(response);
  schema.catch(() => undefined); // awaited after the answer: a failure to load it is thrown there
  const { params, query, body, formData, signal, timeoutMs } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    formData?: FormData;
    signal?: AbortSignal;
    timeoutMs?: number;
  };
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let requestBody: BodyInit | undefined;
  if (formData) {
    requestBody = formData;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }

  const raw = await send(
    buildUrl(buildPath(route.path, params), query),
    { method: route.method, headers, body: requestBody, credentials: 'same-origin', cache: 'no-store' },
    signal,
    timeoutMs,
  );

  if (raw.status === 401 && !NO_REFRESH_PATHS.has(route.path)) {
    // A refresh that cannot reach the server throws here: the session stays, the call fails as offline.
    if (!retried && (await refreshAccessToken())) return request(route, schema, input, true);
    signOutEverywhere();
    throw httpError(raw);
  }
  if (!raw.ok) throw httpError(raw);

  const parsed = (await schema).safeParse(raw.json);
  if (!parsed.success) {
    console.error(`[api] ${route.method} ${route.path}: response does not match its contract`, parsed.error);
    throw new ApiError({ kind: 'invalid-response', status: raw.status, message: messages.api.unexpected });
  }
  return parsed.data as CallOutput<E>;
}

/**
 * Calls one endpoint of the contracts: fills its path, adds the cache-busting `_t`, sends the bearer
 * token and JSON, times out after 30 s, refreshes the token once on 401 and retries, and parses the
 * answer with the endpoint's response schema. Every failure is an `ApiError`.
 */
export function callApi<E extends AnyEndpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<CallOutput<E>> {
  return request(endpoint, endpoint.response, (input ?? {}) as CallInput<E>, false);
}

type Contracts = Awaited<ReturnType<typeof loadFirstPageContracts>>;

/**
 * `callApi` for the first page's own calls: a GET is sent at once to `route` and parsed with the
 * endpoint picked once the contracts have loaded (with the first such call), so the page paints
 * before the schema library arrives and the call does not wait for it.
 */
export async function callWhenLoaded<E extends AnyEndpoint>(
  route: Route,
  pick: (contracts: Contracts) => E,
  ...[input]: CallArgs<E>
): Promise<CallOutput<E>> {
  const response = loadFirstPageContracts().then((contracts) => {
    const endpoint = pick(contracts);
    if (endpoint.method !== route.method || endpoint.path !== route.path)
      throw new Error(
        `callWhenLoaded: ${route.method} ${route.path} is not ${endpoint.method} ${endpoint.path}`,
      );
    return endpoint.response;
  });
  // A call that changes something waits for its parser, so that its answer is never lost to code
  // that failed to load.
  if (route.method !== 'GET') await response;
  return request<E>(route, response, (input ?? {}) as CallInput<E>, false);
}

/** The message to show for any error thrown around a call (spec section 8, API wrapper). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.api.unexpected;
}

import {
  API_TIMEOUT_MS,
  authEndpoints,
  FIRST_PAGE_ROUTES,
  messages,
  STORAGE_KEYS,
  studentAssessmentEndpoints,
} from '@pathshala/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { sessionUser, storeSession } from '../test/session-users';
import { ApiError, callApi, callWhenLoaded, setAuthFailureHandler } from './api-client';

const user = sessionUser('student', { name: 'Asha Rao' });
const tokenResponse = (token: string) => ({ success: true, token, user, message: 'ok' });
const verifyOk = { success: true, user };

type FetchArgs = [url: string, init: RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

function headerOf(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string>)[name];
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeSession(user, 'old-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('callApi', () => {
  it('sends the bearer token, a cache-busting _t, same-origin credentials and a JSON body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, tokenResponse('t1')));
    await callApi(authEndpoints.login, { body: { username: 'a', password: 'b' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/^\/api\/auth\/login\?_t=\d+$/);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(headerOf(init, 'Authorization')).toBe('Bearer old-token');
    expect(headerOf(init, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'a', password: 'b' });
  });

  it('fills path parameters and keeps query parameters', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, message: 'ok', assessments: [] }));
    await callApi(studentAssessmentEndpoints.listAssessments, { params: { studentId: 7 } }).catch(
      () => undefined,
    );
    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/^\/api\/student\/assessments\/list\/7\?_t=\d+$/);
  });

  it('returns the response parsed by the endpoint schema', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...verifyOk, extra: 'dropped' }));
    await expect(callApi(authEndpoints.verify)).resolves.toEqual(verifyOk);
  });

  it("answers 'An unexpected error occurred' for a response that breaks the contract", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(callApi(authEndpoints.verify)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: messages.api.unexpected,
    });
  });

  it("uses the server's message, else 'Server error'", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { success: false, message: 'Already served' }));
    await expect(callApi(authEndpoints.health)).rejects.toMatchObject({
      status: 409,
      message: 'Already served',
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502 }));
    await expect(callApi(authEndpoints.health)).rejects.toMatchObject({
      status: 502,
      message: messages.api.serverError,
      serverMessage: undefined,
    });
  });

  it('answers the network message when fetch fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi(authEndpoints.health)).rejects.toMatchObject({
      kind: 'network',
      status: null,
      message: messages.api.network,
    });
  });

  it('gives up after 30 s with the network message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = callApi(authEndpoints.health);
    const assertion = expect(call).rejects.toMatchObject({ kind: 'timeout', message: messages.api.network });
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('refreshes the token once on 401 and retries with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'expired' }))
      .mockResolvedValueOnce(jsonResponse(200, tokenResponse('new-token')))
      .mockResolvedValueOnce(jsonResponse(200, verifyOk));
    await expect(callApi(authEndpoints.verify)).resolves.toEqual(verifyOk);
    const urls = fetchMock.mock.calls.map(([url]) => url.split('?')[0]);
    expect(urls).toEqual(['/api/auth/verify', '/api/auth/refresh', '/api/auth/verify']);
    expect(headerOf(fetchMock.mock.calls[2]![1], 'Authorization')).toBe('Bearer new-token');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-token');
  });

  it('shares one refresh between concurrent 401s', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/auth/refresh')) return jsonResponse(200, tokenResponse('new-token'));
      return headerOf(init, 'Authorization') === 'Bearer new-token'
        ? jsonResponse(200, verifyOk)
        : jsonResponse(401, { success: false, message: 'expired' });
    });
    await Promise.all([
      callApi(authEndpoints.verify),
      callApi(authEndpoints.verify),
      callApi(authEndpoints.verify),
    ]);
    const refreshes = fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/auth/refresh'));
    expect(refreshes).toHaveLength(1);
  });

  it('clears the session and hands over to the auth-failure handler when refresh fails', async () => {
    const onFailure = vi.fn();
    const restore = setAuthFailureHandler(onFailure);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'expired' }))
      .mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'Your session has ended.' }));
    const error = await callApi(authEndpoints.verify).catch((e: unknown) => e);
    restore();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server (offline, 5xx, a portal page): only a 401 ends it', async () => {
    const onFailure = vi.fn();
    const restore = setAuthFailureHandler(onFailure);
    const expired = () => jsonResponse(401, { success: false, message: 'expired' });
    const unreachable = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => jsonResponse(503, { success: false, message: 'down' }),
      async () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }),
    ];
    for (const refresh of unreachable) {
      fetchMock.mockResolvedValueOnce(expired()).mockImplementationOnce(refresh);
      const error = await callApi(authEndpoints.verify).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).not.toBe('http');
    }
    restore();
    expect(onFailure).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('old-token');
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
  });

  it('never refreshes for a failed login', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { success: false, message: 'Invalid username or password' }),
    );
    await expect(
      callApi(authEndpoints.login, { body: { username: 'a', password: 'b' } }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("refuses a first-page call whose route is not its endpoint's (it would parse one call's answer as another's)", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, verifyOk));
    await expect(
      callWhenLoaded(FIRST_PAGE_ROUTES.health, (contracts) => contracts.authEndpoints.verify),
    ).rejects.toThrow('GET /api/health is not GET /api/auth/verify');
  });
});

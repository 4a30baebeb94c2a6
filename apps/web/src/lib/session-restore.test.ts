import { STORAGE_KEYS } from '@pathshala/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { aStudent, storeSession } from '../test/session-users';
import { restoreSession, restoreSessionEarly, takeRestoredSession } from './session-restore';

type FetchArgs = [url: string, init: RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
const urls = () => fetchMock.mock.calls.map(([url]) => url.split('?')[0]);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('restoring the stored session', () => {
  it('sends the check at once, before the schemas it parses with have loaded', async () => {
    storeSession();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, user: aStudent }));
    restoreSessionEarly();
    expect(urls()).toEqual(['/api/auth/verify']); // no await yet: nothing has loaded
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ Authorization: 'Bearer token' });
    expect(await takeRestoredSession()).toEqual(aStudent);
    expect(fetchMock).toHaveBeenCalledTimes(1); // the early restore was taken, not a second one started
  });

  it('is taken once: the next start restores afresh', async () => {
    storeSession();
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, user: aStudent }));
    restoreSessionEarly();
    await takeRestoredSession();
    await takeRestoredSession();
    expect(urls()).toEqual(['/api/auth/verify', '/api/auth/verify']);
  });

  it('with nothing stored, sends nothing and is signed out', async () => {
    restoreSessionEarly();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await takeRestoredSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the server's word on who is signed in, even over a stored user that no longer reads", async () => {
    storeSession();
    localStorage.setItem(STORAGE_KEYS.user, '{"broken":');
    const renamed = { ...aStudent, name: 'Asha R.' };
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, user: renamed }));
    expect(await restoreSession()).toEqual(renamed);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(renamed);
  });

  it('keeps the stored user when the server cannot be reached (offline, 5xx)', async () => {
    storeSession();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await restoreSession()).toEqual(aStudent);
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { success: false, message: 'down' }));
    expect(await restoreSession()).toEqual(aStudent);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token');
  });

  it('keeps the stored user when the check answers 401 and its refresh cannot reach the server', async () => {
    storeSession();
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/api/auth/refresh')) throw new TypeError('Failed to fetch');
      return jsonResponse(401, { success: false, message: 'Invalid token' });
    });
    expect(await restoreSession()).toEqual(aStudent);
    expect(urls()).toEqual(['/api/auth/verify', '/api/auth/refresh']);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token');
  });

  it('forgets the session the server refuses, also before a session provider has taken over', async () => {
    storeSession();
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/auth/refresh')
        ? jsonResponse(401, { success: false, message: 'Your session has ended.' })
        : jsonResponse(401, { success: false, message: 'Invalid token' }),
    );
    restoreSessionEarly(); // before any session provider has taken over
    expect(await takeRestoredSession()).toBeNull();
    expect(urls()).toEqual(['/api/auth/verify', '/api/auth/refresh']);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('offline, with a stored user that no longer reads, is signed out', async () => {
    storeSession();
    localStorage.setItem(STORAGE_KEYS.user, '{"broken":');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await restoreSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('writes nothing back when another tab signed out while the check travelled', async () => {
    storeSession();
    fetchMock.mockImplementation(async () => {
      localStorage.clear();
      return jsonResponse(200, { success: true, user: aStudent });
    });
    expect(await restoreSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("leaves someone else's session alone when another tab signed them in meanwhile", async () => {
    storeSession();
    const someoneElse = { ...aStudent, id: 8, name: 'Ravi Kumar' };
    fetchMock.mockImplementation(async () => {
      storeSession(someoneElse);
      return jsonResponse(200, { success: true, user: aStudent });
    });
    expect(await restoreSession()).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(someoneElse);
  });
});

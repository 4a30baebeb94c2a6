import { authEndpoints, STORAGE_KEYS } from '@pathshala/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as renderOnly, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { aStudent, storeSession } from '../test/session-users';
import { callApi } from './api-client';
import { SessionProvider, useSession } from './session-provider';

let queryClient: QueryClient;

/** Renders inside a query cache of its own (`queryClient`), as the app's providers do. */
function render(ui: ReactElement) {
  queryClient = new QueryClient();
  return renderOnly(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

function Status() {
  const { status, user, logout } = useSession();
  return (
    <>
      <p>{status}</p>
      <p>{user?.name}</p>
      <button type="button" onClick={() => logout()}>
        Sign out
      </button>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the session at start', () => {
  it('with nothing stored, is signed out at once: no splash before the sign-in page', () => {
    const fetch = vi.fn(async () => jsonResponse(401, { success: false, message: 'No token provided' }));
    vi.stubGlobal('fetch', fetch);
    render(
      <SessionProvider minSplashMs={2_000}>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('signedOut')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a stored session, restores it behind the splash (spec: at least 2 s)', async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { success: true, user: aStudent })),
    );
    const started = Date.now();
    render(
      <SessionProvider minSplashMs={300}>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('initialising')).toBeInTheDocument();
    expect(await screen.findByText('signedIn')).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('with half a session stored (a token, no user), forgets it and is signed out at once', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    render(
      <SessionProvider minSplashMs={2_000}>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('signedOut')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('what the server told the one signed in', () => {
  const signedInWithCache = async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/auth/verify')
          ? jsonResponse(200, { success: true, user: aStudent })
          : jsonResponse(200, { success: true, message: 'ok' }),
      ),
    );
    render(
      <SessionProvider minSplashMs={0}>
        <Status />
      </SessionProvider>,
    );
    await screen.findByText('signedIn');
    queryClient.setQueryData(['learning', 'curriculum'], { curricula: ['theirs'] });
  };

  it('is forgotten when they sign out', async () => {
    await signedInWithCache();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('signedOut');
    expect(queryClient.getQueryData(['learning', 'curriculum'])).toBeUndefined();
  });

  it('is forgotten when another tab signs in as someone else', async () => {
    await signedInWithCache();
    const someoneElse = { ...aStudent, id: 8, name: 'Ravi Kumar' };
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(someoneElse));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
    });
    await screen.findByText('Ravi Kumar');
    expect(queryClient.getQueryData(['learning', 'curriculum'])).toBeUndefined();
  });

  it('is forgotten, and the tab signed out, when another tab signs out', async () => {
    await signedInWithCache();
    localStorage.removeItem(STORAGE_KEYS.token); // the other tab is part-way through clearing the session
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    });
    await screen.findByText('signedOut');
    expect(queryClient.getQueryData(['learning', 'curriculum'])).toBeUndefined();
  });

  it('stays while the same person is signed in', async () => {
    await signedInWithCache();
    const read = vi.spyOn(Storage.prototype, 'getItem');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
      // The tab reads the stored session once its code has loaded (a wait, however long that takes).
      await vi.waitFor(() => expect(read).toHaveBeenCalledWith(STORAGE_KEYS.user));
    });
    read.mockRestore();
    expect(screen.getByText('signedIn')).toBeInTheDocument();
    expect(queryClient.getQueryData(['learning', 'curriculum'])).toEqual({ curricula: ['theirs'] });
  });

  it("stays when a signed-out page's call answers 401: its queries would fetch again and go round", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { success: false, message: 'No token provided' })),
    );
    render(
      <SessionProvider minSplashMs={0}>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('signedOut')).toBeInTheDocument();
    queryClient.setQueryData(['health'], { demo: true });
    await expect(callApi(authEndpoints.verify)).rejects.toThrow();
    expect(queryClient.getQueryData(['health'])).toEqual({ demo: true });
  });
});

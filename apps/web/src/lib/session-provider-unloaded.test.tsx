import { STORAGE_KEYS } from '@pathshala/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderOnly, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { storeSession } from '../test/session-users';
import { SessionProvider, useSession } from './session-provider';

// The session's code cannot be fetched (offline before the app was ever cached): the network is
// outside this machine, so its failure is stood in for here.
vi.mock('./session-loader', () => {
  const unloaded = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  return { loadSession: unloaded, loadFirstPageContracts: unloaded, loadStoredUser: unloaded };
});

function Status() {
  const { status, logout } = useSession();
  return (
    <>
      <p>{status}</p>
      <button type="button" onClick={() => logout().catch(() => undefined)}>
        Sign out
      </button>
    </>
  );
}

const render = (ui: ReactElement) =>
  renderOnly(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

/** The server as seen from a device whose connection dropped: no answer at all. */
const offline = vi.fn(async () => {
  throw new TypeError('Failed to fetch');
});

beforeEach(() => vi.stubGlobal('fetch', offline));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the session at start, when its code cannot load', () => {
  it('leaves the splash for sign-in, and keeps the stored session for the next start', async () => {
    storeSession();
    render(
      <SessionProvider minSplashMs={50}>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('initialising')).toBeInTheDocument();
    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token');
  });

  it('signs out on this device all the same: nothing of the session stays stored', async () => {
    storeSession();
    render(
      <SessionProvider minSplashMs={0}>
        <Status />
      </SessionProvider>,
    );
    await screen.findByText('signedOut');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps a session the server asks to refresh: code that cannot read the answer is no verdict on it', async () => {
    storeSession();
    const expired = vi.fn(async (_url: string) =>
      jsonResponse(401, { success: false, message: 'Token expired' }),
    );
    vi.stubGlobal('fetch', expired);
    render(
      <SessionProvider minSplashMs={0}>
        <Status />
      </SessionProvider>,
    );
    await screen.findByText('signedOut');
    expect(expired.mock.calls.map(([url]) => url.split('?')[0])).toEqual(['/api/auth/verify']);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token');
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
  });
});

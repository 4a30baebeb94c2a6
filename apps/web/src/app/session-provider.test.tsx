import { STORAGE_KEYS } from '@pathshala/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aStudent, jsonResponse, storeSession } from '../test/render';
import { SessionProvider, useSession } from './session-provider';

function Status() {
  const { status } = useSession();
  return <p>{status}</p>;
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

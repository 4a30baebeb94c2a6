import { type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { SessionProvider, useSession } from './session-provider';

const student: SessionUser = {
  id: 7,
  name: 'Kavya Rao',
  type: 'student',
  username: 'student@pathshala.example',
  email: 'student@pathshala.example',
  mustChangePassword: false,
  language: null,
};

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
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(student));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { success: true, user: student })),
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

import type { SessionUser } from '@pathshala/contracts';
import { FIRST_PAGE_ROUTES } from '@pathshala/contracts/plain';
import { ApiError, callWhenLoaded } from './api-client';
import { loadStoredUser } from './session-loader';
import { clearSessionStorage, getToken, hasStoredUser, setStoredUser, storedUserId } from './storage';

/**
 * Restores the stored session on start: GET /api/auth/verify (the client refreshes the token once on 401).
 * Signed out when nothing is stored or the server rejects the session; when the server cannot be reached
 * (offline, 5xx) the stored user is kept so the installed app still opens, and the next call re-checks.
 * Rejects when the code to check with did not load (offline before the app was cached): the caller
 * starts signed out and what is stored stays for the next start.
 */
export async function restoreSession(): Promise<SessionUser | null> {
  if (!getToken() || !hasStoredUser()) {
    clearSessionStorage();
    return null;
  }
  // The check travels while the stored user's schema and the contracts load.
  const [verified, stored] = await Promise.allSettled([
    callWhenLoaded(FIRST_PAGE_ROUTES.verify, (contracts) => contracts.authEndpoints.verify),
    loadStoredUser().then(({ getStoredUser }) => getStoredUser()),
  ]);
  if (verified.status === 'fulfilled') {
    const { user } = verified.value;
    // Another tab may have signed out, or in as someone else, while the check travelled: it has the
    // last word, and this answer must not write the user back over it.
    const storedId = storedUserId();
    if (!getToken() || (storedId !== null && storedId !== user.id)) return null;
    setStoredUser(user);
    return user;
  }
  const error: unknown = verified.reason;
  if (!(error instanceof ApiError)) throw error;
  if (stored.status === 'rejected') throw stored.reason;
  const unreachable = error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500;
  if (unreachable && stored.value) return stored.value;
  clearSessionStorage();
  return null;
}

let early: Promise<SessionUser | null> | null = null;

/**
 * Starts restoring a stored session before the first render (main.tsx), so its call travels while the
 * app's code loads and renders the splash.
 */
export function restoreSessionEarly(): void {
  if (!getToken() || !hasStoredUser()) return;
  early ??= restoreSession();
  early.catch(() => undefined); // taken, and its failure handled, by the session provider
}

/** The restore started early, once; else a new one. */
export function takeRestoredSession(): Promise<SessionUser | null> {
  const restoring = early ?? restoreSession();
  early = null;
  return restoring;
}

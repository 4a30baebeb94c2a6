import type { Language, LoginBody, SessionUser } from '@pathshala/contracts';
import { authEndpoints } from '@pathshala/contracts/first-page';
import { callApi } from './api-client';
import { clearSessionStorage, setStoredUser, setToken, setWelcomeFlag } from './storage';

/** POST /api/auth/login with trimmed values; stores token and user and raises the welcome flag. */
export async function signIn(credentials: LoginBody): Promise<SessionUser> {
  const body = { username: credentials.username.trim(), password: credentials.password.trim() };
  const { token, user, firstSignIn } = await callApi(authEndpoints.login, { body });
  setToken(token);
  setStoredUser(user);
  setWelcomeFlag(firstSignIn ? 'first' : true);
  return user;
}

/** Keeps the signed-in person's interface language on their account. */
export async function saveLanguage(language: Language): Promise<void> {
  await callApi(authEndpoints.language, { body: { language } });
}

/** What must happen while the session still works, before signing out (send what waits, forget copies). */
const beforeSigningOut = new Set<() => Promise<void>>();
/** The longest sign-out waits for them: a weak connection must not keep anyone signed in. */
const BEFORE_SIGN_OUT_MS = 5_000;

/** Runs `task` before each sign-out while registered; answers the function that unregisters it. */
export function whenSigningOut(task: () => Promise<void>): () => void {
  beforeSigningOut.add(task);
  return () => beforeSigningOut.delete(task);
}

/** How many records each part of the app keeps on the device that the server does not hold yet. */
const unsentCounters = new Set<() => Promise<number>>();

/** Counts `count` in `unsentOnDevice` while registered; answers the function that unregisters it. */
export function countingUnsent(count: () => Promise<number>): () => void {
  unsentCounters.add(count);
  return () => unsentCounters.delete(count);
}

/** Answers and study records on this device not yet sent (the sign-out dialog warns of them). */
export async function unsentOnDevice(): Promise<number> {
  const counts = await Promise.allSettled([...unsentCounters].map((count) => count()));
  return counts.reduce((sum, count) => sum + (count.status === 'fulfilled' ? count.value : 0), 0);
}

/**
 * Runs what must happen first (at most 5 s), then POST /api/auth/logout (its failure does not keep
 * anyone signed in), then clears storage.
 */
export async function signOut(): Promise<void> {
  await Promise.race([
    Promise.allSettled([...beforeSigningOut].map((task) => task())),
    new Promise((resolve) => setTimeout(resolve, BEFORE_SIGN_OUT_MS)),
  ]);
  try {
    await callApi(authEndpoints.logout);
  } catch {
    // The refresh cookie may already be gone; the local session is cleared regardless.
  } finally {
    clearSessionStorage();
  }
}

import type { SessionUser } from '@pathshala/contracts';
import { STORAGE_KEYS } from '@pathshala/contracts/plain';

/**
 * The session as kept in the browser (spec section 3): the access token under `authToken`,
 * the user (JSON) under `currentUser` and the welcome flag under `showWelcome`.
 */
function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function getToken(): string | null {
  return local()?.getItem(STORAGE_KEYS.token) ?? null;
}

export function setToken(token: string): void {
  local()?.setItem(STORAGE_KEYS.token, token);
}

/** Whether a user is stored at all (unchecked: `getStoredUser` in ./stored-user reads it). */
export function hasStoredUser(): boolean {
  return Boolean(local()?.getItem(STORAGE_KEYS.user));
}

/** The stored user's id, read without the schema (to tell two sessions apart), else null. */
export function storedUserId(): number | null {
  try {
    const id: unknown = JSON.parse(local()?.getItem(STORAGE_KEYS.user) ?? 'null')?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

export function setStoredUser(user: SessionUser): void {
  local()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function getWelcomeFlag(): boolean {
  const flag = local()?.getItem(STORAGE_KEYS.welcome);
  return flag === 'true' || flag === 'first';
}

/** Whether the welcome due is for the person's first sign-in ever (not a 'welcome back'). */
export function isFirstWelcome(): boolean {
  return local()?.getItem(STORAGE_KEYS.welcome) === 'first';
}

/** Marks the tab a sign-in happened in (sessionStorage is per tab and survives its reloads). */
const WELCOME_TAB_KEY = 'welcomeThisTab';

/** Raises the welcome flag (`first`: for a first-ever sign-in) or lowers it. */
export function setWelcomeFlag(show: boolean | 'first'): void {
  if (show) {
    local()?.setItem(STORAGE_KEYS.welcome, show === 'first' ? 'first' : 'true');
    writeDeviceItem(WELCOME_TAB_KEY, 'true', 'session');
  } else {
    local()?.removeItem(STORAGE_KEYS.welcome);
    storageOf('session')?.removeItem(WELCOME_TAB_KEY);
  }
}

/**
 * Whether a restored session still owes the welcome: only on a reload of the tab that signed in (the
 * app's reload for a language taken from the account). A deep link, in this tab or another, or a later
 * visit, goes straight to its screen after the splash: the welcome is for a sign-in.
 */
export function welcomeDueOnRestore(): boolean {
  return getWelcomeFlag() && readDeviceItem(WELCOME_TAB_KEY, 'session') === 'true' && pageWasReloaded();
}

/** This page load is a reload (the app's own, for a language), not a link followed or an address typed. */
function pageWasReloaded(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'reload';
  } catch {
    return false;
  }
}

/** Forgets the signed-in user: token, user and welcome flag. */
export function clearSessionStorage(): void {
  const storage = local();
  storage?.removeItem(STORAGE_KEYS.token);
  storage?.removeItem(STORAGE_KEYS.user);
  storage?.removeItem(STORAGE_KEYS.welcome);
  storageOf('session')?.removeItem(WELCOME_TAB_KEY);
}

type Area = 'local' | 'session';

function storageOf(area: Area): Storage | null {
  try {
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** What the app kept on this device under `key` (a preference, a place to go back to), else null. */
export function readDeviceItem(key: string, area: Area = 'local'): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` on this device; when storage is disabled or full it is simply not kept. */
export function writeDeviceItem(key: string, value: string, area: Area = 'local'): void {
  try {
    storageOf(area)?.setItem(key, value);
  } catch {
    // not kept: the app works without it
  }
}

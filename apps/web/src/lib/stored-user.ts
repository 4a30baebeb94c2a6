import { SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { readDeviceItem } from './storage';

/**
 * The stored user, or null when missing or not a valid SessionUser. Apart from ./storage because it
 * checks with the contracts' schema, which the first page does without.
 */
export function getStoredUser(): SessionUser | null {
  const raw = readDeviceItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = SessionUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

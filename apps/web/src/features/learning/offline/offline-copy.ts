import { isApiError } from '../../../lib/api-client';
import { getStoredUser } from '../../../lib/stored-user';
import { forgetCopy, keepCopy, readCopy } from './study-store';

/** No answer from the server: offline, or a connection too weak to answer in time. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

/**
 * Fetches through `fetcher` and keeps a copy on the device for the signed-in student; when the
 * server cannot be reached (or the browser knows it is offline) the last copy answers instead.
 * A copy never outlives the student's right to it: a 403 or 404 forgets it.
 */
export async function withOfflineCopy<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const userId = getStoredUser()?.id;
  if (userId === undefined) return fetcher();
  const copy = () => readCopy<T>(userId, key).catch(() => undefined);
  if (!navigator.onLine) {
    const kept = await copy();
    if (kept !== undefined) return kept;
  }
  try {
    const fresh = await fetcher();
    await keepCopy(userId, key, fresh).catch(() => undefined); // storage full or disabled: online still works
    return fresh;
  } catch (error) {
    if (isUnreachable(error)) {
      const kept = await copy();
      if (kept !== undefined) return kept;
    } else if (isApiError(error) && (error.status === 403 || error.status === 404)) {
      await forgetCopy(userId, key).catch(() => undefined);
    }
    throw error;
  }
}

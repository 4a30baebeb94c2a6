import { messages } from '@pathshala/contracts/plain';
import { ApiError } from '../../lib/api-client';

/** How often a sign-in turned away as busy is sent again by itself before the person is told. */
export const BUSY_RETRIES = 4;
/** The wait when the server did not say (it says 3 s). */
const DEFAULT_WAIT_SECONDS = 3;

/** The server checks only so many sign-ins at once and asked this one to come back in a moment. */
export function isSignInBusy(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429 && error.serverMessage === messages.login.busy;
}

/**
 * Runs `signIn`; while the server answers that it is busy (a whole class pressing Sign In at once),
 * waits what it asked (Retry-After), spread by up to half again so the class does not come back in
 * one wave, and sends it again, up to BUSY_RETRIES times. `onWaiting` is told before each wait. Any
 * other refusal (a wrong password, too many guesses) is thrown at once: those must never be resent.
 */
export async function signInWhenFree<T>(
  signIn: () => Promise<T>,
  onWaiting: () => void,
  wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms)),
): Promise<T> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await signIn();
    } catch (error) {
      if (!isSignInBusy(error) || retries >= BUSY_RETRIES) throw error;
      onWaiting();
      const seconds = error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
      await wait(seconds * 1000 * (1 + Math.random() / 2));
    }
  }
}

import type { Messages } from '../../i18n';
import { ApiError } from '../../lib/api-client';

/** The login screen's error (spec section 8): the server's message, else the closest fallback. */
export function loginErrorMessage(t: Messages, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.translatedServerMessage) return error.translatedServerMessage;
    if (error.kind === 'network' || error.kind === 'timeout') return t.login.network;
    if (error.kind === 'http') return t.login.failed;
  }
  return t.login.failedRetry;
}

import type { Messages } from '../../i18n';
import { ApiError } from '../../lib/api-client';

type RecoveryMessages = Messages['recovery'];

/** Forgot password (spec section 8): the server's message, else the step's fallback. */
export function forgotErrorMessage(t: RecoveryMessages, error: unknown, step: 'check' | 'send'): string {
  if (error instanceof ApiError && error.kind === 'http') {
    return error.translatedServerMessage ?? (step === 'check' ? t.forgot.checkFailed : t.forgot.sendFailed);
  }
  return t.forgot.processFailed;
}

/**
 * Change password by status (spec section 8): 400, 401, 404, 500, any other status, or no response.
 * Technical details are added only in development builds.
 */
export function changeErrorMessage(t: RecoveryMessages, error: unknown): string {
  const message = changeErrorText(t, error);
  if (!import.meta.env.DEV || !(error instanceof ApiError)) return message;
  return `${message} [debug: ${error.kind}${error.status === null ? '' : ` ${error.status}`}]`;
}

function changeErrorText(t: RecoveryMessages, error: unknown): string {
  if (!(error instanceof ApiError)) return t.change.unexpected(0);
  if (error.status === null) return t.change.noResponse;
  switch (error.status) {
    case 400:
      return error.translatedServerMessage ?? t.change.badRequest;
    case 401:
      return error.translatedServerMessage ?? t.change.currentIncorrect;
    case 404:
      return t.change.noAccount;
    case 500:
      return error.translatedServerMessage ?? t.change.serverError;
    default:
      return error.translatedServerMessage
        ? `${t.change.unexpected(error.status)}: ${error.translatedServerMessage}`
        : t.change.unexpected(error.status);
  }
}

/** Reset link (spec section 8): the server's message for a refused link, else the step's fallback. */
export function resetErrorMessage(t: RecoveryMessages, error: unknown, step: 'validate' | 'reset'): string {
  if (error instanceof ApiError && error.kind === 'http' && error.status !== null && error.status < 500) {
    return (
      error.translatedServerMessage ?? (step === 'validate' ? t.reset.invalidToken : t.reset.resetFailed)
    );
  }
  return step === 'validate' ? t.reset.validateFailed : t.reset.resetFailed;
}

/** Whether a validation failure means the link itself is bad (not the network or the server). */
export function isRefusedLink(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 400;
}

import { describe, expect, it } from 'vitest';
import { t } from '../../i18n';
import { ApiError } from '../../lib/api-client';
import { changeErrorMessage, forgotErrorMessage, isRefusedLink, resetErrorMessage } from './recovery-errors';

const http = (status: number, serverMessage?: string) =>
  new ApiError({ kind: 'http', status, message: serverMessage ?? 'Server error', serverMessage });
const noResponse = new ApiError({ kind: 'network', status: null, message: 'Network error' });
// Development builds append technical details; compare the message without them.
const change = (error: unknown) => changeErrorMessage(t.recovery, error).replace(/ \[debug: .*\]$/, '');

describe('change password errors by status (spec section 8)', () => {
  it.each([
    [http(400, 'Passwords do not match'), 'Passwords do not match'],
    [http(400), 'Please check that all fields are filled correctly.'],
    [http(401, 'Current password is incorrect'), 'Current password is incorrect'],
    [http(401), 'Current password is incorrect'],
    [http(404, 'anything'), 'No account found with this email address. Please check your email.'],
    [http(500, 'Database unavailable'), 'Database unavailable'],
    [http(500), 'Server error. Please try again later.'],
    [http(418), 'Unexpected error (418)'],
    [http(429, 'Too many requests.'), 'Unexpected error (429): Too many requests.'],
    [noResponse, 'Cannot connect to server. Please check your connection and try again.'],
  ])('%s', (error, expected) => {
    expect(change(error)).toBe(expected);
  });
});

describe('forgot password errors', () => {
  it("shows the server's message, else the step's fallback, else the generic one", () => {
    expect(
      forgotErrorMessage(t.recovery, http(404, 'No account found with this email address'), 'check'),
    ).toBe('No account found with this email address');
    expect(forgotErrorMessage(t.recovery, http(502), 'check')).toBe('Failed to check email');
    expect(forgotErrorMessage(t.recovery, http(502), 'send')).toBe('Failed to send reset email');
    expect(forgotErrorMessage(t.recovery, noResponse, 'send')).toBe(
      'Failed to process request. Please try again.',
    );
  });
});

describe('reset link errors', () => {
  it('tells a refused link from a failed check', () => {
    expect(isRefusedLink(http(400, 'Invalid or expired reset token'))).toBe(true);
    expect(isRefusedLink(noResponse)).toBe(false);
    expect(resetErrorMessage(t.recovery, http(400), 'validate')).toBe('Invalid or expired reset token');
    expect(resetErrorMessage(t.recovery, noResponse, 'validate')).toBe('Failed to validate reset token');
    expect(resetErrorMessage(t.recovery, http(500), 'reset')).toBe('Failed to reset password');
  });
});

import { RESET_LINK_LIFETIME_MINUTES } from '@pathshala/contracts';
import { displayName } from '../auth/auth.presenter';
import type { UserRow } from '../auth/auth.service';
import type { OutgoingMail } from '../mail/mail.queue';

type Recipient = Pick<UserRow, 'firstName' | 'lastName' | 'type'> & { email: string };

const SIGNATURE = ['', 'Pathshala', 'This message was sent automatically; replies are not read.'];

/**
 * Why a link is mailed: the user asked (forgot password), an administrator approved the reset of an
 * admin account, or an administrator approved a new admin account (which has no password yet).
 */
export type ResetLinkReason = 'requested' | 'reset-approved' | 'account-approved';

/** The mail with the reset link: who it is for, the link, how long it works, and what to do if unasked. */
export function resetLinkMail(user: Recipient, link: string, reason: ResetLinkReason): OutgoingMail {
  const account = `your Pathshala ${user.type} account (${user.email})`;
  const opening = {
    requested: [`We received a request to reset the password of ${account}.`],
    'reset-approved': [`An administrator approved the request to reset the password of ${account}.`],
    'account-approved': [`An administrator approved ${account}. It has no password yet.`],
  }[reason];
  return {
    to: user.email,
    subject:
      reason === 'account-approved'
        ? 'Your Pathshala account is ready: choose your password'
        : 'Reset your Pathshala password',
    text: [
      `Hello ${displayName(user)},`,
      '',
      ...opening,
      reason === 'account-approved'
        ? 'Open this link to choose your password:'
        : 'Open this link to choose a new password:',
      '',
      link,
      '',
      `The link works once and expires in ${RESET_LINK_LIFETIME_MINUTES} minutes. If it has expired, ask for a new one on the Forgot Password page.`,
      '',
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The notice after a password was changed or reset: no secret, and what to do if it was not them. */
export function passwordChangedMail(
  user: Recipient,
  options: { how: 'reset' | 'changed'; forgotPasswordLink: string },
): OutgoingMail {
  const what =
    options.how === 'reset'
      ? 'was reset through the link we emailed you'
      : 'was changed on the Change Password page';
  return {
    to: user.email,
    subject: 'Your Pathshala password was changed',
    text: [
      `Hello ${displayName(user)},`,
      '',
      `The password of your Pathshala ${user.type} account (${user.email}) ${what}. You have been signed out everywhere; sign in again with the new password.`,
      '',
      'If this was not you, reset your password at once and tell your school administrator:',
      options.forgotPasswordLink,
      ...SIGNATURE,
    ].join('\n'),
  };
}

import { randomInt } from 'node:crypto';
import { GENERATED_PASSWORD_ALPHABET, GENERATED_PASSWORD_LENGTH } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { hashPassword } from '../../lib/passwords';
import { revokeAllSessions } from '../auth/auth.service';
import { enqueueMail } from '../mail/mail.queue';
import { setTemporaryPassword } from './admin.repository';

/** The spec's generator: 12 characters from letters, digits and !@#$%^&*, by crypto randomness. */
export function generateTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i++) {
    password += GENERATED_PASSWORD_ALPHABET[randomInt(GENERATED_PASSWORD_ALPHABET.length)];
  }
  return password;
}

/** A temporary password and its hash, made before the transaction (hashing never waits inside one). */
export interface PreparedTemporaryPassword {
  temporaryPassword: string;
  passwordHash: string;
}

export async function prepareTemporaryPassword(): Promise<PreparedTemporaryPassword> {
  const temporaryPassword = generateTemporaryPassword();
  return { temporaryPassword, passwordHash: await hashPassword(temporaryPassword) };
}

/**
 * The one rule for an admin resetting a student's or teacher's password (the reset queue and the
 * people page): the temporary password replaces the old one, must be changed at next sign-in, every
 * sign-in of the user ends, and the user is mailed it. Runs in the caller's transaction.
 */
export async function applyTemporaryPassword(
  tx: Executor,
  user: { id: number; email: string },
  prepared: PreparedTemporaryPassword,
  reason: string,
  now: Date,
): Promise<void> {
  await setTemporaryPassword(tx, user.id, prepared.passwordHash, now);
  await revokeAllSessions(tx, user.id, now);
  await enqueueMail(
    tx,
    {
      to: user.email,
      subject: 'Your Pathshala password was reset',
      text: [
        reason,
        '',
        `Your temporary password is: ${prepared.temporaryPassword}`,
        '',
        'Sign in with it; you will be asked to choose a new password straight away.',
      ].join('\n'),
    },
    now,
  );
}

import { randomBytes } from 'node:crypto';
import { messages, RESET_LINK_LIFETIME_MINUTES, type UserType } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { Throttle } from '../../lib/throttle';
import { hashToken, revokeAllSessions, type UserRow } from '../auth/auth.service';
import { enqueueMail } from '../mail/mail.queue';
import { passwordChangedMail, type ResetLinkReason, resetLinkMail } from './password-recovery.mail';
import {
  approvePendingResetRequest,
  claimResetToken,
  findAccountsByEmail,
  findResetToken,
  insertResetRequest,
  insertResetToken,
  type ResetRequestRow,
  updatePassword,
  voidUnusedResetTokens,
} from './password-recovery.repository';

/** The note a request gets when the user finished it through the mailed link (decisions.md). */
export const RESET_BY_USER_NOTE = 'Password reset by the user through the emailed link.';
/** The note of the request that carries a new admin account's first-password link. */
export const NEW_ACCOUNT_NOTE = 'New administrator account: a link to choose the first password was mailed.';

/**
 * Calls allowed per account in the window; each can enumerate or flood (decisions.md). Change-password
 * guesses a password, so it draws on the account's password-guess budget instead (ctx.passwordGuesses).
 */
export const ACCOUNT_LIMITS = {
  checkEmail: 10,
  forgotPassword: 5,
  resetLink: 10,
} as const;
const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** 256 random bits: far beyond the 128 decisions.md asks for. */
const RESET_TOKEN_BYTES = 32;
const ACCOUNT_TYPE_ORDER: UserType[] = ['student', 'teacher', 'admin'];

/** What a mail about an account needs of it. */
export type AccountToMail = Pick<UserRow, 'id' | 'type' | 'email' | 'username' | 'firstName' | 'lastName'>;

function withEmail<User extends AccountToMail>(user: User): User & { email: string } {
  return { ...user, email: user.email ?? user.username };
}

/**
 * Voids every reset link of a user that is still usable: their password was set another way (an
 * administrator's reset), so a link mailed before must not replace it. Runs in the caller's transaction.
 */
export function voidResetLinks(tx: Executor, userId: number, at: Date): Promise<void> {
  return voidUnusedResetTokens(tx, userId, at);
}

/**
 * Mails a user a single-use link (30 minutes) that finishes a reset request; their older unused
 * links stop working. Runs inside the caller's transaction, so the link exists only if the mail is queued.
 */
export async function mailResetLink(
  tx: Executor,
  options: { publicUrl: string; requestId: number; user: AccountToMail; now: Date; reason: ResetLinkReason },
): Promise<void> {
  const { requestId, user, now } = options;
  const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
  await voidUnusedResetTokens(tx, user.id, now);
  await insertResetToken(tx, {
    requestId,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MINUTES * 60_000),
    createdAt: now,
  });
  const link = `${options.publicUrl}/reset-password?${new URLSearchParams({ token }).toString()}`;
  await enqueueMail(tx, resetLinkMail(withEmail(user), link, options.reason), now);
}

/**
 * A new admin account gets no password anyone else typed: the approval is recorded as an approved
 * reset request of the account, whose mailed link lets its owner choose the first password.
 */
export async function mailFirstPasswordLink(
  tx: Executor,
  options: { publicUrl: string; user: AccountToMail; approvedBy: number; now: Date },
): Promise<void> {
  const { user, now } = options;
  const request = await insertResetRequest(tx, {
    userId: user.id,
    email: withEmail(user).email,
    userType: user.type,
    requestedAt: now,
    status: 'approved',
    processedBy: options.approvedBy,
    processedAt: now,
    adminNotes: NEW_ACCOUNT_NOTE,
  });
  await mailResetLink(tx, { ...options, requestId: request.id, reason: 'account-approved' });
}

/**
 * Whether a request can still be finished by its link: while pending, or once an admin approved the
 * reset of an admin account or a new admin account (those approvals only mail a link, voiding older ones).
 */
function openToItsLink(request: ResetRequestRow): boolean {
  if (request.status === 'pending') return true;
  return request.status === 'approved' && request.userType === 'admin' && request.processedBy !== null;
}

/** Forgot password, reset by link and change password (spec sections 4, 7, 8; decisions.md). */
export function createPasswordRecoveryService(ctx: AppContext) {
  const { db, clock, config } = ctx;
  const perAddress = new Throttle(db, clock, 'recovery-address', config.loginRatePerMinute, 60);
  const perAccountOf = (call: keyof typeof ACCOUNT_LIMITS) =>
    new Throttle(db, clock, `recovery-${call}`, ACCOUNT_LIMITS[call], ACCOUNT_WINDOW_SECONDS);
  const perAccount = {
    checkEmail: perAccountOf('checkEmail'),
    forgotPassword: perAccountOf('forgotPassword'),
    resetLink: perAccountOf('resetLink'),
  };

  /** Counts one call against a key, refusing it (429) once the key is over its limit. */
  async function countCall(throttle: Throttle, key: string): Promise<void> {
    if (!(await throttle.take(key))) throw tooManyRequests(messages.api.throttled);
  }

  /** The token's row when it can still reset a password, else the spec's invalid-token answer. */
  async function usableToken(token: string, clientAddress: string) {
    await countCall(perAddress, clientAddress);
    const found = await findResetToken(db, hashToken(token));
    if (!found) throw badRequest(messages.reset.invalidToken);
    await countCall(perAccount.resetLink, String(found.user.id));
    const now = clock.now();
    const usable =
      !found.token.usedAt &&
      !found.token.voidedAt &&
      found.token.expiresAt > now &&
      openToItsLink(found.request);
    if (!usable) throw badRequest(messages.reset.invalidToken);
    return found;
  }

  return {
    /** The account types an e-mail address has; none is the spec's error. */
    async checkEmail(input: { email: string; clientAddress: string }): Promise<UserType[]> {
      await countCall(perAddress, input.clientAddress);
      await countCall(perAccount.checkEmail, input.email);
      const accounts = await findAccountsByEmail(db, input.email);
      if (accounts.length === 0) throw notFound(messages.forgot.noAccount);
      const types = new Set(accounts.map((account) => account.type));
      return ACCOUNT_TYPE_ORDER.filter((type) => types.has(type));
    },

    /**
     * Opens a pending reset request for one account and mails it a single-use link valid 30 minutes;
     * older unused links of that user stop working. The mail leaves through the queue.
     */
    async forgotPassword(input: { email: string; userType: UserType; clientAddress: string }): Promise<void> {
      await countCall(perAddress, input.clientAddress);
      await countCall(perAccount.forgotPassword, input.email);
      const accounts = await findAccountsByEmail(db, input.email);
      const account = accounts.find((candidate) => candidate.type === input.userType);
      if (!account) throw notFound(messages.forgot.noAccount);
      const user = withEmail(account);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const request = await insertResetRequest(tx, {
          userId: user.id,
          email: user.email,
          userType: user.type,
          requestedAt: now,
        });
        await mailResetLink(tx, {
          publicUrl: config.publicUrl,
          requestId: request.id,
          user,
          now,
          reason: 'requested',
        });
        await recordAudit(
          tx,
          {
            actorId: user.id,
            action: 'password_reset.request',
            entityType: 'password_reset_request',
            entityId: request.id,
          },
          now,
        );
      });
    },

    /** Whose account a reset link opens, while it is usable. */
    async validateResetToken(input: { token: string; clientAddress: string }) {
      const { user } = await usableToken(input.token, input.clientAddress);
      return { email: withEmail(user).email, userType: user.type };
    },

    /**
     * Sets the new password through a usable link: the link is spent, its request approved with a
     * note that the user did it, every session of the user ends, and a notice is mailed.
     */
    async resetPassword(input: { token: string; newPassword: string; clientAddress: string }): Promise<void> {
      const { token, request, user } = await usableToken(input.token, input.clientAddress);
      if (await verifyPassword(user.passwordHash, input.newPassword)) {
        throw badRequest(messages.password.sameAsCurrent);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Both guards re-check inside the transaction: a second use or an admin's decision may have won.
        if (!(await claimResetToken(tx, token.id, now))) throw badRequest(messages.reset.invalidToken);
        // An admin account's request that another admin approved is closed already: the claim sufficed.
        const closed =
          request.status === 'approved' ||
          (await approvePendingResetRequest(tx, request.id, { at: now, notes: RESET_BY_USER_NOTE }));
        if (!closed) throw badRequest(messages.reset.invalidToken);
        await updatePassword(tx, user.id, passwordHash, now);
        await voidUnusedResetTokens(tx, user.id, now);
        await revokeAllSessions(tx, user.id, now);
        await enqueueMail(
          tx,
          passwordChangedMail(withEmail(user), {
            how: 'reset',
            forgotPasswordLink: `${config.publicUrl}/forgot-password`,
          }),
          now,
        );
        await recordAudit(
          tx,
          {
            actorId: user.id,
            action: 'password_reset.complete',
            entityType: 'password_reset_request',
            entityId: request.id,
          },
          now,
        );
      });
    },

    /**
     * Changes a password with the current one, without a session: the account of that e-mail whose
     * password matches. Ends every session, voids open reset links and mails a notice.
     */
    async changePassword(input: {
      email: string;
      currentPassword: string;
      newPassword: string;
      clientAddress: string;
    }): Promise<void> {
      await countCall(perAddress, input.clientAddress);
      const accounts = await findAccountsByEmail(db, input.email);
      // The same budget as sign-in: change-password is no second channel for guessing.
      const budgets = await ctx.passwordGuesses.begin(
        accounts.map((candidate) => candidate.id),
        input.email,
      );
      if (accounts.length === 0) {
        await burnPasswordCheck(input.currentPassword);
        throw notFound(messages.change.noAccount);
      }
      let account: UserRow | undefined;
      for (const candidate of accounts) {
        if (await verifyPassword(candidate.passwordHash, input.currentPassword)) {
          account = candidate;
          break;
        }
      }
      if (!account) throw unauthorized(messages.change.currentIncorrect);
      await ctx.passwordGuesses.succeeded(budgets, account.id);
      const user = withEmail(account);
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await updatePassword(tx, user.id, passwordHash, now);
        await voidUnusedResetTokens(tx, user.id, now);
        await revokeAllSessions(tx, user.id, now);
        await enqueueMail(
          tx,
          passwordChangedMail(user, {
            how: 'changed',
            forgotPasswordLink: `${config.publicUrl}/forgot-password`,
          }),
          now,
        );
        await recordAudit(
          tx,
          { actorId: user.id, action: 'password.change', entityType: 'user', entityId: user.id },
          now,
        );
      });
    },
  };
}

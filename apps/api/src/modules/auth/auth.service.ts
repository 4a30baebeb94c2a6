import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Language, messages, REFRESH_TOKEN_LIFETIME_DAYS } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { AppContext } from '../../context';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { Throttle } from '../../lib/throttle';
import type { Actor } from '../../plugins/auth';
import {
  claimRefreshToken,
  findRefreshToken,
  findUserById,
  findUsersBySignInName,
  insertRefreshToken,
  recordSignIn,
  revokeAllRefreshTokensOfUser,
  revokeRefreshFamily,
  setLanguage,
  type UserRow,
} from './auth.repository';

/**
 * Waits after failed sign-ins, per account: five free, then 1, 2, 4 ... 60 s between attempts,
 * forgotten after a quiet quarter of an hour. Guessing stays slow (about one guess a minute: at most
 * some 1,450 per account per day) and nobody can keep the owner out for more than a minute.
 */
export interface IssuedSession {
  user: UserRow;
  refreshToken: string;
  refreshExpiresAt: Date;
  /** The refresh family: one sign-in, named in its access tokens so that ending it ends them. */
  sessionId: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What other modules read and do of accounts and sign-ins: through here, never auth's repository. */
export type { UserRow };

export function findUser(db: Executor, id: number): Promise<UserRow | undefined> {
  return findUserById(db, id);
}

/**
 * Ends every sign-in of a user, in the caller's transaction (a password set by someone else, a
 * deactivated account): their refresh tokens stop at once, their access tokens at the next
 * revoked-sessions read.
 */
export function revokeAllSessions(tx: Executor, userId: number, at: Date): Promise<void> {
  return revokeAllRefreshTokensOfUser(tx, userId, at);
}

export interface SignInInput {
  signInName: string;
  password: string;
  /** Accounts this browser signed in to before, with its device id (device cookies). */
  trustedDevices: ReadonlyMap<number, string>;
  clientAddress: string;
}

/** How long a sign-in turned away because the server is busy waits before it is sent again. */
const SIGN_IN_BUSY_RETRY_SECONDS = 3;

export function createAuthService(ctx: AppContext) {
  const { db, clock } = ctx;
  const addressAttempts = new Throttle(db, clock, 'sign-in-address', ctx.config.loginRatePerMinute, 60);
  // Sign-ins this server is checking. Beyond its share, a sign-in is asked to come back at once:
  // queued behind the password hashes of a whole school at nine o'clock, it would outlive the
  // proxy's timeout, be sent again, and the server would hash for devices no longer listening.
  let signInsChecking = 0;

  async function issueRefreshToken(userId: number, familyId: string = randomUUID()) {
    const refreshToken = randomBytes(32).toString('base64url');
    const now = clock.now();
    const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_DAYS * 86_400_000);
    await insertRefreshToken(db, {
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: refreshExpiresAt,
      createdAt: now,
    });
    return { refreshToken, refreshExpiresAt, sessionId: familyId };
  }

  /** The sign-in itself: the address limit, the account's guess budget, the password, the session. */
  async function checkSignIn(input: SignInInput): Promise<IssuedSession> {
    if (!(await addressAttempts.take(input.clientAddress))) throw tooManyRequests(messages.login.throttled);
    const candidates = await findUsersBySignInName(db, input.signInName);
    const budgets = await ctx.passwordGuesses.begin(
      candidates.map((candidate) => candidate.id),
      input.signInName,
      input.trustedDevices,
    );

    let user: UserRow | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(candidate.passwordHash, input.password)) {
        user = candidate;
        break;
      }
    }
    if (candidates.length === 0) await burnPasswordCheck(input.password);
    if (!user) throw unauthorized(messages.login.invalidCredentials);
    await ctx.passwordGuesses.succeeded(budgets, user.id);
    // The address limit is for guessing: a right password is taken back, so a whole school
    // signing in through one address at nine o'clock is never refused.
    await addressAttempts.forgive(input.clientAddress);
    if (user.registrationStatus !== 'A') throw forbidden(messages.login.inactive);
    await recordSignIn(db, user.id, clock.now());
    return { user, ...(await issueRefreshToken(user.id)) };
  }

  return {
    /**
     * Signs in by username or e-mail. Wrong name and wrong password answer alike; failures slow
     * down the account (whatever name was typed for it) and count per client address (an attempt
     * counts while it is checked, so a burst of guesses cannot all slip past the limit). Beyond
     * SIGN_INS_AT_ONCE being checked on this server, 429 with Retry-After, before anything is counted.
     */
    async login(input: SignInInput): Promise<IssuedSession> {
      if (signInsChecking >= ctx.config.signInsAtOnce)
        throw tooManyRequests(messages.login.busy, SIGN_IN_BUSY_RETRY_SECONDS);
      signInsChecking += 1;
      try {
        return await checkSignIn(input);
      } finally {
        signInsChecking -= 1;
      }
    },

    /**
     * Rotates a refresh token. A token presented a second time means it was stolen or replayed:
     * the whole family (that sign-in) is revoked.
     */
    async refresh(presented: string | undefined): Promise<IssuedSession> {
      if (!presented) throw unauthorized(messages.api.refreshInvalid);
      const row = await findRefreshToken(db, hashToken(presented));
      const now = clock.now();
      if (!row) throw unauthorized(messages.api.refreshInvalid);
      if (row.revokedAt || row.usedAt || !(await claimRefreshToken(db, row.id, now))) {
        await revokeRefreshFamily(db, row.familyId, now);
        throw unauthorized(messages.api.refreshInvalid);
      }
      if (row.expiresAt <= now) throw unauthorized(messages.api.refreshInvalid);
      const user = await findUserById(db, row.userId);
      if (user?.registrationStatus !== 'A') {
        await revokeRefreshFamily(db, row.familyId, now);
        throw unauthorized(messages.api.refreshInvalid);
      }
      return { user, ...(await issueRefreshToken(user.id, row.familyId)) };
    },

    /**
     * Ends this device's sign-in: the refresh cookie's family and the access token's session (a
     * client may hold only one of them). Other devices stay signed in; a password change ends all.
     * Returns the sessions ended.
     */
    async logout({
      refreshToken,
      accessSessionId,
    }: {
      refreshToken: string | undefined;
      accessSessionId: string | undefined;
    }): Promise<string[]> {
      const ended = new Set<string>();
      const row = refreshToken ? await findRefreshToken(db, hashToken(refreshToken)) : undefined;
      if (row) ended.add(row.familyId);
      if (accessSessionId) ended.add(accessSessionId);
      for (const sessionId of ended) await revokeRefreshFamily(db, sessionId, clock.now());
      return [...ended];
    },

    /** Kept on the account, so the person's language follows them to any device they sign in on. */
    async chooseLanguage({ actor, language }: { actor: Actor; language: Language }): Promise<void> {
      await setLanguage(db, actor.id, language);
    },

    /** The caller's account as it is now: a deactivated one is refused. */
    async currentUser({ actor }: { actor: Actor }): Promise<UserRow> {
      const user = await findUserById(db, actor.id);
      if (user?.registrationStatus !== 'A') throw unauthorized(messages.api.tokenInvalid);
      return user;
    },
  };
}

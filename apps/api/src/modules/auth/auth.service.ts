import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { messages, REFRESH_TOKEN_LIFETIME_DAYS } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { Throttle } from '../../lib/throttle';
import {
  claimRefreshToken,
  findRefreshToken,
  findUserById,
  findUsersBySignInName,
  insertRefreshToken,
  revokeRefreshFamily,
  type UserRow,
} from './auth.repository';

/** Failed sign-ins allowed per account in the window before it is throttled. */
const ACCOUNT_FAILURE_LIMIT = 5;
const ACCOUNT_WINDOW_SECONDS = 15 * 60;

export interface IssuedSession {
  user: UserRow;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createAuthService(ctx: AppContext) {
  const { db, clock } = ctx;
  const accountFailures = new Throttle(clock, ACCOUNT_FAILURE_LIMIT, ACCOUNT_WINDOW_SECONDS);
  const addressAttempts = new Throttle(clock, ctx.config.loginRatePerMinute, 60);

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
    return { refreshToken, refreshExpiresAt };
  }

  return {
    /**
     * Signs in by username or e-mail. Wrong name and wrong password answer alike; failures are
     * throttled per account and all attempts per client address.
     */
    async login(input: {
      signInName: string;
      password: string;
      clientAddress: string;
    }): Promise<IssuedSession> {
      const accountKey = input.signInName.toLowerCase();
      const addressKey = input.clientAddress;
      if (addressAttempts.isBlocked(addressKey) || accountFailures.isBlocked(accountKey)) {
        throw tooManyRequests(messages.login.throttled);
      }
      addressAttempts.hit(addressKey);
      const candidates = await findUsersBySignInName(db, input.signInName);
      let user: UserRow | undefined;
      for (const candidate of candidates) {
        if (await verifyPassword(candidate.passwordHash, input.password)) {
          user = candidate;
          break;
        }
      }
      if (candidates.length === 0) await burnPasswordCheck(input.password);
      if (!user) {
        accountFailures.hit(accountKey);
        throw unauthorized(messages.login.invalidCredentials);
      }
      if (user.registrationStatus !== 'A') throw forbidden(messages.login.inactive);
      accountFailures.reset(accountKey);
      return { user, ...(await issueRefreshToken(user.id)) };
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

    async logout(presented: string | undefined): Promise<void> {
      if (!presented) return;
      const row = await findRefreshToken(db, hashToken(presented));
      if (row) await revokeRefreshFamily(db, row.familyId, clock.now());
    },

    async currentUser(id: number): Promise<UserRow> {
      const user = await findUserById(db, id);
      if (user?.registrationStatus !== 'A') throw unauthorized(messages.api.tokenInvalid);
      return user;
    },
  };
}

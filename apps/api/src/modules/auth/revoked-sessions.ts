import { ACCESS_TOKEN_LIFETIME_SECONDS, CONTENT_LINK_LIFETIME_SECONDS } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import type { Clock } from '../../lib/clock';
import { findFamiliesRevokedSince } from './auth.repository';

/** How long an ended session is remembered: as long as its longest-lived token (a content link). */
const KEEP_SECONDS = Math.max(ACCESS_TOKEN_LIFETIME_SECONDS, CONTENT_LINK_LIFETIME_SECONDS) + 60;

/** How old a copy of the revocations may be: a session ended elsewhere stops working within this. */
export const REVOCATIONS_MAX_AGE_SECONDS = 5;

/**
 * The sign-ins (refresh families) ended lately, so that their access tokens stop working before
 * they expire: logout ends one, a password change or reset ends all of a user's, and a replayed
 * refresh token ends its family. Read from the database at most every few seconds, so the exam's
 * hot path does not query per request and every API process learns of ends made by the others.
 * A family ended longer ago than its longest-lived token (a content link) has none left to refuse.
 */
export class RevokedSessions {
  private readonly endedAt = new Map<string, number>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async has(sessionId: string): Promise<boolean> {
    if (this.clock.now().getTime() - this.loadedAt >= REVOCATIONS_MAX_AGE_SECONDS * 1000) {
      await this.reload();
    }
    return this.endedAt.has(sessionId);
  }

  /** Ends a session in this process at once (it is already revoked in the database). */
  add(sessionId: string): void {
    this.endedAt.set(sessionId, this.clock.now().getTime());
  }

  private reload(): Promise<void> {
    this.loading ??= (async () => {
      const now = this.clock.now().getTime();
      const keepSince = now - KEEP_SECONDS * 1000;
      for (const row of await findFamiliesRevokedSince(this.db, new Date(keepSince))) {
        this.endedAt.set(row.familyId, row.revokedAt?.getTime() ?? now);
      }
      for (const [sessionId, at] of this.endedAt) if (at < keepSince) this.endedAt.delete(sessionId);
      this.loadedAt = now;
    })().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }
}

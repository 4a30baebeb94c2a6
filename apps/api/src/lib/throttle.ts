import { type Database, guessDelays, throttleWindows } from '@pathshala/db';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from './clock';

/**
 * Counts calls per key in a fixed window and refuses a key over its limit. The counts live in the
 * database (throttle_windows), so one limit holds across every API server; a window ends on the
 * server's clock (the injected one, so tests move it).
 */
export class Throttle {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Names the throttle: its keys are stored as `name:key`. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowSeconds: number,
  ) {}

  /**
   * Counts a call unless the key is at its limit: true when counted, false when refused. One
   * statement, so calls sent together to several servers cannot all slip under the limit.
   */
  async take(key: string): Promise<boolean> {
    const now = this.clock.now();
    const windowEndsAt = new Date(now.getTime() + this.windowSeconds * 1000);
    const counted = await this.db
      .insert(throttleWindows)
      .values({ key: this.keyOf(key), startedAt: now, count: 1, expiresAt: windowEndsAt })
      .onConflictDoUpdate({
        target: throttleWindows.key,
        // A window that has ended starts again at this call.
        set: {
          startedAt: sql`case when ${throttleWindows.expiresAt} <= ${now} then ${now} else ${throttleWindows.startedAt} end`,
          count: sql`case when ${throttleWindows.expiresAt} <= ${now} then 1 else ${throttleWindows.count} + 1 end`,
          expiresAt: sql`case when ${throttleWindows.expiresAt} <= ${now} then ${windowEndsAt} else ${throttleWindows.expiresAt} end`,
        },
        setWhere: sql`${throttleWindows.expiresAt} <= ${now} or ${throttleWindows.count} < ${this.limit}`,
      })
      .returning({ count: throttleWindows.count });
    return counted.length > 0;
  }

  /** Whether the key is at its limit now (nothing is counted). */
  async isBlocked(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ count: throttleWindows.count })
      .from(throttleWindows)
      .where(and(eq(throttleWindows.key, this.keyOf(key)), gt(throttleWindows.expiresAt, this.clock.now())));
    return row !== undefined && row.count >= this.limit;
  }

  /** Takes back one counted call (it turned out not to be one the limit is for). */
  async forgive(key: string): Promise<void> {
    await this.db
      .update(throttleWindows)
      .set({ count: sql`${throttleWindows.count} - 1` })
      .where(
        and(
          eq(throttleWindows.key, this.keyOf(key)),
          gt(throttleWindows.expiresAt, this.clock.now()),
          gt(throttleWindows.count, 0),
        ),
      );
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }
}

export interface GrowingDelayOptions {
  freeFailures: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

/**
 * Failed attempts per key, answered with growing waits instead of a lock: the first `freeFailures`
 * cost nothing, then each further attempt must come `2^(failures - freeFailures)` seconds after the
 * previous one, at most `maxDelaySeconds`. Attempts made while waiting are refused and not counted,
 * so nobody can lengthen someone else's wait by sending more. A key is forgotten after
 * `forgetAfterSeconds` without an attempt. Kept in the database (guess_delays): one budget per key
 * across every API server.
 */
export class GrowingDelay {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly options: GrowingDelayOptions,
  ) {}

  /**
   * Refuses while any of the keys must wait (the longest wait, in whole seconds), or else counts an
   * attempt as failed on every key before its outcome is known, so attempts sent together cannot
   * all slip through before the first one fails; `forgive` or `reset` settle it. One transaction
   * with the keys' rows locked in order, so two servers never both let a waiting key through.
   */
  async failUnlessWaiting(keys: readonly string[]): Promise<{ waitSeconds: number }> {
    const sorted = [...new Set(keys)].sort();
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + this.options.forgetAfterSeconds * 1000);
      await tx
        .insert(guessDelays)
        .values(sorted.map((key) => ({ key, failures: 0, lastAt: now, expiresAt })))
        .onConflictDoNothing();
      const rows = await tx
        .select()
        .from(guessDelays)
        .where(inArray(guessDelays.key, sorted))
        .orderBy(asc(guessDelays.key))
        .for('update');
      const live = rows.filter((row) => row.expiresAt > now);
      const waitSeconds = Math.max(0, ...live.map((row) => this.waitOf(row, now)));
      if (waitSeconds > 0) return { waitSeconds };
      const failuresOf = new Map(live.map((row) => [row.key, row.failures]));
      for (const key of sorted) {
        await tx
          .update(guessDelays)
          .set({ failures: (failuresOf.get(key) ?? 0) + 1, lastAt: now, expiresAt })
          .where(eq(guessDelays.key, key));
      }
      return { waitSeconds: 0 };
    });
  }

  /** Takes back one counted attempt (it turned out not to be a guess at this key). */
  async forgive(key: string): Promise<void> {
    await this.db
      .update(guessDelays)
      .set({ failures: sql`greatest(${guessDelays.failures} - 1, 0)` })
      .where(eq(guessDelays.key, key));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(guessDelays).where(eq(guessDelays.key, key));
  }

  private waitOf(row: { failures: number; lastAt: Date }, now: Date): number {
    if (row.failures < this.options.freeFailures) return 0;
    const delay = Math.min(2 ** (row.failures - this.options.freeFailures), this.options.maxDelaySeconds);
    const waitedMs = now.getTime() - row.lastAt.getTime();
    return Math.max(0, Math.ceil(delay - waitedMs / 1000));
  }
}

/** Forgets windows and budgets that have run out (a timed job; any server may run it). */
export async function forgetExpiredThrottles(db: Database, now: Date): Promise<void> {
  await db.delete(throttleWindows).where(lt(throttleWindows.expiresAt, now));
  await db.delete(guessDelays).where(lt(guessDelays.expiresAt, now));
}

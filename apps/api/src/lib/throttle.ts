import type { Clock } from './clock';

/**
 * Counts events per key in a fixed window and says when a key is over its limit.
 * In memory: one API process serves a deployment (the embedded database allows no other).
 */
export class Throttle {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: number,
    private readonly windowSeconds: number,
  ) {}

  isBlocked(key: string): boolean {
    const window = this.current(key);
    return window !== undefined && window.count >= this.limit;
  }

  hit(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { startedAt: this.clock.now().getTime(), count: 1 });
    if (this.windows.size > 50_000) this.prune();
  }

  /** Takes back one counted event (it turned out not to be one the limit is for). */
  forgive(key: string): void {
    const window = this.current(key);
    if (window && window.count > 0) window.count -= 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (!window) return undefined;
    if (this.clock.now().getTime() - window.startedAt >= this.windowSeconds * 1000) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private prune(): void {
    for (const key of this.windows.keys()) this.current(key);
  }
}

/**
 * Failed attempts per key, answered with growing waits instead of a lock: the first `freeFailures`
 * cost nothing, then each further attempt must come `2^(failures - freeFailures)` seconds after the
 * previous one, at most `maxDelaySeconds`. Attempts made while waiting are refused and not counted,
 * so nobody can lengthen someone else's wait by sending more. A key is forgotten after
 * `forgetAfterSeconds` without an attempt.
 */
export class GrowingDelay {
  private readonly records = new Map<string, { failures: number; lastAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly options: { freeFailures: number; maxDelaySeconds: number; forgetAfterSeconds: number },
  ) {}

  /** Whole seconds the key must still wait before its next attempt; 0 when it may try now. */
  waitSeconds(key: string): number {
    const record = this.current(key);
    if (!record || record.failures < this.options.freeFailures) return 0;
    const delay = Math.min(2 ** (record.failures - this.options.freeFailures), this.options.maxDelaySeconds);
    const waitedMs = this.clock.now().getTime() - record.lastAt;
    return Math.max(0, Math.ceil(delay - waitedMs / 1000));
  }

  /**
   * Counts an attempt as failed before its outcome is known, so attempts sent together cannot all
   * slip through before the first one fails; `forgive` takes it back.
   */
  fail(key: string): void {
    const record = this.current(key);
    const now = this.clock.now().getTime();
    this.records.set(key, { failures: (record?.failures ?? 0) + 1, lastAt: now });
    if (this.records.size > 50_000) this.prune();
  }

  /** Takes back one counted attempt (it turned out not to be a guess at this key). */
  forgive(key: string): void {
    const record = this.current(key);
    if (record && record.failures > 1) record.failures -= 1;
    else this.records.delete(key);
  }

  reset(key: string): void {
    this.records.delete(key);
  }

  private current(key: string) {
    const record = this.records.get(key);
    if (!record) return undefined;
    if (this.clock.now().getTime() - record.lastAt >= this.options.forgetAfterSeconds * 1000) {
      this.records.delete(key);
      return undefined;
    }
    return record;
  }

  private prune(): void {
    for (const key of this.records.keys()) this.current(key);
  }
}

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

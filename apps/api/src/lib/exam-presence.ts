import { type Database, examPresence } from '@pathshala/db';
import { inArray, sql } from 'drizzle-orm';

/**
 * Who is in an exam right now: each open attempt's last word from its runner (a heartbeat, an
 * answer, a paper load) and how many answers its device still holds. Shared by every API server
 * through the database (exam_presence): the server a runner reaches notes it in memory and writes
 * what it noted in one statement a second, or at once when a room reads; the exam room reads the
 * table, whichever server its teacher reached. Kept after completion, so the room can say when a
 * student who submitted was last heard from.
 */
export interface Presence {
  /** When the runner was last heard from (server clock, ms). */
  lastSeenMs: number;
  /** Since when it has been heard from without a gap (ms): "connected since". */
  connectedSinceMs: number;
  /** Answers waiting on the device, as the runner last said. */
  pending: number;
}

/** A gap longer than this between two words from a runner starts a new "connected since". */
const GAP_MS = 25_000;
/** How often a server writes what it noted (a room on another server sees it this much later at most). */
const WRITE_EVERY_MS = 1_000;

interface Noted {
  lastSeenMs: number;
  connectedSinceMs: number;
  /** Only what the runner said: another server may hold a newer count. */
  pending: number | null;
}

export class ExamPresence {
  private noted = new Map<number, Noted>();
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {}

  /** Writes what this server noted every second, until `stop`. */
  start(): void {
    this.timer ??= setInterval(() => void this.write().catch(() => {}), WRITE_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.write().catch(() => {});
  }

  seen(attemptId: number, nowMs: number, pending?: number): void {
    const previous = this.noted.get(attemptId);
    const continuous = previous && nowMs - previous.lastSeenMs <= GAP_MS;
    this.noted.set(attemptId, {
      lastSeenMs: nowMs,
      connectedSinceMs: continuous ? previous.connectedSinceMs : nowMs,
      pending: pending ?? previous?.pending ?? null,
    });
  }

  /** The presence of these attempts, as every server has written it (this one's notes first). */
  async of(attemptIds: readonly number[]): Promise<Map<number, Presence>> {
    await this.write();
    if (attemptIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(examPresence)
      .where(inArray(examPresence.attemptId, [...attemptIds]));
    return new Map(
      rows.map((row) => [
        row.attemptId,
        {
          lastSeenMs: row.lastSeenAt.getTime(),
          connectedSinceMs: row.connectedSince.getTime(),
          pending: row.pending,
        },
      ]),
    );
  }

  /** Writes the notes taken since the last write, in one statement; writes run one after another. */
  write(): Promise<void> {
    this.writing = this.writing.catch(() => {}).then(() => this.writeNoted());
    return this.writing;
  }

  private async writeNoted(): Promise<void> {
    if (this.noted.size === 0) return;
    const batch = this.noted;
    this.noted = new Map();
    const entries = [...batch];
    try {
      // A count of held answers only where the runner gave one: another server may hold a newer one.
      await this.upsert(
        entries.filter(([, noted]) => noted.pending !== null),
        true,
      );
      await this.upsert(
        entries.filter(([, noted]) => noted.pending === null),
        false,
      );
    } catch (error) {
      // Kept for the next write, unless newer notes replaced them meanwhile; a deleted attempt's
      // notes (a reset) are dropped with the failed statement.
      if (!String(error).includes('foreign key')) {
        for (const [attemptId, noted] of batch)
          if (!this.noted.has(attemptId)) this.noted.set(attemptId, noted);
      }
      throw error;
    }
  }

  private async upsert(entries: Array<[number, Noted]>, withPending: boolean): Promise<void> {
    if (entries.length === 0) return;
    const gap = `${GAP_MS} milliseconds`;
    await this.db
      .insert(examPresence)
      .values(
        entries.map(([attemptId, noted]) => ({
          attemptId,
          lastSeenAt: new Date(noted.lastSeenMs),
          connectedSince: new Date(noted.connectedSinceMs),
          pending: noted.pending ?? 0,
        })),
      )
      .onConflictDoUpdate({
        target: examPresence.attemptId,
        set: {
          // Heard without a gap since the last word any server wrote: still connected since then.
          connectedSince: sql`case when excluded.connected_since <= ${examPresence.lastSeenAt} + ${gap}::interval
            then least(${examPresence.connectedSince}, excluded.connected_since) else excluded.connected_since end`,
          lastSeenAt: sql`greatest(${examPresence.lastSeenAt}, excluded.last_seen_at)`,
          ...(withPending
            ? {
                pending: sql`case when excluded.last_seen_at >= ${examPresence.lastSeenAt}
                  then excluded.pending else ${examPresence.pending} end`,
              }
            : {}),
        },
      });
  }
}

/**
 * Who is in an exam right now: each open attempt's last word from its runner (a heartbeat, an answer,
 * a paper load) and how many answers its device still holds. Kept in memory: it describes live
 * connections, which a restart ends anyway. The exam room reads it; the attempts module writes it.
 * An entry is a few numbers per attempt started since the process began: kept after completion, so
 * the room can say when a student who submitted was last heard from.
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

export class ExamPresence {
  private readonly byAttempt = new Map<number, Presence>();

  seen(attemptId: number, nowMs: number, pending?: number): void {
    const previous = this.byAttempt.get(attemptId);
    const continuous = previous && nowMs - previous.lastSeenMs <= GAP_MS;
    this.byAttempt.set(attemptId, {
      lastSeenMs: nowMs,
      connectedSinceMs: continuous ? previous.connectedSinceMs : nowMs,
      pending: pending ?? previous?.pending ?? 0,
    });
  }

  get(attemptId: number): Presence | undefined {
    return this.byAttempt.get(attemptId);
  }
}

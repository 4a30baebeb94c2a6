import type { Clock } from '../../lib/clock';

/**
 * How often a server looks whether a nightly backup is due (a timed job: one server at a time);
 * with the job lease's 15 s, another server takes over within a minute of one dying mid-backup.
 */
export const NIGHTLY_POLL_INTERVAL_MS = 30_000;
/** The first look waits a while after start, so a restart is not slowed by a backup straight away. */
export const NIGHTLY_FIRST_CHECK_MS = 10 * 60_000;
/** After a failed backup (a full disk, say) the next try waits this long, not a minute. */
export const NIGHTLY_RETRY_AFTER_FAILURE_MS = 30 * 60_000;

export interface NightlyLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface NightlyBackups {
  start(): void;
  /** Stops looking and waits for a backup in progress to finish. */
  stop(): Promise<void>;
  /** The timed job's look: runIfDue, except while stopped or in the wait after a failure. */
  poll(): Promise<string | null>;
  /** Makes the nightly archive if one is due (the one in progress, if any); its name, or null. */
  runIfDue(): Promise<string | null>;
}

/**
 * The most recent time the clock showed `hour`:00 in the server's local time zone, at or before
 * `now`: the slot the newest archive must be from.
 */
export function lastSlot(now: Date, hour: number): Date {
  const slot = new Date(now);
  slot.setHours(hour, 0, 0, 0);
  if (slot.getTime() > now.getTime()) slot.setDate(slot.getDate() - 1);
  return slot;
}

/**
 * Makes an archive each night at BACKUP_HOUR. A backup is due when the newest archive is older
 * than the last time the clock showed that hour, so a server that was off at night (a school's
 * own computer) makes it soon after it starts instead of never. Runs never overlap: a look while
 * one runs waits for that one.
 */
export function createNightlyBackups(options: {
  hour: number | null;
  clock: Clock;
  log: NightlyLog;
  newestArchiveAt(): Promise<Date | null>;
  makeArchive(): Promise<{ name: string; pruned: string[] }>;
}): NightlyBackups {
  const { hour, clock, log } = options;
  let stopped = true;
  let failedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<string | null> | null = null;

  async function runIfDueNow(): Promise<string | null> {
    if (hour === null) return null;
    const newest = await options.newestArchiveAt();
    if (newest && newest.getTime() >= lastSlot(clock.now(), hour).getTime()) return null;
    const started = performance.now();
    const { name, pruned } = await options.makeArchive();
    log.info({ archive: name, pruned, ms: Math.round(performance.now() - started) }, 'nightly backup made');
    return name;
  }

  function runIfDue(): Promise<string | null> {
    running ??= runIfDueNow().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runIfDue,
    async poll() {
      if (stopped || clock.now().getTime() - failedAt < NIGHTLY_RETRY_AFTER_FAILURE_MS) return null;
      try {
        return await runIfDue();
      } catch (error) {
        failedAt = clock.now().getTime();
        log.warn({ error: String(error) }, 'nightly backup failed; it is tried again in 30 minutes');
        throw error;
      }
    },
    start() {
      if (hour !== null) stopped = false;
    },
    async stop() {
      stopped = true;
      await running?.catch(() => null);
    },
  };
}

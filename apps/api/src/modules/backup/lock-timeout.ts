/**
 * How long a backup or a restore waits for a lock another connection holds before it stops with a
 * clear message. Neither ever needs to wait in normal use (a snapshot only reads; a restore's
 * database is new and empty), so a wait means something else is at work there, and waiting for ever
 * would hang the download, the nightly run or the restore command with no word of why.
 */
export const LOCK_TIMEOUT_MS = 30_000;

/** PostgreSQL's lock_not_available (55P03: the lock_timeout ran out), whichever wrapper reported it. */
export function isLockTimeout(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '55P03') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * How many times the user pressed Try Again on the error screen for one path, kept in session storage so
 * it survives the reload of the top-level error boundary.
 */
const KEY = 'pathshala:errorRetries';

interface RetryRecord {
  path: string;
  count: number;
}

function read(): RetryRecord | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    return raw ? (JSON.parse(raw) as RetryRecord) : null;
  } catch {
    return null;
  }
}

export function getRetryCount(path: string): number {
  const record = read();
  return record && record.path === path ? record.count : 0;
}

export function recordRetry(path: string): number {
  const count = getRetryCount(path) + 1;
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify({ path, count }));
  } catch {
    // session storage unavailable: the warning then never shows, which is harmless
  }
  return count;
}

export function resetRetries(): void {
  try {
    globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // ignore
  }
}

import { hashPassword, verifyPassword } from '@pathshala/db';

export { hashPassword, verifyPassword };

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when no account matched, so timing tells nothing. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('pathshala-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * How many bulk hashes may run at once, across every upload in the process. argon2 runs on libuv's
 * thread pool (4 threads by default, here on 2 cores), first come first served: thousands queued at
 * once would make a sign-in wait behind all of them. One slot leaves the others free for sign-ins.
 */
export const BULK_HASH_CONCURRENCY = 1;

let bulkHashesRunning = 0;
const waitingForSlot: Array<() => void> = [];

/** How many bulk hashes are on the thread pool right now (for tests and diagnostics). */
export function bulkHashesInFlight(): number {
  return bulkHashesRunning;
}

async function withBulkSlot<T>(work: () => Promise<T>): Promise<T> {
  if (bulkHashesRunning >= BULK_HASH_CONCURRENCY) {
    await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  } else {
    bulkHashesRunning++;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, or give it back.
    const next = waitingForSlot.shift();
    if (next) next();
    else bulkHashesRunning--;
  }
}

/**
 * Hashes many passwords (a bulk upload's rows) with the same argon2 settings as a single account,
 * a bounded number at a time so that sign-ins always find a free thread.
 */
export function hashPasswordsInBulk(passwords: readonly string[]): Promise<string[]> {
  return Promise.all(passwords.map((password) => withBulkSlot(() => hashPassword(password))));
}

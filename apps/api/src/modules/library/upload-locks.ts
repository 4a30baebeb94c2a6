import { randomUUID } from 'node:crypto';
import { type Database, uploadLocks } from '@pathshala/db';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { and, eq, sql } from 'drizzle-orm';

/** A held lock runs out this long after its last renewal (its server died, say). */
const HELD_SECONDS = 30;
/** How often a holder renews its lock and looks whether another request wants it. */
const HOLDER_LOOKS_EVERY_MS = 1_000;
/** How often a waiting request tries again. */
const WAITER_TRIES_EVERY_MS = 100;
/** A request that waited this long is refused (tus answers 500 with "failed to acquire lock"). */
const ACQUIRE_TIMEOUT_MS = 30_000;

/**
 * tus's locker over the database (upload_locks), so that requests for one upload exclude each other
 * whichever server they reach. A waiting request asks the holder to let go (`releaseWanted`); the
 * holder sees it within a second and ends its request (tus's requestRelease), as the in-memory
 * locker does within one process. A lock whose server died runs out after 30 s.
 */
export class DatabaseLocker implements Locker {
  constructor(
    private readonly db: Database,
    private readonly options: { acquireTimeoutMs?: number } = {},
  ) {}

  newLock(id: string): Lock {
    return new DatabaseLock(this.db, id, this.options.acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS);
  }
}

class DatabaseLock implements Lock {
  /** This request's name in upload_locks. */
  private readonly holder = randomUUID();
  private watch: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly uploadId: string,
    private readonly timeoutMs: number,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const giveUpAt = Date.now() + this.timeoutMs;
    while (!(await this.take())) {
      if (stopSignal.aborted || Date.now() >= giveUpAt) throw ERRORS.ERR_LOCK_TIMEOUT;
      await this.db
        .update(uploadLocks)
        .set({ releaseWanted: true })
        .where(eq(uploadLocks.uploadId, this.uploadId));
      await new Promise((resolve) => setTimeout(resolve, WAITER_TRIES_EVERY_MS));
    }
    this.watch = setInterval(() => void this.renew(requestRelease).catch(() => {}), HOLDER_LOOKS_EVERY_MS);
    this.watch.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.watch);
    await this.db
      .delete(uploadLocks)
      .where(and(eq(uploadLocks.uploadId, this.uploadId), eq(uploadLocks.holder, this.holder)));
  }

  /** Takes the lock when nobody holds it, or its holder's time has run out. */
  private async take(): Promise<boolean> {
    const held = sql`now() + ${`${HELD_SECONDS} seconds`}::interval`;
    const taken = await this.db
      .insert(uploadLocks)
      .values({ uploadId: this.uploadId, holder: this.holder, heldUntil: held })
      .onConflictDoUpdate({
        target: uploadLocks.uploadId,
        set: { holder: this.holder, heldUntil: held, releaseWanted: false },
        setWhere: sql`${uploadLocks.heldUntil} <= now()`,
      })
      .returning({ holder: uploadLocks.holder });
    return taken.length > 0;
  }

  /** Keeps the lock, and lets go (ends this request) when another request asks for it. */
  private async renew(requestRelease: RequestRelease): Promise<void> {
    const [row] = await this.db
      .update(uploadLocks)
      .set({ heldUntil: sql`now() + ${`${HELD_SECONDS} seconds`}::interval` })
      .where(and(eq(uploadLocks.uploadId, this.uploadId), eq(uploadLocks.holder, this.holder)))
      .returning({ releaseWanted: uploadLocks.releaseWanted });
    if (row?.releaseWanted) await requestRelease();
  }
}

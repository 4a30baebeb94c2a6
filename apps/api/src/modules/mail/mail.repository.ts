import { type Executor, mailQueue } from '@pathshala/db';
import { and, asc, eq, lte, sql } from 'drizzle-orm';

export type QueuedMail = typeof mailQueue.$inferSelect;

/**
 * Claims up to `limit` due messages for this worker: each claim counts an attempt and leases the row
 * until `leaseUntil`, guarded by the attempt count it read, so two workers never send one message
 * twice; a worker that dies mid-send leaves a lease that simply runs out.
 */
export async function claimDueMail(
  db: Executor,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<QueuedMail[]> {
  const due = await db
    .select({ id: mailQueue.id, attempts: mailQueue.attempts })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, options.now)))
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(options.limit);
  const claimed: QueuedMail[] = [];
  for (const candidate of due) {
    const [row] = await db
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: options.leaseUntil })
      .where(
        and(
          eq(mailQueue.id, candidate.id),
          eq(mailQueue.status, 'pending'),
          eq(mailQueue.attempts, candidate.attempts),
        ),
      )
      .returning();
    if (row) claimed.push(row);
  }
  return claimed;
}

export async function markMailSent(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(mailQueue).set({ status: 'sent', sentAt: at, lastError: null }).where(eq(mailQueue.id, id));
}

/** Records a failed attempt: try again at `retryAt`, or give up (failed) when it is null. */
export async function markMailAttemptFailed(
  db: Executor,
  id: number,
  options: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(mailQueue)
    .set(
      options.retryAt
        ? { lastError: options.error, nextAttemptAt: options.retryAt }
        : { lastError: options.error, status: 'failed' },
    )
    .where(eq(mailQueue.id, id));
}

import { attempts, type Executor, examRoomEvents, servings } from '@pathshala/db';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { type AttemptRow, GRACE } from './attempts.repository';

type ServingRow = typeof servings.$inferSelect;

/** How attempts end (complete, the sweeper, the receipt) and what the room's record is told. */

/** Whether any attempt of the serving is still open (then no one is shown the right answers). */
export async function hasOpenAttempt(db: Executor, servingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(eq(attempts.servingId, servingId), isNull(attempts.completedAt), isNull(attempts.supersededAt)),
    )
    .limit(1);
  return row !== undefined;
}

/** The serving an attempt came through (its window, for the result). */
export async function findServing(db: Executor, servingId: number): Promise<ServingRow | undefined> {
  const [row] = await db.select().from(servings).where(eq(servings.id, servingId));
  return row;
}

const notPaused = sql`not exists (select 1 from ${servings} where ${servings.id} = ${attempts.servingId}
  and ${servings.pausedAt} is not null)`;

/**
 * Completes an open attempt once: 'time_up' (dated at its deadline) when the deadline has passed,
 * else 'submitted' now. Never while its room is paused (the clocks are stopped). Returns the row
 * only to the caller that completed it.
 */
export async function completeAttempt(
  db: Executor,
  attemptId: number,
  at: Date,
): Promise<AttemptRow | undefined> {
  const timeUp = sql`${attempts.deadline} <= ${at.toISOString()}::timestamptz`;
  const [row] = await db
    .update(attempts)
    .set({
      completedAt: sql`case when ${timeUp} then ${attempts.deadline} else ${at.toISOString()}::timestamptz end`,
      completionReason: sql`case when ${timeUp} then 'time_up' else 'submitted' end`,
    })
    .where(and(eq(attempts.id, attemptId), isNull(attempts.completedAt), notPaused))
    .returning();
  return row;
}

/** The sweeper: completes every open attempt whose deadline and grace have passed, as time up (paused rooms wait). */
export async function completeExpiredAttempts(db: Executor, at: Date): Promise<number> {
  const done = await db
    .update(attempts)
    .set({ completedAt: attempts.deadline, completionReason: 'time_up' })
    .where(
      and(
        isNull(attempts.completedAt),
        lt(sql`${attempts.deadline} + ${GRACE}`, sql`${at.toISOString()}::timestamptz`),
        notPaused,
      ),
    )
    .returning({ id: attempts.id });
  return done.length;
}

export async function storeReceipt(db: Executor, attemptId: number, receipt: string): Promise<void> {
  await db.update(attempts).set({ receipt }).where(eq(attempts.id, attemptId));
}

/** A line in the exam room's record written by the server itself (late sync, forged batch). */
export async function recordRoomEvent(
  db: Executor,
  event: {
    servingId: number;
    kind: 'LATE_SYNC' | 'FORGED_BATCH';
    studentId: number;
    attemptId: number;
    reason: string;
    at: Date;
  },
): Promise<void> {
  await db.insert(examRoomEvents).values({ ...event, actorId: null });
}

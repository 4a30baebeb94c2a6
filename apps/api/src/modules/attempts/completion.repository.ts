import {
  assessments,
  attempts,
  cohortStudents,
  type Executor,
  examRoomEvents,
  servings,
} from '@pathshala/db';
import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import { ACCOMMODATION, type AttemptRow, GRACE } from './attempts.repository';

/** How attempts end (complete, the sweeper, the receipt) and what the room's record is told. */

/**
 * Whether a serving's right answers may be shown to its students: it has a closing time that has
 * passed for every student who has not started (each moved by their extra time, so one who may still
 * start holds it back), and none of its attempts is still open.
 */
export async function rightAnswersReleased(db: Executor, servingId: number, now: Date): Promise<boolean> {
  const stillMayStart = sql`(select coalesce(max(${ACCOMMODATION(sql`${cohortStudents.studentId}`)}), 0)
    from ${cohortStudents} where ${cohortStudents.cohortId} = ${servings.cohortId} and not exists (select 1 from ${attempts}
      where ${attempts.servingId} = ${servings.id} and ${attempts.studentId} = ${cohortStudents.studentId}
        and ${attempts.supersededAt} is null))`;
  const [row] = await db
    .select({
      released: sql<boolean>`${servings.closesAt} is not null
        and ${servings.closesAt} + make_interval(secs => ${stillMayStart}) <= ${now.toISOString()}::timestamptz
        and not exists (select 1 from ${attempts} where ${attempts.servingId} = ${servings.id}
          and ${attempts.completedAt} is null and ${attempts.supersededAt} is null)`,
    })
    .from(servings)
    .innerJoin(assessments, eq(assessments.id, servings.assessmentId))
    .where(eq(servings.id, servingId));
  return row?.released === true;
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

/** Attempts started and not completed (every server's: the metrics' gauge). */
export async function countOpenAttempts(db: Executor): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(attempts)
    .where(and(isNull(attempts.completedAt), isNull(attempts.supersededAt)));
  return row?.open ?? 0;
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

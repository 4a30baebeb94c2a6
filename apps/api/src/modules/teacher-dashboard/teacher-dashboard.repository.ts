import {
  assessments,
  attempts,
  cohorts,
  cohortTeachers,
  type Executor,
  servings,
  trainingCenters,
  users,
} from '@pathshala/db';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';

/**
 * The servings a teacher follows: those to a cohort they teach, those they served, and those of
 * assessments they own. Everything the dashboard counts is read through these.
 */
function followedServings(teacherId: number) {
  return or(
    inArray(
      servings.cohortId,
      sql`(select ${cohortTeachers.cohortId} from ${cohortTeachers} where ${cohortTeachers.teacherId} = ${teacherId})`,
    ),
    eq(servings.servedBy, teacherId),
    eq(assessments.ownerId, teacherId),
  );
}

/** Attempts handed in (or timed out) after `since`, and attempts running now, in followed servings. */
export async function countAttempts(db: Executor, teacherId: number, since: Date, now: Date) {
  const [row] = await db
    .select({
      newAttempts: sql<number>`count(*) filter (where ${attempts.completedAt} > ${since})`.mapWith(Number),
      inProgress:
        sql<number>`count(*) filter (where ${attempts.completedAt} is null and ${attempts.deadline} > ${now})`.mapWith(
          Number,
        ),
    })
    .from(attempts)
    .innerJoin(servings, eq(servings.id, attempts.servingId))
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .where(
      and(
        isNull(attempts.supersededAt),
        or(gt(attempts.completedAt, since), isNull(attempts.completedAt)),
        followedServings(teacherId),
      ),
    );
  return { newAttempts: row?.newAttempts ?? 0, inProgress: row?.inProgress ?? 0 };
}

/** The teacher's own assessments still being written, and those finished but served to nobody. */
export async function countOwnAssessments(db: Executor, teacherId: number) {
  const [row] = await db
    .select({
      drafts: sql<number>`count(*) filter (where ${assessments.finalizedAt} is null)`.mapWith(Number),
      readyToServe: count(),
    })
    .from(assessments)
    .where(
      and(
        eq(assessments.ownerId, teacherId),
        or(
          isNull(assessments.finalizedAt),
          notExists(db.select().from(servings).where(eq(servings.assessmentId, assessments.id))),
        ),
      ),
    );
  const drafts = row?.drafts ?? 0;
  return { drafts, readyToServe: (row?.readyToServe ?? 0) - drafts };
}

export async function countTeacherCohorts(db: Executor, teacherId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cohortTeachers)
    .where(eq(cohortTeachers.teacherId, teacherId));
  return row?.n ?? 0;
}

/** The latest hand-ins in followed servings, newest first. */
export function findRecentAttempts(db: Executor, teacherId: number, limit: number) {
  return db
    .select({
      at: attempts.completedAt,
      reason: attempts.completionReason,
      score: attempts.score,
      totalMarks: assessments.totalMarks,
      assessmentId: assessments.id,
      assessmentName: assessments.name,
      cohortName: cohorts.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(attempts)
    .innerJoin(servings, eq(servings.id, attempts.servingId))
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .innerJoin(cohorts, eq(cohorts.id, servings.cohortId))
    .innerJoin(users, eq(users.id, attempts.studentId))
    .where(and(isNotNull(attempts.completedAt), isNull(attempts.supersededAt), followedServings(teacherId)))
    .orderBy(desc(attempts.completedAt), desc(attempts.id))
    .limit(limit);
}

/** The latest servings the teacher follows, newest first, with who served. */
export function findRecentServings(db: Executor, teacherId: number, limit: number) {
  return db
    .select({
      at: servings.servedAt,
      assessmentId: assessments.id,
      assessmentName: assessments.name,
      cohortName: cohorts.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(servings)
    .innerJoin(assessments, eq(assessments.id, servings.assessmentId))
    .innerJoin(cohorts, eq(cohorts.id, servings.cohortId))
    .innerJoin(users, eq(users.id, servings.servedBy))
    .where(followedServings(teacherId))
    .orderBy(desc(servings.servedAt), desc(servings.id))
    .limit(limit);
}

export async function findPreviousSignIn(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ previousSignInAt: users.previousSignInAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.previousSignInAt ?? null;
}

/** The teacher with the name of their training center. */
export async function findProfile(db: Executor, teacherId: number) {
  const [row] = await db
    .select({ user: users, trainingCenter: trainingCenters.name })
    .from(users)
    .leftJoin(trainingCenters, eq(trainingCenters.id, users.trainingCenterId))
    .where(eq(users.id, teacherId));
  return row;
}

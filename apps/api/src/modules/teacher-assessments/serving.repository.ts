import {
  attempts,
  cohortStudents,
  cohorts,
  cohortTeachers,
  curricula,
  type Executor,
  servings,
  trainingCenters,
  users,
} from '@pathshala/db';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';

/** Serving: the teacher's cohorts, and the servings of an assessment to them. */

/** The cohorts a teacher teaches, with curriculum, training center and student count. */
export async function listTeacherCohorts(db: Executor, teacherId: number, cohortId?: number) {
  const rows = await db
    .select({
      cohort: cohorts,
      curriculumName: curricula.name,
      trainingCenterName: trainingCenters.name,
      trainingPartnerId: trainingCenters.trainingPartnerId,
    })
    .from(cohortTeachers)
    .innerJoin(cohorts, eq(cohorts.id, cohortTeachers.cohortId))
    .innerJoin(curricula, eq(curricula.id, cohorts.curriculumId))
    .innerJoin(trainingCenters, eq(trainingCenters.id, cohorts.trainingCenterId))
    .where(
      and(
        eq(cohortTeachers.teacherId, teacherId),
        cohortId === undefined ? undefined : eq(cohorts.id, cohortId),
      ),
    )
    .orderBy(asc(cohorts.name), asc(cohorts.id));
  const counts = await studentCounts(
    db,
    rows.map((row) => row.cohort.id),
  );
  return rows.map((row) => ({ ...row, studentCount: counts.get(row.cohort.id) ?? 0 }));
}

async function studentCounts(db: Executor, cohortIds: number[]): Promise<Map<number, number>> {
  if (cohortIds.length === 0) return new Map();
  const rows = await db
    .select({ cohortId: cohortStudents.cohortId, n: count() })
    .from(cohortStudents)
    .where(inArray(cohortStudents.cohortId, cohortIds))
    .groupBy(cohortStudents.cohortId);
  return new Map(rows.map((row) => [row.cohortId, Number(row.n)]));
}

export async function findCohort(db: Executor, cohortId: number) {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, cohortId)).limit(1);
  return row;
}

/** The ids of the cohorts a teacher teaches. */
export async function listTaughtCohortIds(db: Executor, teacherId: number): Promise<Set<number>> {
  const rows = await db
    .select({ cohortId: cohortTeachers.cohortId })
    .from(cohortTeachers)
    .where(eq(cohortTeachers.teacherId, teacherId));
  return new Set(rows.map((row) => row.cohortId));
}

export async function teachesCohort(db: Executor, teacherId: number, cohortId: number): Promise<boolean> {
  const [row] = await db
    .select({ cohortId: cohortTeachers.cohortId })
    .from(cohortTeachers)
    .where(and(eq(cohortTeachers.teacherId, teacherId), eq(cohortTeachers.cohortId, cohortId)))
    .limit(1);
  return row !== undefined;
}

/** Students of the given cohorts, by last then first name, with the cohort they are listed under. */
export function listCohortStudents(db: Executor, cohortIds: number[]) {
  if (cohortIds.length === 0) return Promise.resolve([]);
  return db
    .select({ student: users, cohortId: cohortStudents.cohortId })
    .from(cohortStudents)
    .innerJoin(users, eq(users.id, cohortStudents.studentId))
    .where(inArray(cohortStudents.cohortId, cohortIds))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export function listServings(db: Executor, assessmentId: number) {
  return db
    .select({ serving: servings, cohortName: cohorts.name })
    .from(servings)
    .innerJoin(cohorts, eq(cohorts.id, servings.cohortId))
    .where(eq(servings.assessmentId, assessmentId))
    .orderBy(asc(servings.servedAt), asc(servings.id));
}

export async function findServing(db: Executor, assessmentId: number, cohortId: number) {
  const [row] = await db
    .select()
    .from(servings)
    .where(and(eq(servings.assessmentId, assessmentId), eq(servings.cohortId, cohortId)))
    .limit(1);
  return row;
}

export async function insertServing(db: Executor, values: typeof servings.$inferInsert) {
  const [row] = await db.insert(servings).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Serves again: the serving's next round, by this teacher, now, with the window given; a new round
 * starts unpaused and without the last round's extra time.
 */
export async function serveAgain(
  db: Executor,
  servingId: number,
  servedBy: number,
  at: Date,
  window: { opensAt: Date | null; closesAt: Date | null },
) {
  const [row] = await db
    .update(servings)
    .set({
      round: sql`${servings.round} + 1`,
      servedBy,
      servedAt: at,
      ...window,
      pausedAt: null,
      extraSeconds: 0,
    })
    .where(eq(servings.id, servingId))
    .returning();
  return row!;
}

/** Marks the serving's current attempts superseded; returns how many. */
export async function supersedeAttempts(db: Executor, servingId: number, at: Date): Promise<number> {
  const rows = await db
    .update(attempts)
    .set({ supersededAt: at })
    .where(and(eq(attempts.servingId, servingId), isNull(attempts.supersededAt)))
    .returning({ id: attempts.id });
  return rows.length;
}

/** Current attempts per serving: started, and completed (submitted or swept at time up). */
export async function attemptProgress(db: Executor, servingIds: number[]) {
  const result = new Map<number, { started: number; completed: number }>();
  if (servingIds.length === 0) return result;
  const rows = await db
    .select({
      servingId: attempts.servingId,
      started: count(),
      completed: sql<number>`count(${attempts.completedAt})::int`,
    })
    .from(attempts)
    .where(and(inArray(attempts.servingId, servingIds), isNull(attempts.supersededAt)))
    .groupBy(attempts.servingId);
  for (const row of rows) {
    result.set(row.servingId, { started: Number(row.started), completed: Number(row.completed) });
  }
  return result;
}

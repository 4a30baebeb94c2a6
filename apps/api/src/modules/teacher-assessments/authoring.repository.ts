import {
  assessmentCourses,
  assessmentShares,
  assessments,
  courses,
  curricula,
  type Executor,
} from '@pathshala/db';
import { and, asc, eq, isNull, max, or, sql } from 'drizzle-orm';

/** Authoring: assessments and their course allocations (their questions: assessment-questions.repository). */

/** Assessments a teacher owns or that were shared with them, newest first, with their curriculum name. */
export function listVisibleAssessments(db: Executor, teacherId: number) {
  return db
    .select({
      assessment: assessments,
      curriculumName: curricula.name,
      sharedLevel: assessmentShares.level,
    })
    .from(assessments)
    .innerJoin(curricula, eq(curricula.id, assessments.curriculumId))
    .leftJoin(
      assessmentShares,
      and(eq(assessmentShares.assessmentId, assessments.id), eq(assessmentShares.teacherId, teacherId)),
    )
    .where(or(eq(assessments.ownerId, teacherId), sql`${assessmentShares.id} is not null`))
    .orderBy(sql`${assessments.createdAt} desc`, sql`${assessments.id} desc`);
}

/**
 * The id after the highest; once the highest is the last an integer column holds, the lowest free
 * one from `firstId` instead, so next-id always answers an id create accepts.
 */
export async function nextAssessmentId(db: Executor, firstId: number, lastId: number): Promise<number> {
  const [row] = await db.select({ highest: max(assessments.id) }).from(assessments);
  const afterHighest = Math.max(firstId, (row?.highest ?? 0) + 1);
  if (afterHighest <= lastId) return afterHighest;
  const gap = await db.execute(sql`
    select min(candidate)::int as id from (
      select ${firstId}::int as candidate
      union all select id + 1 from assessments where id >= ${firstId} and id < ${lastId}
    ) candidates
    where not exists (select 1 from assessments taken where taken.id = candidates.candidate)
  `);
  return Number((gap.rows as Array<{ id: number | null }>)[0]?.id ?? afterHighest);
}

/** The curricula offered for a new assessment: live ones only (a served assessment keeps its own). */
export function listCurricula(db: Executor) {
  return db
    .select({ id: curricula.id, name: curricula.name })
    .from(curricula)
    .where(isNull(curricula.retiredAt))
    .orderBy(asc(curricula.id));
}

/** Live courses of a live curriculum, in order. */
export function listLiveCourses(db: Executor, curriculumId: number) {
  return db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(
      and(eq(courses.curriculumId, curriculumId), isNull(courses.retiredAt), isNull(curricula.retiredAt)),
    )
    .orderBy(asc(courses.position), asc(courses.id));
}

export async function findCurriculum(db: Executor, curriculumId: number) {
  const [row] = await db.select().from(curricula).where(eq(curricula.id, curriculumId)).limit(1);
  return row;
}

export async function findCourse(db: Executor, courseId: number) {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  return row;
}

export async function insertAssessment(db: Executor, values: typeof assessments.$inferInsert) {
  const inserted = await db
    .insert(assessments)
    .values(values)
    .onConflictDoNothing({ target: assessments.id })
    .returning({ id: assessments.id });
  return inserted.length === 1;
}

export async function insertAllocation(db: Executor, values: typeof assessmentCourses.$inferInsert) {
  const inserted = await db
    .insert(assessmentCourses)
    .values(values)
    .onConflictDoNothing()
    .returning({ courseId: assessmentCourses.courseId });
  return inserted.length === 1;
}

export async function updateAllocation(
  db: Executor,
  assessmentId: number,
  courseId: number,
  values: { questionCount: number; totalMarks: number },
): Promise<void> {
  await db
    .update(assessmentCourses)
    .set(values)
    .where(and(eq(assessmentCourses.assessmentId, assessmentId), eq(assessmentCourses.courseId, courseId)));
}

export async function updateTotals(
  db: Executor,
  assessmentId: number,
  values: { totalQuestions: number; totalMarks: number },
): Promise<void> {
  await db.update(assessments).set(values).where(eq(assessments.id, assessmentId));
}

export async function deleteAllocation(db: Executor, assessmentId: number, courseId: number): Promise<void> {
  await db
    .delete(assessmentCourses)
    .where(and(eq(assessmentCourses.assessmentId, assessmentId), eq(assessmentCourses.courseId, courseId)));
}

export async function deleteAssessment(db: Executor, assessmentId: number): Promise<void> {
  await db.delete(assessments).where(eq(assessments.id, assessmentId));
}

import {
  assessmentAuthorizations,
  assessmentCourses,
  assessmentQuestions,
  assessments,
  courses,
  curricula,
  type Executor,
  questions,
} from '@pathshala/db';
import { and, asc, count, eq, isNull, max, min, or, sql } from 'drizzle-orm';
import type { QuestionRow } from './teacher-assessments.repository';

/** Authoring: assessments, their course allocations and the bank questions placed in them. */

/** Assessments a teacher owns or that were shared with them, newest first, with their curriculum name. */
export function listVisibleAssessments(db: Executor, teacherId: number) {
  return db
    .select({
      assessment: assessments,
      curriculumName: curricula.name,
      sharedLevel: assessmentAuthorizations.permissionLevel,
    })
    .from(assessments)
    .innerJoin(curricula, eq(curricula.id, assessments.curriculumId))
    .leftJoin(
      assessmentAuthorizations,
      and(
        eq(assessmentAuthorizations.assessmentId, assessments.id),
        eq(assessmentAuthorizations.teacherId, teacherId),
      ),
    )
    .where(or(eq(assessments.ownerId, teacherId), sql`${assessmentAuthorizations.id} is not null`))
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

/** Live courses of a live curriculum with the number of questions in the bank for each. */
export async function listCoursesWithQuestionCounts(db: Executor, curriculumId: number) {
  const rows = await db
    .select({ id: courses.id, name: courses.name, questionCount: count(questions.id) })
    .from(courses)
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .leftJoin(questions, eq(questions.courseId, courses.id))
    .where(
      and(eq(courses.curriculumId, curriculumId), isNull(courses.retiredAt), isNull(curricula.retiredAt)),
    )
    .groupBy(courses.id, courses.name, courses.position)
    .orderBy(asc(courses.position), asc(courses.id));
  return rows.map((row) => ({ ...row, questionCount: Number(row.questionCount) }));
}

export async function findCourse(db: Executor, courseId: number) {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  return row;
}

export async function countCourseQuestions(db: Executor, courseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questions).where(eq(questions.courseId, courseId));
  return Number(row?.n ?? 0);
}

/** The smallest mark any bank question of the course carries (to tell whether an allocation can still be met). */
export async function smallestQuestionMarks(db: Executor, courseId: number): Promise<number> {
  const [row] = await db
    .select({ smallest: min(questions.marks) })
    .from(questions)
    .where(eq(questions.courseId, courseId));
  return row?.smallest ?? 0;
}

export function listCourseQuestions(db: Executor, courseId: number) {
  return db.select().from(questions).where(eq(questions.courseId, courseId)).orderBy(asc(questions.id));
}

export async function findQuestion(db: Executor, questionId: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId)).limit(1);
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

export async function insertPlacedQuestion(db: Executor, values: typeof assessmentQuestions.$inferInsert) {
  const inserted = await db
    .insert(assessmentQuestions)
    .values(values)
    .onConflictDoNothing()
    .returning({ seqNum: assessmentQuestions.seqNum });
  return inserted.length === 1;
}

export async function markFinalized(db: Executor, assessmentId: number, at: Date): Promise<void> {
  await db.update(assessments).set({ finalizedAt: at }).where(eq(assessments.id, assessmentId));
}

export async function deleteAssessment(db: Executor, assessmentId: number): Promise<void> {
  await db.delete(assessments).where(eq(assessments.id, assessmentId));
}

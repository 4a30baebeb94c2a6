import {
  assessmentCourses,
  assessmentQuestions,
  assessmentShares,
  assessments,
  attempts,
  courses,
  curricula,
  type Executor,
  questions,
  servings,
} from '@pathshala/db';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';

/** What every seam reads: the assessment, the teacher's level on it, its allocations and questions. */

export type AssessmentRow = typeof assessments.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/**
 * One assessment; `lock` holds its row until the transaction ends, so changing its questions and
 * serving it never interleave (each sees the other's outcome: served, or changed).
 */
export async function findAssessment(
  db: Executor,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<AssessmentRow | undefined> {
  const query = db.select().from(assessments).where(eq(assessments.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The level shared with a teacher on an assessment, if any. */
export async function findSharedLevel(db: Executor, assessmentId: number, teacherId: number) {
  const [row] = await db
    .select({ level: assessmentShares.level })
    .from(assessmentShares)
    .where(and(eq(assessmentShares.assessmentId, assessmentId), eq(assessmentShares.teacherId, teacherId)))
    .limit(1);
  return row?.level ?? null;
}

export async function isServed(db: Executor, assessmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: servings.id })
    .from(servings)
    .where(eq(servings.assessmentId, assessmentId))
    .limit(1);
  return row !== undefined;
}

export async function findCurriculumName(db: Executor, curriculumId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: curricula.name })
    .from(curricula)
    .where(eq(curricula.id, curriculumId));
  return row?.name;
}

/** Servings and current (not superseded) attempts per assessment. */
export async function servingCounts(db: Executor, assessmentIds: number[]) {
  const result = new Map<number, { cohortCount: number; attemptCount: number }>();
  if (assessmentIds.length === 0) return result;
  for (const id of assessmentIds) result.set(id, { cohortCount: 0, attemptCount: 0 });
  const servingRows = await db
    .select({ assessmentId: servings.assessmentId, n: count() })
    .from(servings)
    .where(inArray(servings.assessmentId, assessmentIds))
    .groupBy(servings.assessmentId);
  for (const row of servingRows) result.get(row.assessmentId)!.cohortCount = Number(row.n);
  const attemptRows = await db
    .select({ assessmentId: attempts.assessmentId, n: count() })
    .from(attempts)
    .where(and(inArray(attempts.assessmentId, assessmentIds), isNull(attempts.supersededAt)))
    .groupBy(attempts.assessmentId);
  for (const row of attemptRows) result.get(row.assessmentId)!.attemptCount = Number(row.n);
  return result;
}

/** Course allocations of the given assessments, with course names. */
export function listAllocations(db: Executor, assessmentIds: number[]) {
  if (assessmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ allocation: assessmentCourses, courseName: courses.name, curriculumId: courses.curriculumId })
    .from(assessmentCourses)
    .innerJoin(courses, eq(courses.id, assessmentCourses.courseId))
    .where(inArray(assessmentCourses.assessmentId, assessmentIds))
    .orderBy(asc(courses.position), asc(courses.id));
}

/** The questions placed in an assessment, in order, with their bank rows. */
export function listPlacedQuestions(db: Executor, assessmentId: number) {
  return db
    .select({ seqNum: assessmentQuestions.seqNum, question: questions })
    .from(assessmentQuestions)
    .innerJoin(questions, eq(questions.id, assessmentQuestions.questionId))
    .where(eq(assessmentQuestions.assessmentId, assessmentId))
    .orderBy(asc(assessmentQuestions.seqNum));
}

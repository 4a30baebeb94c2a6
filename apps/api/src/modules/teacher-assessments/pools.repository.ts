import {
  assessmentPoolQuestions,
  assessmentPools,
  assessmentQuestions,
  concepts,
  courses,
  type Executor,
  questions,
  subconcepts,
} from '@pathshala/db';
import { and, asc, count, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import { offerable } from './assessment-questions.repository';

/** Question pools of an assessment, their candidates in the bank, and the candidates frozen at the first serving. */

export type PoolRow = typeof assessmentPools.$inferSelect;

/** The pools of an assessment in paper order, with their course's and subconcept's names. */
export function listPools(db: Executor, assessmentId: number) {
  return db
    .select({ pool: assessmentPools, courseName: courses.name, subconceptName: subconcepts.name })
    .from(assessmentPools)
    .innerJoin(courses, eq(courses.id, assessmentPools.courseId))
    .leftJoin(subconcepts, eq(subconcepts.id, assessmentPools.subconceptId))
    .where(eq(assessmentPools.assessmentId, assessmentId))
    .orderBy(asc(assessmentPools.position), asc(assessmentPools.id));
}
export type ListedPool = Awaited<ReturnType<typeof listPools>>[number];

/** A subconcept with its concept, course and whether either is retired. */
export async function findSubconcept(db: Executor, subconceptId: number) {
  const [row] = await db
    .select({ subconcept: subconcepts, concept: concepts })
    .from(subconcepts)
    .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
    .where(eq(subconcepts.id, subconceptId))
    .limit(1);
  return row;
}

/**
 * A pool's candidates: offerable questions (current, unretired, for assessments, in a live place) of
 * its course or subconcept that the assessment does not choose exactly.
 */
function candidateCondition(
  assessmentId: number,
  place: { courseId: number; subconceptId: number | null },
): SQL {
  const chosen = sql`(select ${assessmentQuestions.questionId} from ${assessmentQuestions} where ${assessmentQuestions.assessmentId} = ${assessmentId})`;
  return and(
    eq(questions.courseId, place.courseId),
    place.subconceptId === null ? undefined : eq(questions.subconceptId, place.subconceptId),
    offerable(),
    sql`${questions.id} not in ${chosen}`,
  )!;
}

export async function countCandidates(
  db: Executor,
  assessmentId: number,
  place: { courseId: number; subconceptId: number | null },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .where(candidateCondition(assessmentId, place));
  return Number(row?.n ?? 0);
}

/** Candidates per course and live subconcept of the given courses (for the wizard's pool form). */
export function countCandidatesBySubconcept(db: Executor, assessmentId: number, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  const chosen = sql`(select ${assessmentQuestions.questionId} from ${assessmentQuestions} where ${assessmentQuestions.assessmentId} = ${assessmentId})`;
  return db
    .select({
      courseId: questions.courseId,
      subconceptId: subconcepts.id,
      subconceptName: subconcepts.name,
      conceptName: concepts.name,
      n: count(),
    })
    .from(questions)
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .where(and(inArray(questions.courseId, courseIds), offerable(), sql`${questions.id} not in ${chosen}`))
    .groupBy(
      questions.courseId,
      concepts.id,
      concepts.name,
      concepts.position,
      subconcepts.id,
      subconcepts.name,
      subconcepts.position,
    )
    .orderBy(asc(concepts.position), asc(concepts.id), asc(subconcepts.position), asc(subconcepts.id));
}

/**
 * The candidate ids of a pool now, share-locked until the serving commits: an edit of one waits, then
 * sees it frozen (and makes a new version), so a served paper never changes under its students.
 */
export async function lockCandidateIds(
  db: Executor,
  assessmentId: number,
  place: { courseId: number; subconceptId: number | null },
): Promise<number[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .where(candidateCondition(assessmentId, place))
    .orderBy(asc(questions.id))
    .for('share', { of: questions });
  return rows.map((row) => row.id);
}

export async function insertPool(
  db: Executor,
  values: Omit<typeof assessmentPools.$inferInsert, 'position'>,
) {
  const [row] = await db
    .select({ highest: max(assessmentPools.position) })
    .from(assessmentPools)
    .where(eq(assessmentPools.assessmentId, values.assessmentId));
  const [pool] = await db
    .insert(assessmentPools)
    .values({ ...values, position: (row?.highest ?? 0) + 1 })
    .returning();
  return pool!;
}

export async function deletePool(db: Executor, assessmentId: number, poolId: number): Promise<boolean> {
  const rows = await db
    .delete(assessmentPools)
    .where(and(eq(assessmentPools.assessmentId, assessmentId), eq(assessmentPools.id, poolId)))
    .returning({ id: assessmentPools.id });
  return rows.length === 1;
}

/** Removes the pools of one course (its allocation is going); answers how many. */
export async function deleteCoursePools(
  db: Executor,
  assessmentId: number,
  courseId: number,
): Promise<number> {
  const rows = await db
    .delete(assessmentPools)
    .where(and(eq(assessmentPools.assessmentId, assessmentId), eq(assessmentPools.courseId, courseId)))
    .returning({ id: assessmentPools.id });
  return rows.length;
}

export async function freezeCandidates(db: Executor, poolId: number, questionIds: number[]): Promise<void> {
  if (questionIds.length === 0) return;
  await db
    .insert(assessmentPoolQuestions)
    .values(questionIds.map((questionId) => ({ poolId, questionId })))
    .onConflictDoNothing();
}

/** Frozen candidates per pool (empty until the first serving). */
export async function listFrozen(db: Executor, poolIds: number[]) {
  if (poolIds.length === 0) return [];
  return db
    .select({ poolId: assessmentPoolQuestions.poolId, question: questions })
    .from(assessmentPoolQuestions)
    .innerJoin(questions, eq(questions.id, assessmentPoolQuestions.questionId))
    .where(inArray(assessmentPoolQuestions.poolId, poolIds))
    .orderBy(asc(assessmentPoolQuestions.poolId), asc(questions.id));
}

export async function countFrozen(db: Executor, poolIds: number[]): Promise<Map<number, number>> {
  if (poolIds.length === 0) return new Map();
  const rows = await db
    .select({ poolId: assessmentPoolQuestions.poolId, n: count() })
    .from(assessmentPoolQuestions)
    .where(inArray(assessmentPoolQuestions.poolId, poolIds))
    .groupBy(assessmentPoolQuestions.poolId);
  return new Map(rows.map((row) => [row.poolId, Number(row.n)]));
}

/** Chosen and pooled question counts per assessment (for the assessment lists). */
export async function compositionCounts(db: Executor, assessmentIds: number[]) {
  const result = new Map<number, { chosenCount: number; pooledCount: number }>();
  for (const id of assessmentIds) result.set(id, { chosenCount: 0, pooledCount: 0 });
  if (assessmentIds.length === 0) return result;
  const [chosen, pooled] = await Promise.all([
    db
      .select({ assessmentId: assessmentQuestions.assessmentId, n: count() })
      .from(assessmentQuestions)
      .where(inArray(assessmentQuestions.assessmentId, assessmentIds))
      .groupBy(assessmentQuestions.assessmentId),
    db
      .select({
        assessmentId: assessmentPools.assessmentId,
        n: sql<number>`sum(${assessmentPools.questionCount})::int`,
      })
      .from(assessmentPools)
      .where(inArray(assessmentPools.assessmentId, assessmentIds))
      .groupBy(assessmentPools.assessmentId),
  ]);
  for (const row of chosen) result.get(row.assessmentId)!.chosenCount = Number(row.n);
  for (const row of pooled) result.get(row.assessmentId)!.pooledCount = Number(row.n);
  return result;
}

import { questionImageUrl } from '@pathshala/contracts';
import {
  assessmentQuestions,
  assessments,
  concepts,
  type Executor,
  questionImages,
  questions,
  subconcepts,
} from '@pathshala/db';
import { and, asc, count, eq, ilike, inArray, isNull, min, or, type SQL } from 'drizzle-orm';
import type { QuestionRow } from './teacher-assessments.repository';

/**
 * The questions of an assessment, and the bank questions it may take. Every query that offers
 * questions joins concepts and subconcepts, so `offerable()` can see whether the place is live.
 */

const ASSESSMENT_USES = ['ASSESSMENT', 'BOTH'] as const;

/** A question a new assessment may take: its current version, not retired, for assessments, in a live place. */
export function offerable(): SQL {
  return and(
    isNull(questions.replacedById),
    isNull(questions.retiredAt),
    inArray(questions.use, [...ASSESSMENT_USES]),
    isNull(concepts.retiredAt),
    isNull(subconcepts.retiredAt),
  )!;
}

export interface CourseQuestionFilter {
  courseId: number;
  conceptId?: number;
  subconceptId?: number;
  marks?: number;
  text?: string;
}

function likePattern(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterCondition(filter: CourseQuestionFilter): SQL {
  const pattern = filter.text ? likePattern(filter.text) : null;
  return and(
    eq(questions.courseId, filter.courseId),
    offerable(),
    filter.conceptId === undefined ? undefined : eq(questions.conceptId, filter.conceptId),
    filter.subconceptId === undefined ? undefined : eq(questions.subconceptId, filter.subconceptId),
    filter.marks === undefined ? undefined : eq(questions.marks, filter.marks),
    pattern === null
      ? undefined
      : or(
          ilike(questions.text, pattern),
          ilike(questions.option1, pattern),
          ilike(questions.option2, pattern),
          ilike(questions.option3, pattern),
          ilike(questions.option4, pattern),
        ),
  )!;
}

/** Offerable questions matching the filter, in curriculum order, at most `limit`. */
export function listOfferableQuestions(db: Executor, filter: CourseQuestionFilter, limit: number) {
  return db
    .select({ question: questions, conceptName: concepts.name, subconceptName: subconcepts.name })
    .from(questions)
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .where(filterCondition(filter))
    .orderBy(
      asc(concepts.position),
      asc(concepts.id),
      asc(subconcepts.position),
      asc(subconcepts.id),
      asc(questions.id),
    )
    .limit(limit);
}

export async function countOfferableQuestions(db: Executor, filter: CourseQuestionFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .where(filterCondition(filter));
  return Number(row?.n ?? 0);
}

/** Offerable questions per course, for the courses step 2 lists. */
export async function countOfferableByCourse(db: Executor, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ courseId: questions.courseId, n: count() })
    .from(questions)
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .where(and(inArray(questions.courseId, courseIds), offerable()))
    .groupBy(questions.courseId);
  return new Map(rows.map((row) => [row.courseId, Number(row.n)]));
}

/** The concepts and subconcepts of a course with offerable questions, in curriculum order, with counts. */
export function listOfferablePlaces(db: Executor, courseId: number) {
  return db
    .select({
      conceptId: concepts.id,
      conceptName: concepts.name,
      subconceptId: subconcepts.id,
      subconceptName: subconcepts.name,
      n: count(),
    })
    .from(questions)
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .where(and(eq(questions.courseId, courseId), offerable()))
    .groupBy(
      concepts.id,
      concepts.name,
      concepts.position,
      subconcepts.id,
      subconcepts.name,
      subconcepts.position,
    )
    .orderBy(asc(concepts.position), asc(concepts.id), asc(subconcepts.position), asc(subconcepts.id));
}

/** The marks a course's offerable questions carry, smallest first. */
export async function listOfferableMarks(db: Executor, courseId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ marks: questions.marks })
    .from(questions)
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .where(and(eq(questions.courseId, courseId), offerable()))
    .orderBy(asc(questions.marks));
  return rows.map((row) => row.marks);
}

/** The smallest mark an offerable question of the course carries (null: none to offer). */
export async function smallestOfferableMarks(db: Executor, courseId: number): Promise<number | null> {
  const [row] = await db
    .select({ smallest: min(questions.marks) })
    .from(questions)
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .where(and(eq(questions.courseId, courseId), offerable()));
  return row?.smallest ?? null;
}

/** A bank question (share-locked: call inside the placing transaction) with whether its concept or subconcept is retired (which keeps it out of new assessments). */
export async function findQuestionForChoice(db: Executor, questionId: number) {
  const [row] = await db
    .select({
      question: questions,
      conceptRetiredAt: concepts.retiredAt,
      subconceptRetiredAt: subconcepts.retiredAt,
    })
    .from(questions)
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .where(eq(questions.id, questionId))
    .limit(1)
    // Held until the placement commits: an edit or a delete of the question waits for it, so a draft
    // never holds a version replaced meanwhile, nor a question deleted meanwhile.
    .for('share', { of: questions });
  if (!row) return undefined;
  return {
    question: row.question,
    placeRetired: row.conceptRetiredAt !== null || row.subconceptRetiredAt !== null,
  };
}

/** The questions placed in an assessment, in order, with their place names. */
export function listPlacedWithPlaces(db: Executor, assessmentId: number) {
  return db
    .select({
      seqNum: assessmentQuestions.seqNum,
      question: questions,
      conceptName: concepts.name,
      subconceptName: subconcepts.name,
    })
    .from(assessmentQuestions)
    .innerJoin(questions, eq(questions.id, assessmentQuestions.questionId))
    .innerJoin(concepts, eq(concepts.id, questions.conceptId))
    .innerJoin(subconcepts, eq(subconcepts.id, questions.subconceptId))
    .where(eq(assessmentQuestions.assessmentId, assessmentId))
    .orderBy(asc(assessmentQuestions.seqNum));
}

/** The URL of every image the questions show (question and options), by image id. */
export async function imageUrlsOf(db: Executor, rows: QuestionRow[]): Promise<Map<number, string>> {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const id of [
      row.imageId,
      row.option1ImageId,
      row.option2ImageId,
      row.option3ImageId,
      row.option4ImageId,
    ]) {
      if (id !== null) ids.add(id);
    }
  }
  if (ids.size === 0) return new Map();
  const images = await db
    .select({ id: questionImages.id, sha256: questionImages.sha256 })
    .from(questionImages)
    .where(inArray(questionImages.id, [...ids]));
  return new Map(images.map((image) => [image.id, questionImageUrl(image.sha256)]));
}

export async function insertPlacedQuestion(db: Executor, values: typeof assessmentQuestions.$inferInsert) {
  const inserted = await db
    .insert(assessmentQuestions)
    .values(values)
    .onConflictDoNothing()
    .returning({ seqNum: assessmentQuestions.seqNum });
  return inserted.length === 1;
}

/** Puts another question at a number (the service has checked it is not in the assessment yet). */
export async function replacePlacedQuestion(
  db: Executor,
  assessmentId: number,
  seqNum: number,
  questionId: number,
): Promise<void> {
  await db
    .update(assessmentQuestions)
    .set({ questionId })
    .where(and(eq(assessmentQuestions.assessmentId, assessmentId), eq(assessmentQuestions.seqNum, seqNum)));
}

/**
 * Numbers the assessment's questions 1..n in the order given, dropping any not listed. Rewritten
 * whole: renumbering row by row would collide on (assessment, number) half-way. Only for unserved
 * assessments, which no attempt refers to.
 */
export async function rewritePlacedQuestions(
  db: Executor,
  assessmentId: number,
  questionIds: number[],
): Promise<void> {
  await db.delete(assessmentQuestions).where(eq(assessmentQuestions.assessmentId, assessmentId));
  if (questionIds.length === 0) return;
  await db
    .insert(assessmentQuestions)
    .values(questionIds.map((questionId, index) => ({ assessmentId, seqNum: index + 1, questionId })));
}

export async function markFinalized(db: Executor, assessmentId: number, at: Date | null): Promise<void> {
  await db.update(assessments).set({ finalizedAt: at }).where(eq(assessments.id, assessmentId));
}

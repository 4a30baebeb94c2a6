import {
  answers,
  attempts,
  contentItems,
  contentProgress,
  type Executor,
  practiceResults,
  questionRegrades,
  questions,
  servings,
  subconcepts,
} from '@pathshala/db';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';

/**
 * 'Who needs help' reads (issue 30). Each query starts from the struggling students and the concepts
 * they struggle with, through indexes (servings by cohort, attempts by serving, answers by attempt,
 * practice results by student and subconcept, content progress by student), so a page reads what
 * the group answered, never the school's answers.
 */

/** A (question, student) pair: this student answered this question wrongly at least once. */
export interface MissedPair {
  questionId: number;
  studentId: number;
}

/** Wrong exam answers that count (not held or declined; current attempts; no dropped question) in the cohort's servings, on these concepts. */
export function findMissedInExams(
  db: Executor,
  options: { cohortId: number; studentIds: number[]; conceptIds: number[] },
): Promise<MissedPair[]> {
  const { cohortId, studentIds, conceptIds } = options;
  if (studentIds.length === 0 || conceptIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ questionId: answers.questionId, studentId: attempts.studentId })
    .from(servings)
    .innerJoin(attempts, eq(attempts.servingId, servings.id))
    .innerJoin(answers, eq(answers.attemptId, attempts.id))
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .leftJoin(
      questionRegrades,
      and(
        eq(questionRegrades.assessmentId, attempts.assessmentId),
        eq(questionRegrades.questionId, answers.questionId),
      ),
    )
    .where(
      and(
        eq(servings.cohortId, cohortId),
        inArray(attempts.studentId, studentIds),
        // A reset attempt is not the student's answer any more; a dropped question counts for no one.
        isNull(attempts.supersededAt),
        eq(answers.isCorrect, false),
        or(isNull(answers.heldState), eq(answers.heldState, 'accepted')),
        sql`${questionRegrades.kind} is distinct from 'DROP'`,
        inArray(questions.conceptId, conceptIds),
      ),
    );
}

/**
 * Wrong practice answers in these (student, subconcept) pairs: each struggling student's quizzes on
 * the subconcepts of the concepts she struggles with only (practice_results_student_idx), and of
 * those only quizzes with a wrong answer, whose details are then read.
 */
export async function findMissedInPractice(
  db: Executor,
  pairs: Array<{ studentId: number; subconceptId: number }>,
): Promise<MissedPair[]> {
  if (pairs.length === 0) return [];
  // The pairs travel as one JSON parameter (the same on PostgreSQL and PGlite).
  const wanted = JSON.stringify(pairs.map((pair) => [pair.studentId, pair.subconceptId]));
  const rows = await db
    .selectDistinct({
      questionId: sql<number>`(d.value ->> 'questionId')::int`,
      studentId: practiceResults.studentId,
    })
    .from(sql`jsonb_array_elements(${wanted}::jsonb) as g(pair)`)
    .innerJoin(
      practiceResults,
      and(
        sql`${practiceResults.studentId} = (g.pair ->> 0)::int`,
        sql`${practiceResults.subconceptId} = (g.pair ->> 1)::int`,
        sql`${practiceResults.correctAnswers} < ${practiceResults.totalQuestions}`,
      ),
    )
    .innerJoin(sql`jsonb_array_elements(${practiceResults.details}) as d(value)`, sql`true`)
    .where(sql`(d.value ->> 'selectedAnswer') is distinct from (d.value ->> 'correctAnswer')`);
  return rows.map((row) => ({ questionId: Number(row.questionId), studentId: row.studentId }));
}

/** The questions' place and text (cut short), live ones only: a retired question leaves the list. */
export function findQuestionTexts(db: Executor, questionIds: number[], chars: number) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: questions.id,
      conceptId: questions.conceptId,
      subconceptId: questions.subconceptId,
      text: sql<string>`left(${questions.text}, ${chars + 1})`,
    })
    .from(questions)
    .where(and(inArray(questions.id, questionIds), isNull(questions.retiredAt)));
}

/** The live content of these concepts (on the concept itself or on a live subconcept), in order. */
export function findConceptContent(db: Executor, conceptIds: number[]) {
  if (conceptIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: contentItems.id,
      conceptId: contentItems.conceptId,
      name: contentItems.name,
      type: contentItems.type,
    })
    .from(contentItems)
    .leftJoin(subconcepts, eq(subconcepts.id, contentItems.subconceptId))
    .where(
      and(
        inArray(contentItems.conceptId, conceptIds),
        isNull(contentItems.retiredAt),
        or(isNull(contentItems.subconceptId), isNull(subconcepts.retiredAt)),
      ),
    )
    .orderBy(contentItems.position, contentItems.id);
}

/** Which of these items each of these students has opened (any progress row). */
export function findOpened(db: Executor, studentIds: number[], contentIds: number[]) {
  if (studentIds.length === 0 || contentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ studentId: contentProgress.studentId, contentId: contentProgress.contentId })
    .from(contentProgress)
    .where(
      and(inArray(contentProgress.studentId, studentIds), inArray(contentProgress.contentId, contentIds)),
    );
}

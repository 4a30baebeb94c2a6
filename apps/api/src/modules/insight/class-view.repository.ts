import {
  assessments,
  attempts,
  concepts,
  contentItems,
  contentProgress,
  courses,
  curricula,
  type Executor,
  mastery,
  practiceResults,
  servings,
  subconcepts,
} from '@pathshala/db';
import { and, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';

/**
 * The class view's per-student columns (issue 30). Every query is keyed by the students' ids on an
 * index that leads with the student (content_progress and mastery: their primary keys;
 * practice_results: practice_results_student_idx) or by the cohort's servings (attempts_serving_idx),
 * so a cohort's figures read its own rows, never the school's answers.
 */

/** The live content items of these curricula with their course: a retired item or ancestor leaves. */
export function findLiveContentItems(db: Executor, curriculumIds: number[]) {
  if (curriculumIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: contentItems.id, courseId: courses.id })
    .from(contentItems)
    .innerJoin(concepts, eq(concepts.id, contentItems.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .leftJoin(subconcepts, eq(subconcepts.id, contentItems.subconceptId))
    .where(
      and(
        inArray(curricula.id, curriculumIds),
        isNull(curricula.retiredAt),
        isNull(courses.retiredAt),
        isNull(concepts.retiredAt),
        isNull(contentItems.retiredAt),
        isNull(subconcepts.retiredAt),
      ),
    );
}

/** Per student: how many of the given items she has completed. */
export function countCompletedItems(db: Executor, studentIds: number[], contentIds: number[]) {
  if (studentIds.length === 0 || contentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ studentId: contentProgress.studentId, completed: sql<number>`count(*)::int` })
    .from(contentProgress)
    .where(
      and(
        inArray(contentProgress.studentId, studentIds),
        inArray(contentProgress.contentId, contentIds),
        eq(contentProgress.status, 'completed'),
      ),
    )
    .groupBy(contentProgress.studentId);
}

/** Per student: practice quizzes on these subconcepts, questions right and answered. */
export function sumPractice(db: Executor, studentIds: number[], subconceptIds: number[]) {
  if (studentIds.length === 0 || subconceptIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      studentId: practiceResults.studentId,
      quizzes: sql<number>`count(*)::int`,
      correct: sql<number>`coalesce(sum(${practiceResults.correctAnswers}), 0)::int`,
      total: sql<number>`coalesce(sum(${practiceResults.totalQuestions}), 0)::int`,
    })
    .from(practiceResults)
    .where(
      and(
        inArray(practiceResults.studentId, studentIds),
        inArray(practiceResults.subconceptId, subconceptIds),
      ),
    )
    .groupBy(practiceResults.studentId);
}

/**
 * Her current attempts of the cohort's servings, joined on (assessment, student) so the partial index
 * attempts_current_unique finds them per serving: joined on the serving alone, PostgreSQL reads every
 * attempt of the school (seen in EXPLAIN on 2,000 students).
 */
const currentAttemptOf = (studentIds: number[]) =>
  and(
    eq(attempts.assessmentId, servings.assessmentId),
    eq(attempts.servingId, servings.id),
    inArray(attempts.studentId, studentIds),
    isNull(attempts.supersededAt),
  );

/** Per student: her completed current attempts of the cohort's servings and their mean score share. */
export function averageAttempts(db: Executor, cohortId: number, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      studentId: attempts.studentId,
      completed: sql<number>`count(*)::int`,
      average: sql<
        number | null
      >`avg(${attempts.score}::float8 / nullif(${assessments.totalMarks}, 0)::float8)::float8`,
    })
    .from(servings)
    .innerJoin(assessments, eq(assessments.id, servings.assessmentId))
    .innerJoin(attempts, currentAttemptOf(studentIds))
    .where(and(eq(servings.cohortId, cohortId), isNotNull(attempts.completedAt)))
    .groupBy(attempts.studentId);
}

/**
 * Per student, the latest moment she did something: study progress, a practice quiz, an answer that
 * counted (mastery keeps its time, so no answer is read), and the start or end of a current attempt
 * of the cohort's servings (an attempt opened but not yet answered).
 */
export async function findLastActive(db: Executor, cohortId: number, studentIds: number[]) {
  if (studentIds.length === 0) return [];
  const [study, practice, answered, attempted] = await Promise.all([
    db
      .select({ studentId: contentProgress.studentId, at: max(contentProgress.updatedAt) })
      .from(contentProgress)
      .where(inArray(contentProgress.studentId, studentIds))
      .groupBy(contentProgress.studentId),
    db
      .select({ studentId: practiceResults.studentId, at: max(practiceResults.createdAt) })
      .from(practiceResults)
      .where(inArray(practiceResults.studentId, studentIds))
      .groupBy(practiceResults.studentId),
    db
      .select({ studentId: mastery.studentId, at: max(mastery.lastAnsweredAt) })
      .from(mastery)
      .where(inArray(mastery.studentId, studentIds))
      .groupBy(mastery.studentId),
    db
      .select({
        studentId: attempts.studentId,
        at: sql`max(coalesce(${attempts.completedAt}, ${attempts.startedAt}))`.mapWith(attempts.startedAt),
      })
      .from(servings)
      .innerJoin(attempts, currentAttemptOf(studentIds))
      .where(eq(servings.cohortId, cohortId))
      .groupBy(attempts.studentId),
  ]);
  return [...study, ...practice, ...answered, ...attempted];
}

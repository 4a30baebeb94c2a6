import {
  answers,
  assessments,
  attempts,
  cohortStudents,
  cohorts,
  cohortTeachers,
  concepts,
  contentProgress,
  courses,
  curricula,
  type Executor,
  practiceResults,
  servings,
  studentAccommodations,
  subconcepts,
  users,
} from '@pathshala/db';
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';

/**
 * The student page's reads (issue 30): each is keyed by the one student on an index leading with her
 * (cohort_students_student_idx, content_progress's and practice_results' keys, attempts_current_unique
 * through the cohorts' servings, answers' key per attempt), so the page reads her rows only.
 */

export async function findStudent(db: Executor, studentId: number) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.type, 'student')));
  return row ?? null;
}

/** Her current cohorts the caller may see: all for an admin, those a teacher teaches otherwise. */
export function findVisibleCohorts(db: Executor, studentId: number, teacherId: number | null) {
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      curriculumId: curricula.id,
      curriculumName: curricula.name,
    })
    .from(cohortStudents)
    .innerJoin(cohorts, eq(cohorts.id, cohortStudents.cohortId))
    .innerJoin(curricula, eq(curricula.id, cohorts.curriculumId))
    .where(
      and(
        eq(cohortStudents.studentId, studentId),
        teacherId === null
          ? undefined
          : sql`exists (select 1 from ${cohortTeachers} where ${cohortTeachers.cohortId} = ${cohorts.id} and ${cohortTeachers.teacherId} = ${teacherId})`,
      ),
    )
    .orderBy(asc(cohorts.name), asc(cohorts.id));
}

/** The live courses of these curricula in study order. */
export function findLiveCourses(db: Executor, curriculumIds: number[]) {
  if (curriculumIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: courses.id,
      name: courses.name,
      curriculumId: curricula.id,
      curriculumName: curricula.name,
    })
    .from(courses)
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(and(inArray(curricula.id, curriculumIds), isNull(curricula.retiredAt), isNull(courses.retiredAt)))
    .orderBy(asc(curricula.name), asc(curricula.id), asc(courses.position), asc(courses.id));
}

/** Her progress rows (the primary key leads with the student). */
export function findProgress(db: Executor, studentId: number) {
  return db
    .select({
      contentId: contentProgress.contentId,
      status: contentProgress.status,
      timeSpentSeconds: contentProgress.timeSpentSeconds,
      updatedAt: contentProgress.updatedAt,
    })
    .from(contentProgress)
    .where(eq(contentProgress.studentId, studentId));
}

/** Her latest practice quizzes on these subconcepts, newest first. */
export function findRecentPractice(db: Executor, studentId: number, subconceptIds: number[], limit: number) {
  if (subconceptIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: practiceResults.id,
      at: practiceResults.createdAt,
      correct: practiceResults.correctAnswers,
      total: practiceResults.totalQuestions,
      subconceptId: subconcepts.id,
      subconceptName: subconcepts.name,
      conceptId: concepts.id,
      conceptName: concepts.name,
    })
    .from(practiceResults)
    .innerJoin(subconcepts, eq(subconcepts.id, practiceResults.subconceptId))
    .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
    .where(
      and(eq(practiceResults.studentId, studentId), inArray(practiceResults.subconceptId, subconceptIds)),
    )
    .orderBy(desc(practiceResults.createdAt), desc(practiceResults.id))
    .limit(limit);
}

/** Her practice quizzes on these subconcepts per week (Monday, UTC) since a moment. */
export function practicePerWeek(db: Executor, studentId: number, subconceptIds: number[], since: Date) {
  if (subconceptIds.length === 0) return Promise.resolve([]);
  const week = sql<string>`to_char(date_trunc('week', ${practiceResults.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(practiceResults)
    .where(
      and(
        eq(practiceResults.studentId, studentId),
        inArray(practiceResults.subconceptId, subconceptIds),
        gte(practiceResults.createdAt, since),
      ),
    )
    .groupBy(week);
}

/**
 * Her current attempts of these cohorts' servings, newest first, with the answers still held for
 * a teacher (counted on the answers' key, per attempt).
 */
export function findAttempts(db: Executor, studentId: number, cohortIds: number[]) {
  if (cohortIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: attempts.id,
      assessmentId: assessments.id,
      assessmentName: assessments.name,
      totalMarks: assessments.totalMarks,
      cohortId: cohorts.id,
      cohortName: cohorts.name,
      startedAt: attempts.startedAt,
      completedAt: attempts.completedAt,
      completionReason: attempts.completionReason,
      score: attempts.score,
      lateAnswers: attempts.lateAnswerCount,
      extraSeconds: sql<number>`(${attempts.accommodationSeconds} + ${attempts.grantedSeconds})::int`,
      heldAnswers: sql<number>`(select count(*)::int from ${answers} where ${answers.attemptId} = ${attempts.id} and ${answers.heldState} = 'held')`,
    })
    .from(servings)
    .innerJoin(cohorts, eq(cohorts.id, servings.cohortId))
    .innerJoin(
      attempts,
      and(
        eq(attempts.assessmentId, servings.assessmentId),
        eq(attempts.studentId, studentId),
        eq(attempts.servingId, servings.id),
        isNull(attempts.supersededAt),
      ),
    )
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .where(inArray(servings.cohortId, cohortIds))
    .orderBy(desc(attempts.startedAt), desc(attempts.id));
}

/** Exam answers of these attempts per week (Monday, UTC) since a moment (the answers' key per attempt). */
export function answersPerWeek(db: Executor, attemptIds: number[], since: Date) {
  if (attemptIds.length === 0) return Promise.resolve([]);
  const week = sql<string>`to_char(date_trunc('week', ${answers.answeredAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(answers)
    .where(and(inArray(answers.attemptId, attemptIds), gte(answers.answeredAt, since)))
    .groupBy(week);
}

/** Her extra time: the school-wide row and, for a teacher, her own row (an admin: every row). */
export function findAccommodations(db: Executor, studentId: number, teacherId: number | null) {
  return db
    .select({
      teacherId: studentAccommodations.teacherId,
      firstName: users.firstName,
      lastName: users.lastName,
      kind: studentAccommodations.kind,
      amount: studentAccommodations.amount,
    })
    .from(studentAccommodations)
    .leftJoin(users, eq(users.id, studentAccommodations.teacherId))
    .where(
      and(
        eq(studentAccommodations.studentId, studentId),
        teacherId === null
          ? undefined
          : or(isNull(studentAccommodations.teacherId), eq(studentAccommodations.teacherId, teacherId)),
      ),
    )
    .orderBy(sql`${studentAccommodations.teacherId} nulls first`, asc(studentAccommodations.id));
}

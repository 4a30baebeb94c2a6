import { ANSWER_GRACE_SECONDS } from '@pathshala/contracts';
import {
  answers,
  assessments,
  attempts,
  cohorts,
  type Executor,
  questionRegrades,
  servings,
} from '@pathshala/db';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';

/** An assessment with whether it has been served (an admin's way in; teachers come through their policy). */
export async function findAssessment(db: Executor, assessmentId: number) {
  const [row] = await db
    .select({ id: assessments.id, name: assessments.name })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  if (!row) return undefined;
  const [serving] = await db
    .select({ id: servings.id })
    .from(servings)
    .where(eq(servings.assessmentId, assessmentId))
    .limit(1);
  return { ...row, served: serving !== undefined };
}

export function listServings(db: Executor, assessmentId: number) {
  return db
    .select({ id: servings.id, cohortName: cohorts.name })
    .from(servings)
    .innerJoin(cohorts, eq(cohorts.id, servings.cohortId))
    .where(eq(servings.assessmentId, assessmentId))
    .orderBy(asc(servings.id));
}

/**
 * The current attempts the results count as completed: handed in, or open past the deadline and its
 * grace (the server would complete them so). Removed students' attempts stay, as in the results.
 */
function completedAttempts(assessmentId: number, servingId: number | null, now: Date): SQL | undefined {
  return and(
    eq(attempts.assessmentId, assessmentId),
    isNull(attempts.supersededAt),
    servingId === null ? undefined : eq(attempts.servingId, servingId),
    or(
      sql`${attempts.completedAt} is not null`,
      sql`${attempts.deadline} + ${sql.raw(`interval '${ANSWER_GRACE_SECONDS} seconds'`)} < ${now.toISOString()}::timestamptz`,
    ),
  );
}

export function listCompletedAttempts(
  db: Executor,
  assessmentId: number,
  servingId: number | null,
  now: Date,
) {
  return db
    .select({
      id: attempts.id,
      servingId: attempts.servingId,
      seed: attempts.seed,
      startedAt: attempts.startedAt,
    })
    .from(attempts)
    .where(completedAttempts(assessmentId, servingId, now))
    .orderBy(asc(attempts.id));
}

/** The answers of those attempts that count in a score (in time, or accepted late ones). */
export function listCountedAnswers(db: Executor, assessmentId: number, servingId: number | null, now: Date) {
  return db
    .select({
      attemptId: answers.attemptId,
      questionId: answers.questionId,
      selectedOption: answers.selectedOption,
      answeredAt: answers.answeredAt,
    })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(
      and(
        completedAttempts(assessmentId, servingId, now),
        or(isNull(answers.heldState), eq(answers.heldState, 'accepted')),
      ),
    );
}

export function listRegrades(db: Executor, assessmentIds: readonly number[]) {
  if (assessmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(questionRegrades)
    .where(inArray(questionRegrades.assessmentId, [...assessmentIds]));
}

/**
 * Which answers the figures of (assessment, serving) count, in one cheap read of the attempts
 * (attempts_current_unique): the attempts that count, and each row's transaction id (xmin), which
 * every change to what counts writes anew (an answer stored raises answerCount, an accepted held
 * answer adds to the score, a completion, a regrade's rescore).
 */
export async function readCountedFingerprint(
  db: Executor,
  assessmentId: number,
  servingId: number | null,
  now: Date,
): Promise<string> {
  const [row] = await db
    .select({
      fingerprint: sql<string>`count(*) || ':' || coalesce(sum(${attempts.id}), 0) || ':' || coalesce(sum(${attempts}.xmin::text::bigint), 0)`,
    })
    .from(attempts)
    .where(completedAttempts(assessmentId, servingId, now));
  return row?.fingerprint ?? '';
}

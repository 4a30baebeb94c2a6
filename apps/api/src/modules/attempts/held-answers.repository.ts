import type { HeldState } from '@pathshala/contracts';
import { answers, attempts, type Executor, questionRegrades, servings } from '@pathshala/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

/** The current attempt of an assessment by id, locked: late answers and other decisions wait for it. */
/**
 * Takes the answers table's write lock first, as a regrade does (before it locks any attempt row):
 * locked in the other order, an accept and a regrade of the same attempt would deadlock.
 */
export async function lockAnswersForWrite(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table answers in row exclusive mode`);
}

export async function lockCurrentAttempt(tx: Executor, assessmentId: number, attemptId: number) {
  const [row] = await tx
    .select({
      id: attempts.id,
      studentId: attempts.studentId,
      servingId: attempts.servingId,
      cohortId: servings.cohortId,
    })
    .from(attempts)
    .innerJoin(servings, eq(servings.id, attempts.servingId))
    .where(
      and(eq(attempts.id, attemptId), eq(attempts.assessmentId, assessmentId), isNull(attempts.supersededAt)),
    )
    .for('update', { of: attempts });
  return row;
}

/** Moves every answer of the attempt held now to the decided state; answers what moved. */
export function decideHeldAnswers(tx: Executor, attemptId: number, state: Exclude<HeldState, 'held'>) {
  return tx
    .update(answers)
    .set({ heldState: state })
    .where(and(eq(answers.attemptId, attemptId), eq(answers.heldState, 'held')))
    .returning({
      seqNum: answers.seqNum,
      marksAwarded: answers.marksAwarded,
      questionId: answers.questionId,
      isCorrect: answers.isCorrect,
      answeredAt: answers.answeredAt,
    });
}

/**
 * Accepted answers add their marks to the score, as answers in time do on arrival (answer-batch.ts;
 * the room's answer count has them already).
 */
export async function addToScore(tx: Executor, attemptId: number, marks: number) {
  await tx
    .update(attempts)
    .set({ score: sql`${attempts.score} + ${marks}` })
    .where(eq(attempts.id, attemptId));
}

/** Questions of the assessment its teacher dropped (a regrade): their answers count for no one's mastery. */
export async function listDroppedQuestions(tx: Executor, assessmentId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ questionId: questionRegrades.questionId })
    .from(questionRegrades)
    .where(and(eq(questionRegrades.assessmentId, assessmentId), eq(questionRegrades.kind, 'DROP')));
  return new Set(rows.map((row) => row.questionId));
}

import type { Executor } from '../client';
import { answers, attempts, questions } from '../schema';
import type { BankQuestion } from './curricula';
import { daysAgo } from './days-ago';
import type { DemoPeople } from './people';

/** Each student's submitted attempt at 1002: the demo student gets 4 of 5 right; classmates vary. */
export async function seedAttempts(
  tx: Executor,
  {
    now,
    forcesQuestions,
    forcesServingId,
    people,
  }: {
    now: Date;
    forcesQuestions: BankQuestion[];
    forcesServingId: number;
    people: Pick<DemoPeople, 'student' | 'classmates'>;
  },
): Promise<void> {
  const forcesKey = await tx
    .select({ id: questions.id, correctOption: questions.correctOption, marks: questions.marks })
    .from(questions);
  const keyById = new Map(forcesKey.map((q) => [q.id, q]));
  const takers = [people.student, ...people.classmates.slice(0, 6)];
  for (const [takerIndex, taker] of takers.entries()) {
    const startedAt = daysAgo(now, 6, takerIndex);
    const chosen = forcesQuestions.map((q, index) => {
      const key = keyById.get(q.id)!;
      const right = (index + takerIndex) % 5 !== 4 - (takerIndex % 3);
      const selected = right ? key.correctOption : (key.correctOption % 4) + 1;
      return {
        seqNum: index + 1,
        questionId: q.id,
        selected,
        isCorrect: right,
        marks: right ? key.marks : 0,
      };
    });
    const score = chosen.reduce((sum, a) => sum + a.marks, 0);
    const completedAt = new Date(startedAt.getTime() + (4 + takerIndex) * 60_000);
    const [attempt] = await tx
      .insert(attempts)
      .values({
        assessmentId: 1002,
        servingId: forcesServingId,
        studentId: taker.id,
        startedAt,
        deadline: new Date(startedAt.getTime() + 10 * 60_000),
        completedAt,
        completionReason: 'submitted',
        score,
        answerCount: chosen.length,
      })
      .returning();
    await tx.insert(answers).values(
      chosen.map((a, index) => ({
        attemptId: attempt!.id,
        seqNum: a.seqNum,
        questionId: a.questionId,
        selectedOption: a.selected,
        isCorrect: a.isCorrect,
        marksAwarded: a.marks,
        answeredAt: new Date(startedAt.getTime() + (index + 1) * 45_000),
      })),
    );
  }
}

import type { Executor } from '@pathshala/db';
import type { SQL } from 'drizzle-orm';
import { type CountedAnswer, insertAnswers, recordAnswersSql } from './mastery.repository';

/**
 * How other modules keep mastery current: in the transaction or statement that stores an answer,
 * never later and never by scanning answers. Practice (learning) and an accepted held answer
 * (attempts) call recordAnswers; the exam's answer statement (answer-batch.ts) embeds
 * recordAnswersInStatement as a CTE, so the exam's hot path stays one round trip.
 */
export async function recordAnswers(options: {
  tx: Executor;
  studentId: number;
  answers: readonly CountedAnswer[];
}): Promise<void> {
  await insertAnswers(options.tx, options.studentId, options.answers);
}

/** A CTE body counting the answers `source` yields: (student_id, question_id, is_correct, answered_at, ord). */
export function recordAnswersInStatement(source: SQL): SQL {
  return recordAnswersSql(source);
}

export type { CountedAnswer };

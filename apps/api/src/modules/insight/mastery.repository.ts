import { MASTERY_DECAY } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { type SQL, sql } from 'drizzle-orm';

const DECAY = sql.raw(`${MASTERY_DECAY}::float8`);

/**
 * The statement that counts answers into mastery (the step of packages/contracts/src/mastery.ts):
 * `source` yields (student_id, question_id, is_correct, answered_at, ord). Several answers to one
 * subconcept in one statement are applied in the order answered (then ord): the newest weighs 1, the
 * one before DECAY, and so on, and the kept pair decays by DECAY^k for the k answers added, which is
 * the step applied k times. Rows are written in key order, so two statements never wait on each other
 * in a cycle. Usable as a CTE of a bigger statement (answer-batch.ts).
 */
export function recordAnswersSql(source: SQL): SQL {
  return sql`
    insert into mastery as m (student_id, subconcept_id, weighted_correct, weighted_total, answer_count,
      last_answered_at)
    select student_id, subconcept_id, sum(case when is_correct then power(${DECAY}, newer) else 0 end),
      sum(power(${DECAY}, newer)), count(*)::int, max(answered_at)
    from (
      select s.student_id, q.subconcept_id, s.is_correct, s.answered_at,
        row_number() over (partition by s.student_id, q.subconcept_id
          order by s.answered_at desc, s.ord desc) - 1 as newer
      from (${source}) s join questions q on q.id = s.question_id
    ) ranked
    group by student_id, subconcept_id
    order by student_id, subconcept_id
    on conflict (student_id, subconcept_id) do update set
      weighted_correct = power(${DECAY}, excluded.answer_count) * m.weighted_correct + excluded.weighted_correct,
      weighted_total = power(${DECAY}, excluded.answer_count) * m.weighted_total + excluded.weighted_total,
      answer_count = m.answer_count + excluded.answer_count,
      last_answered_at = greatest(m.last_answered_at, excluded.last_answered_at)`;
}

export interface CountedAnswer {
  questionId: number;
  correct: boolean;
  at: Date;
}

/** Counts one student's answers (in the order given when their times are equal). */
export async function insertAnswers(db: Executor, studentId: number, answers: readonly CountedAnswer[]) {
  if (answers.length === 0) return;
  await db.execute(
    recordAnswersSql(sql`
      select ${studentId}::int as student_id, question_id, is_correct, answered_at, ord
      from unnest(${sql.param(answers.map((a) => a.questionId))}::int[],
        ${sql.param(answers.map((a) => a.correct))}::bool[],
        ${sql.param(answers.map((a) => a.at.toISOString()))}::timestamptz[])
        with ordinality as x(question_id, is_correct, answered_at, ord)`),
  );
}

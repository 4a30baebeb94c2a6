import { MASTERY_DECAY } from '@pathshala/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Mastery computed afresh from every answer that counts, in the order they were answered: practice
 * answers (practice_results.details, a quiz's answers in their order at its time) and exam answers
 * scored on arrival or accepted by a teacher (a held or declined one never counts). Each answer's
 * weight is DECAY^(newer answers of the same student and subconcept), which is what applying
 * mastery.ts's step answer by answer gives. Migration 0010 runs the same statement once (an upgraded
 * school has figures at once); the demo seed runs it after writing its answers. An answer to a
 * question its assessment's teacher dropped (question_regrades, kind DROP) counts for no one.
 * With a scope, only those students' figures of that subconcept are rebuilt (a regrade's).
 */
export async function rebuildMastery(
  db: Executor,
  scope?: { studentIds: readonly number[]; subconceptId: number },
): Promise<void> {
  // The scope as a table joined by hash (an array tested row by row is slow on PGlite).
  const scoped = scope
    ? sql`with scope as materialized (select distinct unnest(${sql.param([...scope.studentIds])}::int[]) as id)`
    : sql``;
  const scopeJoin = (student: SQL) => (scope ? sql`join scope on scope.id = ${student}` : sql``);
  const subconcept = scope ? sql`q.subconcept_id = ${scope.subconceptId}` : sql`true`;
  await db.execute(
    scope
      ? sql`${scoped} delete from mastery using scope
          where mastery.student_id = scope.id and mastery.subconcept_id = ${scope.subconceptId}`
      : sql`delete from mastery`,
  );
  await db.execute(sql`
    ${scoped}
    insert into mastery (student_id, subconcept_id, weighted_correct, weighted_total, answer_count, last_answered_at)
    select student_id, subconcept_id,
      sum(case when correct then power(${MASTERY_DECAY}::float8, newer) else 0 end),
      sum(power(${MASTERY_DECAY}::float8, newer)), count(*)::int, max(at)
    from (
      select c.student_id, c.subconcept_id, c.correct, c.at,
        row_number() over (partition by c.student_id, c.subconcept_id
          order by c.at desc, c.k1 desc, c.k2 desc) - 1 as newer
      from (
        select t.student_id, q.subconcept_id, a.is_correct as correct, a.answered_at as at,
          a.attempt_id as k1, a.seq_num::bigint as k2
        from answers a join attempts t on t.id = a.attempt_id ${scopeJoin(sql`t.student_id`)}
        join questions q on q.id = a.question_id
        left join question_regrades r on r.assessment_id = t.assessment_id and r.question_id = a.question_id
        where (a.held_state is null or a.held_state = 'accepted') and r.kind is distinct from 'DROP' and ${subconcept}
        union all
        select p.student_id, q.subconcept_id,
          (e.item->>'selectedAnswer')::int = (e.item->>'correctAnswer')::int, p.created_at, p.id, e.n
        from practice_results p ${scopeJoin(sql`p.student_id`)}
        cross join jsonb_array_elements(p.details) with ordinality as e(item, n)
        join questions q on q.id = (e.item->>'questionId')::int
        where ${scope ? sql`p.subconcept_id = ${scope.subconceptId} and ${subconcept}` : sql`true`}
      ) c
    ) ranked
    group by student_id, subconcept_id
  `);
}

/** The insight benchmark's school checked by the app's own rules (bench-insight-school.ts seeds it). */
import { PRACTICE_PASS_PERCENT } from '@pathshala/contracts';
import type { DatabaseHandle } from '@pathshala/db';
import { sql } from 'drizzle-orm';

/**
 * The app's own invariants over the seeded rows: each answer marked by its question's key and the
 * assessment's marks, each attempt's score and count the sum of its answers, each practice result
 * its details' sum, and mastery resting on exactly the answers that count. Answers the broken rules
 * (empty when all hold).
 */
export async function checkInsightSchool(handle: DatabaseHandle): Promise<string[]> {
  const checks: Array<[string, string]> = [
    [
      'answers marked against their key and marks',
      `select count(*) from answers a join questions q on q.id = a.question_id join attempts t on t.id = a.attempt_id
       join assessments s on s.id = t.assessment_id
       where a.is_correct <> (a.selected_option = q.correct_option)
         or abs(a.marks_awarded - case when a.is_correct then q.marks else s.wrong_marks end) > 1e-6`,
    ],
    [
      'answers on their paper',
      `select count(*) from answers a join attempts t on t.id = a.attempt_id
       left join assessment_questions p on p.assessment_id = t.assessment_id and p.seq_num = a.seq_num and p.question_id = a.question_id
       where p.question_id is null`,
    ],
    [
      "attempt scores equal their answers' marks, counts their answers",
      `select count(*) from attempts t left join (select attempt_id, sum(marks_awarded) as score, count(*) as n
         from answers group by attempt_id) x on x.attempt_id = t.id
       where abs(t.score - coalesce(x.score, 0)) > 0.001 or t.answer_count <> coalesce(x.n, 0)`,
    ],
    [
      "attempts by students of the serving's cohort",
      `select count(*) from attempts t join servings v on v.id = t.serving_id
       left join cohort_students cs on cs.cohort_id = v.cohort_id and cs.student_id = t.student_id
       where cs.student_id is null or v.assessment_id <> t.assessment_id`,
    ],
    [
      "practice results equal their details' sum",
      `select count(*) from practice_results p, lateral (
         select count(*) as n, count(*) filter (where (e->>'selectedAnswer')::int = (e->>'correctAnswer')::int) as correct,
           sum(case when (e->>'selectedAnswer')::int = q.correct_option then q.marks else 0 end) as obtained,
           sum(q.marks) as total, bool_and(q.subconcept_id = p.subconcept_id and (e->>'correctAnswer')::int = q.correct_option) as fits
         from jsonb_array_elements(p.details) e join questions q on q.id = (e->>'questionId')::int) d
       where d.n <> p.total_questions or d.correct <> p.correct_answers or abs(d.obtained - p.obtained_marks) > 1e-6
         or abs(d.total - p.total_marks) > 1e-6 or p.percentage <> round(100 * d.obtained / d.total)
         or p.passed <> (p.percentage >= ${PRACTICE_PASS_PERCENT}) or not d.fits`,
    ],
    [
      'mastery rests on every answer that counts, once',
      `select abs((select coalesce(sum(answer_count), 0) from mastery)
         - (select count(*) from answers where held_state is null or held_state = 'accepted')
         - (select coalesce(sum(jsonb_array_length(details)), 0) from practice_results))`,
    ],
    [
      'mastery figures within their evidence',
      `select count(*) from mastery where weighted_correct < 0 or weighted_correct > weighted_total + 1e-9
         or weighted_total > answer_count + 1e-9 or answer_count < 1`,
    ],
  ];
  const broken: string[] = [];
  for (const [rule, statement] of checks) {
    const result = (await handle.db.execute(sql.raw(`select (${statement})::int as n`))) as unknown as {
      rows: Array<{ n: number }>;
    };
    const n = Number(result.rows[0]?.n);
    if (n !== 0) broken.push(`${rule}: ${n} rows break it`);
  }
  return broken;
}

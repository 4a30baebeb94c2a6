/**
 * bench:exam's check of the database after the run: every acknowledged answer stored exactly once,
 * as the option the student saw; every score equal to a recomputation; every attempt completed.
 */
import { openDatabase } from '@pathshala/db';
import type { Ack } from './bench-exam-client';
import { ASSESSMENT_ID } from './bench-exam-school';

export interface ExamCheck {
  stored: number;
  /** Acknowledged but not stored, or stored as another option. */
  missing: number;
  /** Rows beyond one per student and question, and answers acknowledged twice. */
  duplicates: number;
  mismatchedScores: number;
  attempts: number;
  notCompleted: number;
}

export async function checkExam(
  acks: Ack[],
  at: { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string },
): Promise<ExamCheck> {
  const check = await openDatabase(at);
  try {
    const stored = (await check.db.execute(
      `select t.student_id::int as student, a.seq_num::int as seq,
              (array[q.option1, q.option2, q.option3, q.option4])[a.selected_option] as option_text
       from answers a join attempts t on t.id = a.attempt_id join questions q on q.id = a.question_id
       where t.assessment_id = ${ASSESSMENT_ID}` as never,
    )) as { rows: Array<{ student: number; seq: number; option_text: string }> };
    const storedKey = new Map(stored.rows.map((r) => [`${r.student}:${r.seq}`, r.option_text]));
    const missing = acks.filter((a) => storedKey.get(`${a.studentId}:${a.seqNum}`) !== a.optionText).length;
    const ackedTwice = acks.length - new Set(acks.map((a) => `${a.studentId}:${a.seqNum}`)).size;
    // A recomputation from the bank: the pool's marks for a drawn question, the question's own otherwise.
    const mismatched = (await check.db.execute(
      `select count(*)::int as n from attempts t join assessments s on s.id = t.assessment_id
       where t.assessment_id = ${ASSESSMENT_ID} and abs(t.score - coalesce((
         select sum(case when a.selected_option = q.correct_option
                         then coalesce((select p.marks_per_question from assessment_pools p
                                         join assessment_pool_questions pq on pq.pool_id = p.id
                                         where p.assessment_id = t.assessment_id and pq.question_id = q.id limit 1), q.marks)
                         else s.wrong_marks end)
         from answers a join questions q on q.id = a.question_id where a.attempt_id = t.id), 0)) > 0.001` as never,
    )) as { rows: Array<{ n: number }> };
    const attempts = (await check.db.execute(
      `select count(*)::int as n, count(*) filter (where completed_at is null)::int as open
       from attempts where assessment_id = ${ASSESSMENT_ID}` as never,
    )) as { rows: Array<{ n: number; open: number }> };
    const result: ExamCheck = {
      stored: stored.rows.length,
      missing,
      duplicates: stored.rows.length - storedKey.size + ackedTwice,
      mismatchedScores: Number(mismatched.rows[0]?.n),
      attempts: Number(attempts.rows[0]?.n),
      notCompleted: Number(attempts.rows[0]?.open),
    };
    console.log(
      `check: ${acks.length} acknowledged, ${result.stored} stored, ${missing} acknowledged but missing or different, ` +
        `${result.duplicates} duplicates, ${result.mismatchedScores} scores differing from a recomputation, ` +
        `${result.attempts - result.notCompleted} of ${result.attempts} attempts completed (${result.notCompleted} left open)`,
    );
    return result;
  } finally {
    await check.close();
  }
}

import { type HeldState, OFFLINE_SYNC_LIMIT_SECONDS } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { sql } from 'drizzle-orm';
import { recordAnswersInStatement } from '../insight/mastery.service';
import { GRACE } from './attempts.repository';

const SYNC_LIMIT = sql.raw(`interval '${OFFLINE_SYNC_LIMIT_SECONDS} seconds'`);

/** One answer to store, already mapped to the bank's question and option. */
export interface AnswerItem {
  attemptId: number;
  studentId: number;
  assessmentId: number;
  /** The serving whose paper the key came from: the attempt must have come through it. */
  servingId: number;
  /** Its place on the student's paper (the answers' key together with the attempt). */
  position: number;
  questionId: number;
  selectedOption: number;
  isCorrect: boolean;
  marksAwarded: number;
  /** What the question is worth on this paper, and a wrong answer's marks: a regrade scores with them. */
  fullMarks: number;
  wrongMarks: number;
  /** When it was given: now, or the time its clock mark proves. */
  answeredAt: Date;
  receivedAt: Date;
  /** The device's running number, for an answer sent with a time proof. */
  clientSeq: number | null;
  /** Its time proof was checked against the answers stored: it may arrive after the deadline, held. */
  mayArriveLate: boolean;
  /** Arriving late, it came after the serving's right answers were released (told to the teacher). */
  afterRightAnswers: boolean;
}

/** What the server holds for an item's (attempt, position) after the statement; selected null: nothing. */
export interface StoredAnswer {
  /** The real option kept (this item's or an earlier one's), or null when nothing could be stored. */
  selectedOption: number | null;
  isCorrect: boolean | null;
  marksAwarded: number | null;
  syncedLate: boolean;
  /** A late answer's state: held (not scored), accepted or declined; null when it arrived in time. */
  heldState: HeldState | null;
  /** Stored by this statement (not before). */
  fresh: boolean;
  /** The attempt's running score after the statement (null when there is no such attempt). */
  score: number | null;
}

/**
 * Stores the answers of one event-loop turn in ONE statement. An item is stored only for its
 * student's current attempt through its serving, while the room is not paused, once per (attempt,
 * position), and either in time (open and within deadline + grace) or, with a time proof, given in
 * time and arriving within the offline limit (into an open attempt, or one completed as time up;
 * never one the student submitted), flagged synced late. Every stored answer joins the attempt's
 * counts (which the exam room reads) and an answer in time adds its marks to the attempt's score, in
 * the same statement, so an acknowledged answer is durable and counted; so does the student's mastery of
 * its subconcept (insight). A late one is stored held (mastery too waits for the teacher's accept):
 * counted as answered and late, never scored on arrival (a time proof cannot show it was sent before the key was seen);
 * the teacher decides (held-answers.service.ts). A question its teacher regraded (item analysis) is
 * scored here by the regrade, read in this statement: the regrade locks answers against inserts
 * while it rescores, so an answer is scored either by it or before it and then rescored. Two items for one position in one statement: the
 * first is stored, and each item learns what is kept, so only the stored one is acknowledged.
 */
export async function storeAnswers(db: Executor, items: readonly AnswerItem[]): Promise<StoredAnswer[]> {
  const column = <T>(pick: (item: AnswerItem) => T) => sql.param(items.map(pick));
  const result = await db.execute(sql`
    with given as (
      select * from unnest(
        ${column((i) => i.attemptId)}::int[], ${column((i) => i.studentId)}::int[],
        ${column((i) => i.assessmentId)}::int[], ${column((i) => i.servingId)}::int[],
        ${column((i) => i.position)}::int[], ${column((i) => i.questionId)}::int[],
        ${column((i) => i.selectedOption)}::int[], ${column((i) => i.isCorrect)}::bool[],
        ${column((i) => i.marksAwarded)}::float8[],
        ${column((i) => i.answeredAt.toISOString())}::timestamptz[],
        ${column((i) => i.receivedAt.toISOString())}::timestamptz[], ${column((i) => i.clientSeq)}::int[],
        ${column((i) => i.mayArriveLate)}::bool[], ${column((i) => i.afterRightAnswers)}::bool[],
        ${column((i) => i.fullMarks)}::float8[], ${column((i) => i.wrongMarks)}::float8[]
      ) with ordinality as u(attempt_id, student_id, assessment_id, serving_id, position, question_id,
        selected_option, is_correct, marks_awarded, answered_at, received_at, client_seq, may_arrive_late,
        after_right_answers, full_marks, wrong_marks, ord)
    ), input as (
      -- A question regraded by its teacher (question_regrades) is scored by the regrade, not the served key.
      select u.attempt_id, u.student_id, u.assessment_id, u.serving_id, u.position, u.question_id,
        u.selected_option,
        case r.kind when 'KEY' then u.selected_option = r.correct_option when 'FULL_MARKS' then true
          when 'DROP' then false else u.is_correct end as is_correct,
        case r.kind when 'KEY' then case when u.selected_option = r.correct_option then u.full_marks
            else u.wrong_marks end
          when 'FULL_MARKS' then u.full_marks when 'DROP' then 0 else u.marks_awarded end as marks_awarded,
        u.answered_at, u.received_at, u.client_seq, u.may_arrive_late, u.after_right_answers, u.ord,
        r.kind is not distinct from 'DROP' as dropped
      from given u
      left join question_regrades r on r.assessment_id = u.assessment_id and r.question_id = u.question_id
    ), eligible as (
      select i.*, i.received_at > a.deadline + ${GRACE} as synced_late
      from input i
      join attempts a on a.id = i.attempt_id and a.student_id = i.student_id
        and a.assessment_id = i.assessment_id and a.serving_id = i.serving_id and a.superseded_at is null
      join servings s on s.id = a.serving_id and s.paused_at is null
      where (a.completed_at is null and i.received_at <= a.deadline + ${GRACE})
         or (i.may_arrive_late and i.answered_at <= a.deadline + ${GRACE}
             and i.received_at <= a.deadline + ${SYNC_LIMIT}
             and (a.completed_at is null or a.completion_reason = 'time_up'))
    ), inserted as (
      insert into answers (attempt_id, seq_num, question_id, selected_option, is_correct, marks_awarded,
        answered_at, received_at, client_seq, synced_late, held_state, after_right_answers)
      select attempt_id, position, question_id, selected_option, is_correct, marks_awarded,
        answered_at, received_at, client_seq, synced_late, case when synced_late then 'held' end,
        synced_late and after_right_answers
      from eligible order by ord
      on conflict do nothing
      returning attempt_id, seq_num, question_id, selected_option, is_correct, marks_awarded, answered_at,
        synced_late, held_state
    ), mastered as (${recordAnswersInStatement(sql`
      select e.student_id, n.question_id, n.is_correct, n.answered_at, n.seq_num as ord
      from inserted n join (select distinct attempt_id, student_id, position, dropped from eligible) e
        on e.attempt_id = n.attempt_id and e.position = n.seq_num
      where not n.synced_late and not e.dropped`)}
    ), scored as (
      update attempts set score = attempts.score + t.marks, answer_count = attempts.answer_count + t.answers,
        late_answer_count = attempts.late_answer_count + t.late
      from (select attempt_id, coalesce(sum(marks_awarded) filter (where not synced_late), 0) as marks,
        count(*)::int as answers,
        (count(*) filter (where synced_late))::int as late from inserted group by attempt_id) t
      where attempts.id = t.attempt_id
      returning attempts.id, attempts.score
    )
    select i.ord,
      coalesce(n.selected_option, o.selected_option)::int as selected_option,
      coalesce(n.is_correct, o.is_correct) as is_correct,
      coalesce(n.marks_awarded, o.marks_awarded)::float8 as marks_awarded,
      coalesce(n.synced_late, o.synced_late, false) as synced_late,
      coalesce(n.held_state, o.held_state) as held_state,
      n.attempt_id is not null as fresh,
      coalesce(sc.score, a.score)::float8 as score
    from input i
    left join inserted n on n.attempt_id = i.attempt_id and n.seq_num = i.position
    left join answers o on o.attempt_id = i.attempt_id and o.seq_num = i.position
    left join scored sc on sc.id = i.attempt_id
    left join attempts a on a.id = i.attempt_id and a.student_id = i.student_id
  `);
  const byOrd = new Map(
    (
      result.rows as Array<{
        ord: number | string;
        selected_option: number | null;
        is_correct: boolean | null;
        marks_awarded: number | null;
        synced_late: boolean;
        held_state: HeldState | null;
        fresh: boolean;
        score: number | null;
      }>
    ).map((row) => [Number(row.ord), row]),
  );
  return items.map((_, index) => {
    const row = byOrd.get(index + 1);
    return {
      selectedOption: row?.selected_option == null ? null : Number(row.selected_option),
      isCorrect: row?.is_correct ?? null,
      marksAwarded: row?.marks_awarded == null ? null : Number(row.marks_awarded),
      syncedLate: row?.synced_late ?? false,
      heldState: row?.held_state ?? null,
      fresh: row?.fresh ?? false,
      score: row?.score == null ? null : Number(row.score),
    };
  });
}

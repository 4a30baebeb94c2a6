import type { RegradeKind } from '@pathshala/contracts';
import { type Executor, questionRegrades, questions, servings } from '@pathshala/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';

/** How one question of one assessment is scored now: a key (the bank's, or a corrected one), full marks, or dropped. */
export interface Scoring {
  assessmentId: number;
  questionId: number;
  kind: RegradeKind;
  /** KEY: the right option (the bank's key again is the undo). */
  key: number | null;
  /** What the question is worth on this paper, and a wrong answer's marks (the assessment's). */
  fullMarks: number;
  wrongMarks: number;
}

/** Each answer to the question, with its marks under the new scoring (real, as the column stores them). */
function rescored(scoring: Scoring): SQL {
  const full = sql`${scoring.fullMarks}::real`;
  const wrong = sql`${scoring.wrongMarks}::real`;
  const correct =
    scoring.kind === 'KEY'
      ? sql`a.selected_option = ${scoring.key}`
      : scoring.kind === 'FULL_MARKS'
        ? sql`true`
        : sql`false`;
  const marks =
    scoring.kind === 'KEY'
      ? sql`case when a.selected_option = ${scoring.key} then ${full} else ${wrong} end`
      : scoring.kind === 'FULL_MARKS'
        ? full
        : sql`0::real`;
  // Superseded attempts are rescored too (mastery counts their answers) but counted and audited nowhere.
  return sql`
    select a.attempt_id, a.seq_num, t.student_id, t.superseded_at is null as current,
      a.is_correct as old_correct, a.marks_awarded as old_marks, ${correct} as new_correct, ${marks} as new_marks,
      (a.held_state is null or a.held_state = 'accepted') as counts
    from answers a join attempts t on t.id = a.attempt_id
    where t.assessment_id = ${scoring.assessmentId} and a.question_id = ${scoring.questionId}`;
}

interface Counts {
  answered_attempts: number | string;
  changed_scores: number | string;
}

const outcomeOf = (row: Counts | undefined) => ({
  answeredAttempts: Number(row?.answered_attempts ?? 0),
  changedScores: Number(row?.changed_scores ?? 0),
});

/** What a regrade would do: attempts with an answer to it, and those whose score would change. */
export async function previewRescore(db: Executor, scoring: Scoring) {
  const result = await db.execute(sql`
    with changed as (${rescored(scoring)}),
    deltas as (
      select attempt_id, coalesce(sum(new_marks - old_marks) filter (where counts), 0) as delta
      from changed where current group by attempt_id
    )
    select (select count(*) from deltas)::int as answered_attempts,
      (select count(*) from deltas where delta <> 0)::int as changed_scores`);
  return outcomeOf(result.rows[0] as unknown as Counts);
}

/**
 * Rescores every answer to the question in the assessment's attempts (completed and in progress,
 * held and declined ones too, so an accept later adds the regraded marks), moves each attempt's
 * running score by the difference of its counted answers, and audits each attempt whose score moved
 * with its old and new score, in ONE statement. Answers the students to re-score for mastery.
 */
export async function rescore(db: Executor, scoring: Scoring, audit: { actorId: number; at: Date }) {
  const result = await db.execute(sql`
    with changed as (${rescored(scoring)}),
    updated as (
      update answers set is_correct = c.new_correct, marks_awarded = c.new_marks
      from changed c
      where answers.attempt_id = c.attempt_id and answers.seq_num = c.seq_num
        and (c.old_correct <> c.new_correct or c.old_marks <> c.new_marks)
      returning answers.attempt_id
    ),
    deltas as (
      select attempt_id, bool_or(current) as current,
        coalesce(sum(new_marks - old_marks) filter (where counts), 0) as delta
      from changed group by attempt_id
    ),
    scored as (
      update attempts set score = attempts.score + d.delta
      from deltas d where attempts.id = d.attempt_id and d.delta <> 0
      returning attempts.id, attempts.student_id, attempts.superseded_at is null as current,
        (attempts.score - d.delta)::float8 as before, attempts.score::float8 as after
    ),
    audited as (
      insert into audit_log (actor_id, action, entity_type, entity_id, details, created_at)
      select ${audit.actorId}, 'exam.regrade', 'attempt', id::text,
        jsonb_build_object('assessmentId', ${scoring.assessmentId}::int, 'questionId', ${scoring.questionId}::int,
          'studentId', student_id, 'kind', ${scoring.kind}::text, 'correctOption', ${scoring.key}::int,
          'scoreBefore', round(before::numeric, 2), 'scoreAfter', round(after::numeric, 2)),
        ${audit.at.toISOString()}::timestamptz
      from scored where current
    )
    select (select count(*) from deltas where current)::int as answered_attempts,
      (select count(*) from scored where current)::int as changed_scores,
      (select coalesce(array_agg(distinct student_id), '{}') from changed) as students`);
  const row = result.rows[0] as unknown as Counts & { students: number[] | string };
  return { ...outcomeOf(row), studentIds: parseIntArray(row.students) };
}

/** node-postgres parses int[]; PGlite too, but an empty array may come back as '{}'. */
function parseIntArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/**
 * The decision kept for answers that arrive later: a row per (assessment, question); the bank's
 * key again (the undo) removes it, so the question is scored as served.
 */
export async function saveRegrade(
  db: Executor,
  scoring: Scoring,
  bankKey: number,
  teacherId: number,
  at: Date,
): Promise<void> {
  const where = and(
    eq(questionRegrades.assessmentId, scoring.assessmentId),
    eq(questionRegrades.questionId, scoring.questionId),
  );
  if (scoring.kind === 'KEY' && scoring.key === bankKey) {
    await db.delete(questionRegrades).where(where);
    return;
  }
  const values = {
    kind: scoring.kind,
    correctOption: scoring.kind === 'KEY' ? scoring.key : null,
    teacherId,
    regradedAt: at,
  };
  await db
    .insert(questionRegrades)
    .values({ assessmentId: scoring.assessmentId, questionId: scoring.questionId, ...values })
    .onConflictDoUpdate({
      target: [questionRegrades.assessmentId, questionRegrades.questionId],
      set: values,
    });
}

/**
 * While a regrade rescores, answers wait: an answer statement takes its snapshot after its lock on
 * answers, so it reads the committed regrade and is scored by it (answer-batch.ts). Reads go on.
 */
/** The first key of the advisory lock a regrade holds on its assessment (the second is the assessment's id). */
export const REGRADE_LOCK_CLASS = 30_001;

/** One regrade of an assessment at a time, on any server: false when another holds it now. */
export async function tryRegradeLock(tx: Executor, assessmentId: number): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${REGRADE_LOCK_CLASS}::int, ${assessmentId}::int) as locked`,
  );
  return (result.rows[0] as { locked: boolean }).locked;
}

/** The cohorts the assessment was served to. */
export async function listServedCohortIds(db: Executor, assessmentId: number): Promise<number[]> {
  const rows = await db
    .select({ cohortId: servings.cohortId })
    .from(servings)
    .where(eq(servings.assessmentId, assessmentId));
  return rows.map((row) => row.cohortId);
}

export async function holdNewAnswers(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table answers in share row exclusive mode`);
}

export async function subconceptOf(db: Executor, questionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: questions.subconceptId })
    .from(questions)
    .where(eq(questions.id, questionId));
  return row?.id ?? undefined;
}

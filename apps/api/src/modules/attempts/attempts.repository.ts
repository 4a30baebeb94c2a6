import { ANSWER_GRACE_SECONDS } from '@pathshala/contracts';
import { answers, assessments, attempts, cohortStudents, type Executor, servings } from '@pathshala/db';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';

export type AttemptRow = typeof attempts.$inferSelect;

const GRACE = sql.raw(`interval '${ANSWER_GRACE_SECONDS} seconds'`);

/** The assessments served to any of the student's cohorts, with the student's current attempt. */
export function listServedAssessments(db: Executor, studentId: number) {
  return db
    .selectDistinctOn([assessments.id], { assessment: assessments, attempt: attempts })
    .from(cohortStudents)
    .innerJoin(servings, eq(servings.cohortId, cohortStudents.cohortId))
    .innerJoin(assessments, eq(assessments.id, servings.assessmentId))
    .leftJoin(
      attempts,
      and(
        eq(attempts.assessmentId, assessments.id),
        eq(attempts.studentId, studentId),
        isNull(attempts.supersededAt),
      ),
    )
    .where(eq(cohortStudents.studentId, studentId))
    .orderBy(assessments.id);
}

export async function findCurrentAttempt(
  db: Executor,
  assessmentId: number,
  studentId: number,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(
      and(
        eq(attempts.assessmentId, assessmentId),
        eq(attempts.studentId, studentId),
        isNull(attempts.supersededAt),
      ),
    );
  return row;
}

/** One student's attempt at one assessment: at most one is current. */
export interface AttemptKey {
  assessmentId: number;
  studentId: number;
}

const keyOf = (k: AttemptKey) => `${k.assessmentId}:${k.studentId}`;

export interface AttemptStart extends AttemptKey {
  startedAt: Date;
}

/**
 * Starts many attempts in one statement, each through a serving of one of its student's cohorts
 * and with the assessment's own duration (no paper is read before the student is known to be served),
 * unless the student already has a current attempt (the partial unique index) or no cohort of
 * theirs has it. A student in two cohorts that both have it yields two rows, and the same student
 * twice in one batch (a double press) two more: the unique index keeps the first of each.
 * (No ORDER BY: planning it nearly doubled the statement's time on PGlite.)
 * Answers, per start in order, the new attempt's id, or undefined in both other cases (the caller
 * looks which); a start repeated in the batch gets the id only the first time.
 */
export async function insertAttemptsIfServed(
  db: Executor,
  starts: readonly AttemptStart[],
): Promise<Array<number | undefined>> {
  const result = await db.execute(sql`
    insert into attempts (assessment_id, serving_id, student_id, started_at, deadline)
    select r.assessment_id, s.id, r.student_id, r.started_at,
           r.started_at + make_interval(secs => a.duration_seconds)
    from unnest(
      ${sql.param(starts.map((s) => s.assessmentId))}::int[],
      ${sql.param(starts.map((s) => s.studentId))}::int[],
      ${sql.param(starts.map((s) => s.startedAt.toISOString()))}::timestamptz[]
    ) as r(assessment_id, student_id, started_at)
    join assessments a on a.id = r.assessment_id
    join servings s on s.assessment_id = r.assessment_id
    join cohort_students cs on cs.cohort_id = s.cohort_id and cs.student_id = r.student_id
    on conflict do nothing
    returning id, assessment_id, student_id
  `);
  const created = new Map(
    (result.rows as Array<{ id: number; assessment_id: number; student_id: number }>).map((row) => [
      keyOf({ assessmentId: Number(row.assessment_id), studentId: Number(row.student_id) }),
      Number(row.id),
    ]),
  );
  return starts.map((start) => {
    const key = keyOf(start);
    const id = created.get(key);
    created.delete(key);
    return id;
  });
}

export interface AttemptWithAnswers {
  attempt: AttemptRow;
  /** Sequence numbers of the questions already answered. */
  answered: number[];
}

/** Each key's current attempt with the sequence numbers already answered, all in one query. */
export async function findCurrentAttemptsWithAnswers(
  db: Executor,
  keys: readonly AttemptKey[],
): Promise<Array<AttemptWithAnswers | undefined>> {
  const rows = await db
    .select({
      attempt: attempts,
      answered: sql<
        number[]
      >`coalesce(array_agg(${answers.seqNum}) filter (where ${answers.seqNum} is not null), '{}')`,
    })
    .from(attempts)
    .leftJoin(answers, eq(answers.attemptId, attempts.id))
    .where(
      and(
        isNull(attempts.supersededAt),
        // The keys as two array parameters, however many there are.
        sql`(${attempts.assessmentId}, ${attempts.studentId}) in (select * from unnest(
          ${sql.param(keys.map((k) => k.assessmentId))}::int[], ${sql.param(keys.map((k) => k.studentId))}::int[]))`,
      ),
    )
    .groupBy(attempts.id);
  const found = new Map(
    rows.map((row) => [keyOf(row.attempt), { attempt: row.attempt, answered: row.answered.map(Number) }]),
  );
  return keys.map((key) => found.get(keyOf(key)));
}

export interface AnswerInsert {
  assessmentId: number;
  studentId: number;
  /** When given, the answer is stored only if this is still the student's current attempt. */
  attemptId: number | undefined;
  /** The servings of the paper the key came from: an attempt through another serving stores nothing. */
  servingIds: readonly number[];
  seqNum: number;
  questionId: number;
  selectedOption: number;
  isCorrect: boolean;
  marksAwarded: number;
  at: Date;
}

/**
 * The exam's hot path in one statement: stores the answer only for an open, current attempt within
 * its deadline plus grace, once per (attempt, question), and adds its marks to the attempt's score.
 * Being one statement it commits atomically, so an acknowledged answer is durable.
 * Returns the new score, or undefined when nothing was stored (the caller finds out why).
 */
export async function storeAnswer(db: Executor, answer: AnswerInsert): Promise<number | undefined> {
  const attemptFilter = answer.attemptId === undefined ? sql`true` : sql`id = ${answer.attemptId}`;
  const result = await db.execute(sql`
    with open_attempt as (
      select id from attempts
      where assessment_id = ${answer.assessmentId} and student_id = ${answer.studentId}
        and superseded_at is null and completed_at is null
        and deadline + ${GRACE} >= ${answer.at.toISOString()}::timestamptz
        and ${attemptFilter}
        and serving_id = any(${sql.param(answer.servingIds)}::int[])
    ), inserted as (
      insert into answers (attempt_id, seq_num, question_id, selected_option, is_correct, marks_awarded, answered_at)
      select id, ${answer.seqNum}, ${answer.questionId}, ${answer.selectedOption}, ${answer.isCorrect},
             ${answer.marksAwarded}, ${answer.at.toISOString()}::timestamptz
      from open_attempt
      on conflict do nothing
      returning attempt_id, marks_awarded
    )
    update attempts set score = attempts.score + inserted.marks_awarded
    from inserted where attempts.id = inserted.attempt_id
    returning attempts.score::float8 as score
  `);
  const [row] = result.rows as Array<{ score: number }>;
  return row ? Number(row.score) : undefined;
}

/** Whether any cohort of the student has the assessment (only asked when explaining a refusal). */
export async function isServedTo(db: Executor, assessmentId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: servings.id })
    .from(servings)
    .innerJoin(cohortStudents, eq(cohortStudents.cohortId, servings.cohortId))
    .where(and(eq(servings.assessmentId, assessmentId), eq(cohortStudents.studentId, studentId)))
    .limit(1);
  return row !== undefined;
}

export async function findAnswer(db: Executor, attemptId: number, seqNum: number) {
  const [row] = await db
    .select()
    .from(answers)
    .where(and(eq(answers.attemptId, attemptId), eq(answers.seqNum, seqNum)));
  return row;
}

export function listAnswers(db: Executor, attemptId: number) {
  return db.select().from(answers).where(eq(answers.attemptId, attemptId)).orderBy(asc(answers.seqNum));
}

/**
 * Completes an open attempt once: 'time_up' (dated at its deadline) when the deadline has passed,
 * else 'submitted' now. Returns the row only to the caller that completed it.
 */
export async function completeAttempt(
  db: Executor,
  attemptId: number,
  at: Date,
): Promise<AttemptRow | undefined> {
  const timeUp = sql`${attempts.deadline} <= ${at.toISOString()}::timestamptz`;
  const [row] = await db
    .update(attempts)
    .set({
      completedAt: sql`case when ${timeUp} then ${attempts.deadline} else ${at.toISOString()}::timestamptz end`,
      completionReason: sql`case when ${timeUp} then 'time_up' else 'submitted' end`,
    })
    .where(and(eq(attempts.id, attemptId), isNull(attempts.completedAt)))
    .returning();
  return row;
}

/** The sweeper: completes every open attempt whose deadline and grace have passed, as time up. */
export async function completeExpiredAttempts(db: Executor, at: Date): Promise<number> {
  const done = await db
    .update(attempts)
    .set({ completedAt: attempts.deadline, completionReason: 'time_up' })
    .where(
      and(
        isNull(attempts.completedAt),
        lt(sql`${attempts.deadline} + ${GRACE}`, sql`${at.toISOString()}::timestamptz`),
      ),
    )
    .returning({ id: attempts.id });
  return done.length;
}

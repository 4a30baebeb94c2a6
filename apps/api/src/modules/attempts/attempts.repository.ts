import { ANSWER_GRACE_SECONDS } from '@pathshala/contracts';
import { answers, assessments, attempts, cohortStudents, type Executor, servings } from '@pathshala/db';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';

export type AttemptRow = typeof attempts.$inferSelect;
type ServingRow = typeof servings.$inferSelect;

/** An attempt with what its serving says now: paused or not, and its window. */
export interface CurrentAttempt extends AttemptRow {
  pausedAt: Date | null;
  opensAt: Date | null;
  closesAt: Date | null;
}

export const GRACE = sql.raw(`interval '${ANSWER_GRACE_SECONDS} seconds'`);
/** Whether the row sa_ applies in a serving to this cohort: school-wide, or its teacher teaches the cohort. */
export const ACCOMMODATION_APPLIES = (cohortId: SQL) => sql`(sa_.teacher_id is null
    or exists (select 1 from cohort_teachers ct_ where ct_.teacher_id = sa_.teacher_id and ct_.cohort_id = ${cohortId}))`;
/**
 * The seconds of extra time a student has in a serving to a cohort, on a test of that duration
 * (exam.ts accommodationSeconds, in SQL). The rows that apply (ACCOMMODATION_APPLIES): the
 * school-wide one and those of the teachers who teach the serving's cohort (issue 27: a teacher's
 * reaches her own cohorts' exams only). The largest counts, not the sum: they describe one need.
 */
export const accommodationSecondsIn = (studentId: SQL | number, cohortId: SQL, durationSeconds: SQL) =>
  sql`coalesce((select max(case sa_.kind
    when 'PERCENT' then round(${durationSeconds} * sa_.amount / 100.0)::int
    else sa_.amount * 60 end)
  from student_accommodations sa_ where sa_.student_id = ${studentId}
    and ${ACCOMMODATION_APPLIES(cohortId)}), 0)`;
/** The student's extra time in the joined serving of the joined assessment. */
export const ACCOMMODATION = (studentId: SQL | number) =>
  accommodationSecondsIn(studentId, sql`${servings.cohortId}`, sql`${assessments.durationSeconds}`);

const currentColumns = {
  attempt: attempts,
  pausedAt: servings.pausedAt,
  opensAt: servings.opensAt,
  closesAt: servings.closesAt,
};
const flatten = (row: {
  attempt: AttemptRow;
  pausedAt: Date | null;
  opensAt: Date | null;
  closesAt: Date | null;
}): CurrentAttempt => ({
  ...row.attempt,
  pausedAt: row.pausedAt,
  opensAt: row.opensAt,
  closesAt: row.closesAt,
});

/**
 * The assessments served to any of the student's cohorts, with the serving (the attempt's own when
 * there is one), the student's current attempt, how many answers it holds and their accommodation.
 */
export async function listServedAssessments(db: Executor, studentId: number) {
  const rows = await db
    .selectDistinctOn([assessments.id], {
      assessment: assessments,
      serving: servings,
      attempt: attempts,
      // Answers in the score: held and declined late answers are not.
      answered: sql<number>`(select count(*)::int from ${answers} where ${answers.attemptId} = ${attempts.id}
        and (${answers.heldState} is null or ${answers.heldState} = 'accepted'))`,
      accommodationSeconds: sql<number>`${ACCOMMODATION(studentId)}`,
    })
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
    .orderBy(assessments.id, sql`${servings.id} = ${attempts.servingId} desc nulls last`, servings.id);
  return rows.map((row) => ({
    ...row,
    answered: Number(row.answered ?? 0),
    accommodationSeconds: Number(row.accommodationSeconds),
  }));
}

export async function findCurrentAttempt(
  db: Executor,
  assessmentId: number,
  studentId: number,
): Promise<CurrentAttempt | undefined> {
  const [row] = await db
    .select(currentColumns)
    .from(attempts)
    .innerJoin(servings, eq(servings.id, attempts.servingId))
    .where(
      and(
        eq(attempts.assessmentId, assessmentId),
        eq(attempts.studentId, studentId),
        isNull(attempts.supersededAt),
      ),
    );
  return row && flatten(row);
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
 * that is open now (its window has opened, the student's closing time, extra time included, has not
 * come) and not paused, unless the student already has a current attempt (the partial unique index).
 * The deadline: the duration, the student's accommodation in that serving (accommodationSecondsIn)
 * and the room's extra time for everyone, but never past the student's closing time. A student in
 * two cohorts that both have it yields two rows, and the same student twice in one batch (a double
 * press) two more: the unique index keeps the first of each. (No ORDER BY: planning it nearly doubled the statement's time on PGlite.)
 * Answers, per start in order, the new attempt's id, or undefined (the caller looks why); a start
 * repeated in the batch gets the id only the first time.
 */
export async function insertAttemptsIfServed(
  db: Executor,
  starts: readonly AttemptStart[],
): Promise<Array<number | undefined>> {
  const result = await db.execute(sql`
    insert into attempts (assessment_id, serving_id, student_id, started_at, deadline, accommodation_seconds)
    select r.assessment_id, s.id, r.student_id, r.started_at,
           least(r.started_at + make_interval(secs => a.duration_seconds + x.seconds + s.extra_seconds),
                 s.closes_at + make_interval(secs => x.seconds)),
           x.seconds
    from unnest(
      ${sql.param(starts.map((s) => s.assessmentId))}::int[],
      ${sql.param(starts.map((s) => s.studentId))}::int[],
      ${sql.param(starts.map((s) => s.startedAt.toISOString()))}::timestamptz[]
    ) as r(assessment_id, student_id, started_at)
    join assessments a on a.id = r.assessment_id
    join servings s on s.assessment_id = r.assessment_id
    join cohort_students cs on cs.cohort_id = s.cohort_id and cs.student_id = r.student_id
    cross join lateral (select ${accommodationSecondsIn(sql`r.student_id`, sql`s.cohort_id`, sql`a.duration_seconds`)} as seconds) x
    where s.paused_at is null
      and (s.opens_at is null or s.opens_at <= r.started_at)
      and (s.closes_at is null or r.started_at < s.closes_at + make_interval(secs => x.seconds))
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

/** The student's servings of an assessment with their accommodation (only asked to explain a refusal). */
export async function findServingsOf(
  db: Executor,
  assessmentId: number,
  studentId: number,
): Promise<Array<{ serving: ServingRow; accommodationSeconds: number }>> {
  const rows = await db
    .select({ serving: servings, accommodationSeconds: sql<number>`${ACCOMMODATION(studentId)}` })
    .from(servings)
    .innerJoin(cohortStudents, eq(cohortStudents.cohortId, servings.cohortId))
    .innerJoin(assessments, eq(assessments.id, servings.assessmentId))
    .where(and(eq(servings.assessmentId, assessmentId), eq(cohortStudents.studentId, studentId)));
  return rows.map((row) => ({ ...row, accommodationSeconds: Number(row.accommodationSeconds) }));
}

/** An answer the attempt keeps, by its position on the student's paper. */
export interface KeptAnswerRow {
  position: number;
  selectedOption: number;
  clientSeq: number | null;
  answeredAt: Date;
}

export interface AttemptWithAnswers {
  attempt: CurrentAttempt;
  kept: KeptAnswerRow[];
}

/**
 * Each key's current attempt (with its serving's pause) and, if asked, the answers it holds, all in
 * one query.
 */
export async function findCurrentAttemptsWithAnswers(
  db: Executor,
  keys: readonly AttemptKey[],
  withAnswers = true,
): Promise<Array<AttemptWithAnswers | undefined>> {
  const rows = await db
    .select({
      ...currentColumns,
      kept: withAnswers
        ? sql<Array<[number, number, number | null, string]> | null>`json_agg(json_build_array(
        ${answers.seqNum}, ${answers.selectedOption}, ${answers.clientSeq}, ${answers.answeredAt}))
        filter (where ${answers.seqNum} is not null)`
        : sql<null>`null`,
    })
    .from(attempts)
    .innerJoin(servings, eq(servings.id, attempts.servingId))
    .leftJoin(answers, and(eq(answers.attemptId, attempts.id), sql`${withAnswers}`))
    .where(
      and(
        isNull(attempts.supersededAt),
        // The keys as two array parameters, however many there are.
        sql`(${attempts.assessmentId}, ${attempts.studentId}) in (select * from unnest(
          ${sql.param(keys.map((k) => k.assessmentId))}::int[], ${sql.param(keys.map((k) => k.studentId))}::int[]))`,
      ),
    )
    .groupBy(attempts.id, servings.id);
  const found = new Map(
    rows.map((row) => {
      const kept = (typeof row.kept === 'string' ? JSON.parse(row.kept) : (row.kept ?? [])) as Array<
        [number, number, number | null, string]
      >;
      return [
        keyOf(row.attempt),
        {
          attempt: flatten(row),
          kept: kept.map(([position, selectedOption, clientSeq, at]) => ({
            position: Number(position),
            selectedOption: Number(selectedOption),
            clientSeq: clientSeq === null ? null : Number(clientSeq),
            answeredAt: new Date(at),
          })),
        },
      ];
    }),
  );
  return keys.map((key) => found.get(keyOf(key)));
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

export function listAnswers(db: Executor, attemptId: number) {
  return db.select().from(answers).where(eq(answers.attemptId, attemptId)).orderBy(asc(answers.seqNum));
}

/** Records the first time a student is shown their result (a held answer after it is told apart). */
export async function markResultShown(db: Executor, attemptId: number, at: Date): Promise<void> {
  await db
    .update(attempts)
    .set({ resultShownAt: at })
    .where(and(eq(attempts.id, attemptId), isNull(attempts.resultShownAt)));
}

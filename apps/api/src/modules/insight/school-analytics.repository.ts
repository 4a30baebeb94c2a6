import type { Executor } from '@pathshala/db';
import { sql } from 'drizzle-orm';

/**
 * The school's view (issue 30): a few aggregate statements over attempts, practice quizzes and study
 * progress, never over the answers. Weeks start on Monday in the reader's time zone.
 */

export interface WeekWindow {
  now: Date;
  weeks: number;
  timeZone: string;
}

/** The first day of each week of the window (YYYY-MM-DD), oldest first, and the instant it starts. */
export async function findWeeks(db: Executor, window: WeekWindow) {
  const result = await db.execute(sql`
    select to_char(w, 'YYYY-MM-DD') as week, (w at time zone ${window.timeZone}) as starts_at
    from generate_series(
      date_trunc('week', ${window.now.toISOString()}::timestamptz at time zone ${window.timeZone})
        - make_interval(weeks => ${window.weeks - 1}),
      date_trunc('week', ${window.now.toISOString()}::timestamptz at time zone ${window.timeZone}),
      interval '1 week'
    ) as w
    order by w
  `);
  return (result.rows as Array<{ week: string; starts_at: Date | string }>).map((row) => ({
    week: row.week,
    startsAt: new Date(row.starts_at),
  }));
}

export type ActivityLevel = 'school' | 'center' | 'cohort';

/**
 * Distinct active students per week, per cohort, per center and school-wide, among current cohort
 * members. Active: started an attempt she answered in, handed in a practice quiz, or studied (the
 * last time she worked on each content item: study keeps one row per student and item).
 */
export async function findWeeklyActivity(db: Executor, window: WeekWindow, since: Date) {
  // Each source gives its (student, week) pairs and UNION keeps each pair once: a week is truncated
  // per row but formatted once per result row (to_char on every row took a third of the time).
  const from = since.toISOString();
  const result = await db.execute(sql`
    with weekly as (
      select student_id, date_trunc('week', started_at at time zone ${window.timeZone}) as week from attempts
        where started_at >= ${from}::timestamptz and answer_count > 0
      union
      select student_id, date_trunc('week', created_at at time zone ${window.timeZone}) from practice_results
        where created_at >= ${from}::timestamptz
      union
      select student_id, date_trunc('week', updated_at at time zone ${window.timeZone}) from content_progress
        where updated_at >= ${from}::timestamptz
    )
    select c.training_center_id as center_id, cs.cohort_id, to_char(w.week, 'YYYY-MM-DD') as week,
      count(distinct w.student_id)::int as active,
      grouping(c.training_center_id, cs.cohort_id)::int as level
    from weekly w
    join cohort_students cs on cs.student_id = w.student_id
    join cohorts c on c.id = cs.cohort_id
    group by grouping sets ((c.training_center_id, cs.cohort_id, w.week), (c.training_center_id, w.week), (w.week))
  `);
  return (
    result.rows as Array<{
      center_id: number | null;
      cohort_id: number | null;
      week: string;
      active: number;
      level: number;
    }>
  ).map((row) => ({
    level: (row.level === 0 ? 'cohort' : row.level === 1 ? 'center' : 'school') as ActivityLevel,
    centerId: row.center_id === null ? null : Number(row.center_id),
    cohortId: row.cohort_id === null ? null : Number(row.cohort_id),
    week: row.week,
    active: Number(row.active),
  }));
}

/**
 * Every cohort with its center, partner and curriculum, its current students counted, and the
 * assessments served to it with their completed current attempts' average percentage (the total a
 * result shows: skipped marks and the floor at zero applied, as totalScore does).
 */
export async function findCohortFigures(db: Executor) {
  const result = await db.execute(sql`
    with scored as (
      select s.cohort_id, s.id as serving_id, a.id as attempt_id,
        -- greatest() skips nulls: a serving nobody completed must stay null, not 0.
        case when asm.total_marks > 0 and a.id is not null then
          (case when asm.allow_negative_total then t.total else greatest(0, t.total) end) / asm.total_marks * 100
        end as percent
      from servings s
      join assessments asm on asm.id = s.assessment_id
      left join attempts a on a.serving_id = s.id and a.completed_at is not null and a.superseded_at is null
      -- Skipped marks need the answers that count; most assessments have none, so no answer is read.
      cross join lateral (
        select round((a.score + case when asm.skipped_marks = 0 then 0 else greatest(0, asm.total_questions - (
          select count(*) from answers an
          where an.attempt_id = a.id and (an.held_state is null or an.held_state = 'accepted')
        )) * asm.skipped_marks end)::numeric, 2)::float8 as total
      ) t
    )
    select c.id, c.name, c.training_center_id as center_id, tc.name as center_name, tp.name as partner_name,
      cu.id as curriculum_id, cu.name as curriculum_name,
      (select count(*)::int from cohort_students cs where cs.cohort_id = c.id) as students,
      coalesce(sc.served, 0)::int as served, coalesce(sc.completed, 0)::int as completed,
      sc.percent_sum, sc.percent_count
    from cohorts c
    join training_centers tc on tc.id = c.training_center_id
    join training_partners tp on tp.id = tc.training_partner_id
    join curricula cu on cu.id = c.curriculum_id
    left join (
      select cohort_id, count(distinct serving_id) as served, count(attempt_id) as completed,
        sum(percent)::float8 as percent_sum, count(percent)::int as percent_count
      from scored group by cohort_id
    ) sc on sc.cohort_id = c.id
    order by lower(tc.name), tc.id, lower(c.name), c.id
  `);
  return (result.rows as Array<Record<string, unknown>>).map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    centerId: Number(row.center_id),
    centerName: String(row.center_name),
    partnerName: String(row.partner_name),
    curriculumId: Number(row.curriculum_id),
    curriculumName: String(row.curriculum_name),
    students: Number(row.students),
    served: Number(row.served),
    completed: Number(row.completed),
    percentSum: row.percent_sum === null ? 0 : Number(row.percent_sum),
    percentCount: row.percent_count === null ? 0 : Number(row.percent_count),
  }));
}

export type CohortFigureRow = Awaited<ReturnType<typeof findCohortFigures>>[number];

/** Distinct current students per center and school-wide (a student may sit in two cohorts). */
export async function findStudentCounts(db: Executor) {
  const result = await db.execute(sql`
    select c.training_center_id as center_id, count(distinct cs.student_id)::int as students
    from cohort_students cs join cohorts c on c.id = cs.cohort_id
    group by grouping sets ((c.training_center_id), ())
  `);
  return (result.rows as Array<{ center_id: number | null; students: number }>).map((row) => ({
    centerId: row.center_id === null ? null : Number(row.center_id),
    students: Number(row.students),
  }));
}

/**
 * Per cohort, the three live content items of its curriculum its current students opened most and
 * the three they opened least (none counts: an item nobody opened is the first to know about).
 * Opened: the student has a study row for it.
 */
export async function findOpenedContent(db: Executor, limit: number) {
  const result = await db.execute(sql`
    with live as (
      select c.id as cohort_id, ci.id, ci.name, ci.type, ci.position, cn.position as concept_position,
        co.position as course_position
      from cohorts c
      join curricula cu on cu.id = c.curriculum_id and cu.retired_at is null
      join courses co on co.curriculum_id = cu.id and co.retired_at is null
      join concepts cn on cn.course_id = co.id and cn.retired_at is null
      join content_items ci on ci.concept_id = cn.id and ci.retired_at is null
      left join subconcepts sc on sc.id = ci.subconcept_id
      where ci.subconcept_id is null or sc.retired_at is null
    ),
    opened as (
      select cs.cohort_id, cp.content_id, count(*)::int as opened_by
      from content_progress cp join cohort_students cs on cs.student_id = cp.student_id
      group by cs.cohort_id, cp.content_id
    ),
    ranked as (
      select live.cohort_id, live.id, live.name, live.type, coalesce(opened.opened_by, 0) as opened_by,
        row_number() over (partition by live.cohort_id
          order by coalesce(opened.opened_by, 0) desc, live.course_position, live.concept_position, live.position, live.id) as top,
        row_number() over (partition by live.cohort_id
          order by coalesce(opened.opened_by, 0), live.course_position, live.concept_position, live.position, live.id) as bottom
      from live left join opened on opened.cohort_id = live.cohort_id and opened.content_id = live.id
    )
    select cohort_id, id, name, type, opened_by, top, bottom from ranked
    where top <= ${limit} or bottom <= ${limit}
  `);
  return (result.rows as Array<Record<string, unknown>>).map((row) => ({
    cohortId: Number(row.cohort_id),
    id: Number(row.id),
    name: String(row.name),
    type: row.type as 'VID' | 'PDF' | 'PPT' | 'DOC' | 'WEB',
    openedBy: Number(row.opened_by),
    top: Number(row.top),
    bottom: Number(row.bottom),
  }));
}

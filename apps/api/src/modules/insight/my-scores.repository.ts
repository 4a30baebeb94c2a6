import type { Executor } from '@pathshala/db';
import { sql } from 'drizzle-orm';

/**
 * The student's completed current attempts of assessments served to her cohorts whose results she may
 * see (not feedback 'NEVER'), newest first, each with its total as her result shows it (totalScore's
 * rule: skipped marks, the floor at zero). Reached through her cohorts' servings, so the attempt is
 * found by the (assessment, student) index, never by reading every attempt.
 */
export async function findResultScores(db: Executor, studentId: number, limit: number) {
  const result = await db.execute(sql`
    select asm.id, asm.name, a.completed_at, asm.total_marks,
      round((a.score + case when asm.skipped_marks = 0 then 0 else greatest(0, asm.total_questions - (
        select count(*) from answers an
        where an.attempt_id = a.id and (an.held_state is null or an.held_state = 'accepted')
      )) * asm.skipped_marks end)::numeric, 2)::float8 as total,
      asm.allow_negative_total
    from cohort_students cs
    join servings s on s.cohort_id = cs.cohort_id
    join assessments asm on asm.id = s.assessment_id and asm.feedback_mode <> 'NEVER'
    join attempts a on a.assessment_id = s.assessment_id and a.student_id = cs.student_id
      and a.serving_id = s.id and a.superseded_at is null and a.completed_at is not null
    where cs.student_id = ${studentId}
    order by a.completed_at desc, asm.id
    limit ${limit}
  `);
  return (result.rows as Array<Record<string, unknown>>).map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    at: new Date(row.completed_at as string | Date),
    totalMarks: Number(row.total_marks),
    total: row.allow_negative_total ? Number(row.total) : Math.max(0, Number(row.total)),
  }));
}

/** Her newest practice quizzes, each with the practised subconcept. */
export async function findPracticeScores(db: Executor, studentId: number, limit: number) {
  const result = await db.execute(sql`
    select p.subconcept_id as id, sc.name, p.created_at, p.percentage
    from practice_results p join subconcepts sc on sc.id = p.subconcept_id
    where p.student_id = ${studentId}
    order by p.created_at desc, p.id desc
    limit ${limit}
  `);
  return (result.rows as Array<Record<string, unknown>>).map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    at: new Date(row.created_at as string | Date),
    percentage: Number(row.percentage),
  }));
}

/**
 * Where to study each live concept of these curricula: its first live content item, and each live
 * subconcept's first (study order: position, then id).
 */
export async function findFirstContent(db: Executor, curriculumIds: number[]) {
  if (curriculumIds.length === 0) return [];
  const result = await db.execute(sql`
    select distinct on (ci.concept_id, ci.subconcept_id)
      ci.concept_id, ci.subconcept_id, ci.id, ci.name
    from content_items ci
    join concepts cn on cn.id = ci.concept_id and cn.retired_at is null
    join courses co on co.id = cn.course_id and co.retired_at is null
    join curricula cu on cu.id = co.curriculum_id and cu.retired_at is null
    left join subconcepts sc on sc.id = ci.subconcept_id
    where ci.retired_at is null and (ci.subconcept_id is null or sc.retired_at is null)
      and cu.id in (${sql.join(
        curriculumIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    order by ci.concept_id, ci.subconcept_id, ci.position, ci.id
  `);
  return (result.rows as Array<Record<string, unknown>>).map((row) => ({
    conceptId: Number(row.concept_id),
    subconceptId: row.subconcept_id === null ? null : Number(row.subconcept_id),
    contentId: Number(row.id),
    name: String(row.name),
  }));
}

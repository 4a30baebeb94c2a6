import {
  cohortStudents,
  cohorts,
  cohortTeachers,
  concepts,
  courses,
  curricula,
  type Executor,
  mastery,
  subconcepts,
  users,
} from '@pathshala/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';

/** The live curricula the student studies (those of her cohorts). */
export async function findStudentCurriculumIds(db: Executor, studentId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: cohorts.curriculumId })
    .from(cohortStudents)
    .innerJoin(cohorts, eq(cohorts.id, cohortStudents.cohortId))
    .innerJoin(curricula, eq(curricula.id, cohorts.curriculumId))
    .where(and(eq(cohortStudents.studentId, studentId), isNull(curricula.retiredAt)));
  return rows.map((row) => row.id);
}

/**
 * Every live subconcept of these curricula with its live ancestors, in study order: a retired
 * course, concept or subconcept leaves with its subtree (as it leaves study).
 */
export function findLiveSubconcepts(db: Executor, curriculumIds: number[]) {
  if (curriculumIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      curriculumId: curricula.id,
      curriculumName: curricula.name,
      courseId: courses.id,
      courseName: courses.name,
      conceptId: concepts.id,
      conceptName: concepts.name,
      subconceptId: subconcepts.id,
      subconceptName: subconcepts.name,
    })
    .from(subconcepts)
    .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(
      and(
        inArray(curricula.id, curriculumIds),
        isNull(curricula.retiredAt),
        isNull(courses.retiredAt),
        isNull(concepts.retiredAt),
        isNull(subconcepts.retiredAt),
      ),
    )
    .orderBy(
      asc(curricula.name),
      asc(curricula.id),
      asc(courses.position),
      asc(courses.id),
      asc(concepts.position),
      asc(concepts.id),
      asc(subconcepts.position),
      asc(subconcepts.id),
    );
}

export type LiveSubconceptRow = Awaited<ReturnType<typeof findLiveSubconcepts>>[number];

/**
 * The kept mastery rows of these students (the primary key's leading column serves the lookup),
 * only those of the given subconcepts when given (a cohort's curriculum of a student who studies several).
 */
export function findMastery(db: Executor, studentIds: number[], subconceptIds?: number[]) {
  if (studentIds.length === 0 || subconceptIds?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(mastery)
    .where(
      and(
        inArray(mastery.studentId, studentIds),
        subconceptIds ? inArray(mastery.subconceptId, subconceptIds) : undefined,
      ),
    );
}

export type MasteryRow = typeof mastery.$inferSelect;

export async function findCohort(db: Executor, cohortId: number) {
  const [row] = await db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      curriculumId: curricula.id,
      curriculumName: curricula.name,
    })
    .from(cohorts)
    .innerJoin(curricula, eq(curricula.id, cohorts.curriculumId))
    .where(eq(cohorts.id, cohortId));
  return row ?? null;
}

export async function teachesCohort(db: Executor, teacherId: number, cohortId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(cohortTeachers)
    .where(and(eq(cohortTeachers.cohortId, cohortId), eq(cohortTeachers.teacherId, teacherId)))
    .limit(1);
  return row !== undefined;
}

/** The cohort's current students by name (a removed student is no longer in its grid). */
export function findCohortStudents(db: Executor, cohortId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(cohortStudents)
    .innerJoin(users, eq(users.id, cohortStudents.studentId))
    .where(and(eq(cohortStudents.cohortId, cohortId), eq(users.type, 'student')))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
}

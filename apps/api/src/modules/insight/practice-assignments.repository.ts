import {
  cohortStudents,
  cohorts,
  cohortTeachers,
  concepts,
  courses,
  curricula,
  type Executor,
  practiceAssignmentStudents,
  practiceAssignmentSubconcepts,
  practiceAssignments,
  practiceResults,
  subconcepts,
  users,
} from '@pathshala/db';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

/** Practice a teacher set (issue 30): its rows, who did it (from practice results), who sees it. */

export async function insertAssignment(
  tx: Executor,
  row: {
    cohortId: number;
    teacherId: number;
    dueAt: Date;
    note: string | null;
    createdAt: Date;
    subconceptIds: number[];
    students: Array<{ studentId: number; masteryBefore: number | null; evidenceBefore: number }>;
  },
): Promise<number> {
  const [created] = await tx
    .insert(practiceAssignments)
    .values({
      cohortId: row.cohortId,
      teacherId: row.teacherId,
      dueAt: row.dueAt,
      note: row.note,
      createdAt: row.createdAt,
    })
    .returning({ id: practiceAssignments.id });
  const id = created!.id;
  await tx
    .insert(practiceAssignmentSubconcepts)
    .values(row.subconceptIds.map((subconceptId) => ({ assignmentId: id, subconceptId })));
  await tx
    .insert(practiceAssignmentStudents)
    .values(row.students.map((student) => ({ assignmentId: id, ...student })));
  return id;
}

/** The cohorts a teacher teaches now. */
export async function findTaughtCohortIds(db: Executor, teacherId: number): Promise<number[]> {
  const rows = await db
    .select({ id: cohortTeachers.cohortId })
    .from(cohortTeachers)
    .where(eq(cohortTeachers.teacherId, teacherId));
  return rows.map((row) => row.id);
}

const teacherName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** Assignments of these cohorts (null: every cohort), newest first; or the ones with these ids. */
export function findAssignments(db: Executor, filter: { cohortIds?: number[] | null; ids?: number[] }) {
  const conditions = [];
  if (filter.cohortIds) conditions.push(inArray(practiceAssignments.cohortId, filter.cohortIds));
  if (filter.ids) conditions.push(inArray(practiceAssignments.id, filter.ids));
  return db
    .select({
      id: practiceAssignments.id,
      cohortId: practiceAssignments.cohortId,
      cohortName: cohorts.name,
      teacher: teacherName,
      dueAt: practiceAssignments.dueAt,
      note: practiceAssignments.note,
      createdAt: practiceAssignments.createdAt,
      withdrawnAt: practiceAssignments.withdrawnAt,
    })
    .from(practiceAssignments)
    .innerJoin(cohorts, eq(cohorts.id, practiceAssignments.cohortId))
    .leftJoin(users, eq(users.id, practiceAssignments.teacherId))
    .where(and(...conditions))
    .orderBy(desc(practiceAssignments.createdAt), desc(practiceAssignments.id))
    .limit(200);
}
export type AssignmentRow = Awaited<ReturnType<typeof findAssignments>>[number];

/** The assignments' subconcepts that are still live (with their live ancestors), in study order. */
export function findAssignmentSubconcepts(db: Executor, assignmentIds: number[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      assignmentId: practiceAssignmentSubconcepts.assignmentId,
      id: subconcepts.id,
      name: subconcepts.name,
      conceptId: concepts.id,
      conceptName: concepts.name,
    })
    .from(practiceAssignmentSubconcepts)
    .innerJoin(subconcepts, eq(subconcepts.id, practiceAssignmentSubconcepts.subconceptId))
    .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .where(
      and(
        inArray(practiceAssignmentSubconcepts.assignmentId, assignmentIds),
        isNull(subconcepts.retiredAt),
        isNull(concepts.retiredAt),
        isNull(courses.retiredAt),
        isNull(curricula.retiredAt),
      ),
    )
    .orderBy(asc(courses.position), asc(concepts.position), asc(subconcepts.position), asc(subconcepts.id));
}
export type AssignmentSubconceptRow = Awaited<ReturnType<typeof findAssignmentSubconcepts>>[number];

/** Who each assignment was set for, with the mastery then and whether still in its cohort. */
export function findAssignmentStudents(db: Executor, assignmentIds: number[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      assignmentId: practiceAssignmentStudents.assignmentId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      masteryBefore: practiceAssignmentStudents.masteryBefore,
      evidenceBefore: practiceAssignmentStudents.evidenceBefore,
      current: sql<boolean>`exists (select 1 from ${cohortStudents} where ${cohortStudents.cohortId} = ${practiceAssignments.cohortId} and ${cohortStudents.studentId} = ${users.id})`,
    })
    .from(practiceAssignmentStudents)
    .innerJoin(practiceAssignments, eq(practiceAssignments.id, practiceAssignmentStudents.assignmentId))
    .innerJoin(users, eq(users.id, practiceAssignmentStudents.studentId))
    .where(inArray(practiceAssignmentStudents.assignmentId, assignmentIds))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
}

/**
 * The first practice quiz each student handed in on each subconcept of each assignment since it
 * was set (practice_results_student_idx: student, subconcept).
 */
export async function findFirstQuizzes(db: Executor, assignmentIds: number[]) {
  if (assignmentIds.length === 0) return [];
  const rows = await db
    .select({
      assignmentId: practiceAssignments.id,
      studentId: practiceAssignmentStudents.studentId,
      subconceptId: practiceAssignmentSubconcepts.subconceptId,
      at: sql<Date | string>`min(${practiceResults.createdAt})`,
    })
    .from(practiceAssignments)
    .innerJoin(
      practiceAssignmentStudents,
      eq(practiceAssignmentStudents.assignmentId, practiceAssignments.id),
    )
    .innerJoin(
      practiceAssignmentSubconcepts,
      eq(practiceAssignmentSubconcepts.assignmentId, practiceAssignments.id),
    )
    .innerJoin(
      practiceResults,
      and(
        eq(practiceResults.studentId, practiceAssignmentStudents.studentId),
        eq(practiceResults.subconceptId, practiceAssignmentSubconcepts.subconceptId),
        gt(practiceResults.createdAt, practiceAssignments.createdAt),
      ),
    )
    .where(inArray(practiceAssignments.id, assignmentIds))
    .groupBy(
      practiceAssignments.id,
      practiceAssignmentStudents.studentId,
      practiceAssignmentSubconcepts.subconceptId,
    );
  // An aggregate comes back as text from node-postgres and as a Date from PGlite.
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}
export type FirstQuizRow = Awaited<ReturnType<typeof findFirstQuizzes>>[number];

/** The assignments set for this student in cohorts she is still in, not withdrawn. */
export async function findStudentAssignmentIds(db: Executor, studentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: practiceAssignments.id })
    .from(practiceAssignmentStudents)
    .innerJoin(practiceAssignments, eq(practiceAssignments.id, practiceAssignmentStudents.assignmentId))
    .innerJoin(
      cohortStudents,
      and(
        eq(cohortStudents.cohortId, practiceAssignments.cohortId),
        eq(cohortStudents.studentId, practiceAssignmentStudents.studentId),
      ),
    )
    .where(and(eq(practiceAssignmentStudents.studentId, studentId), isNull(practiceAssignments.withdrawnAt)));
  return rows.map((row) => row.id);
}

/** Withdraws it once: false when it was already withdrawn. */
export async function withdrawAssignment(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(practiceAssignments)
    .set({ withdrawnAt: at })
    .where(and(eq(practiceAssignments.id, id), isNull(practiceAssignments.withdrawnAt)))
    .returning({ id: practiceAssignments.id });
  return rows.length > 0;
}

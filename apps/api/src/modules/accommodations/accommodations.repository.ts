import {
  cohortStudents,
  cohorts,
  cohortTeachers,
  type Executor,
  studentAccommodations,
  trainingCenters,
  users,
} from '@pathshala/db';
import { and, asc, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const setter = alias(users, 'accommodation_setter');
const rowTeacher = alias(users, 'accommodation_teacher');

const personColumns = {
  id: users.id,
  type: users.type,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  registrationStatus: users.registrationStatus,
};

export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** Anyone by id (the service checks they are a student). */
export async function findPerson(db: Executor, personId: number) {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, personId)).limit(1);
  return row ?? null;
}

/** The students of a cohort by name. */
export function listCohortStudents(db: Executor, cohortId: number) {
  return db
    .select(personColumns)
    .from(users)
    .innerJoin(cohortStudents, eq(cohortStudents.studentId, users.id))
    .where(and(eq(cohortStudents.cohortId, cohortId), eq(users.type, 'student')))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
}

/** Every extra-time row of these students (school-wide and teachers'), with whose row and who set it. */
export function listExtraTime(db: Executor, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      studentId: studentAccommodations.studentId,
      teacherId: studentAccommodations.teacherId,
      teacherFirstName: rowTeacher.firstName,
      teacherLastName: rowTeacher.lastName,
      kind: studentAccommodations.kind,
      amount: studentAccommodations.amount,
      note: studentAccommodations.note,
      updatedAt: studentAccommodations.updatedAt,
      updatedById: setter.id,
      updatedByFirstName: setter.firstName,
      updatedByLastName: setter.lastName,
    })
    .from(studentAccommodations)
    .leftJoin(rowTeacher, eq(rowTeacher.id, studentAccommodations.teacherId))
    .leftJoin(setter, eq(setter.id, studentAccommodations.updatedBy))
    .where(inArray(studentAccommodations.studentId, studentIds))
    .orderBy(asc(studentAccommodations.id));
}

export type ExtraTimeRow = Awaited<ReturnType<typeof listExtraTime>>[number];

/**
 * The cohorts of these students with each cohort's teachers: all of them, or (teacherId) only the
 * cohorts that teacher teaches. One row per student, cohort and teacher (teacherId null: none).
 */
export function listStudentCohorts(db: Executor, studentIds: number[], options: { teacherId?: number } = {}) {
  if (studentIds.length === 0) return Promise.resolve([]);
  const conditions: SQL[] = [inArray(cohortStudents.studentId, studentIds)];
  if (options.teacherId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(cohortTeachers)
          .where(
            and(eq(cohortTeachers.cohortId, cohorts.id), eq(cohortTeachers.teacherId, options.teacherId)),
          ),
      ),
    );
  }
  return db
    .select({
      studentId: cohortStudents.studentId,
      cohortId: cohorts.id,
      cohortName: cohorts.name,
      teacherId: cohortTeachers.teacherId,
    })
    .from(cohortStudents)
    .innerJoin(cohorts, eq(cohorts.id, cohortStudents.cohortId))
    .leftJoin(cohortTeachers, eq(cohortTeachers.cohortId, cohorts.id))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${cohorts.name})`), asc(cohorts.id));
}

export type StudentCohortRow = Awaited<ReturnType<typeof listStudentCohorts>>[number];

/** Does this teacher teach this cohort? */
export async function teachesCohort(db: Executor, teacherId: number, cohortId: number): Promise<boolean> {
  const [row] = await db
    .select({ cohortId: cohortTeachers.cohortId })
    .from(cohortTeachers)
    .where(and(eq(cohortTeachers.teacherId, teacherId), eq(cohortTeachers.cohortId, cohortId)))
    .limit(1);
  return row !== undefined;
}

/** Does this teacher teach any cohort the student is in? */
export async function teachesStudent(db: Executor, teacherId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ cohortId: cohortStudents.cohortId })
    .from(cohortStudents)
    .innerJoin(cohortTeachers, eq(cohortTeachers.cohortId, cohortStudents.cohortId))
    .where(and(eq(cohortStudents.studentId, studentId), eq(cohortTeachers.teacherId, teacherId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Cohorts by name with their student count and how many of them have extra time: all of them, or
 * (teacherId) those the teacher teaches.
 */
export function listCohorts(db: Executor, options: { teacherId?: number; cohortId?: number } = {}) {
  const conditions: SQL[] = [];
  if (options.teacherId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(cohortTeachers)
          .where(
            and(eq(cohortTeachers.cohortId, cohorts.id), eq(cohortTeachers.teacherId, options.teacherId)),
          ),
      ),
    );
  }
  if (options.cohortId !== undefined) conditions.push(eq(cohorts.id, options.cohortId));
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      semester: cohorts.semester,
      trainingCenterId: trainingCenters.id,
      trainingCenterName: trainingCenters.name,
      studentCount:
        sql<number>`(select count(*) from ${cohortStudents} where ${cohortStudents.cohortId} = ${cohorts.id})`.mapWith(
          Number,
        ),
      withExtraTime:
        sql<number>`(select count(*) from ${cohortStudents} where ${cohortStudents.cohortId} = ${cohorts.id}
          and exists (select 1 from ${studentAccommodations} where ${studentAccommodations.studentId} = ${cohortStudents.studentId}
            and (${studentAccommodations.teacherId} is null or exists (select 1 from ${cohortTeachers} ct
              where ct.teacher_id = ${studentAccommodations.teacherId} and ct.cohort_id = ${cohorts.id}))))`.mapWith(
          Number,
        ),
    })
    .from(cohorts)
    .innerJoin(trainingCenters, eq(trainingCenters.id, cohorts.trainingCenterId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(sql`lower(${cohorts.name})`), asc(trainingCenters.name), asc(cohorts.id));
}

export type CohortRow = Awaited<ReturnType<typeof listCohorts>>[number];

/** Whose row: a teacher's (her id) or the school-wide one (null). */
export type Scope = number | null;

const inScope = (studentId: number, teacherId: Scope) =>
  and(
    eq(studentAccommodations.studentId, studentId),
    teacherId === null
      ? isNull(studentAccommodations.teacherId)
      : eq(studentAccommodations.teacherId, teacherId),
  );

/** The student's row of this scope, locked until the transaction ends (set and remove take turns). */
export async function lockAccommodation(tx: Executor, studentId: number, teacherId: Scope) {
  const [row] = await tx
    .select()
    .from(studentAccommodations)
    .where(inScope(studentId, teacherId))
    .for('update');
  return row ?? null;
}

/**
 * Sets the row of this scope in one statement: insert ... on conflict on the (student, scope) key,
 * so two first sets at once never both insert (and different scopes never touch each other).
 */
export async function upsertAccommodation(
  tx: Executor,
  values: {
    studentId: number;
    teacherId: Scope;
    kind: 'PERCENT' | 'MINUTES';
    amount: number;
    note: string;
    updatedBy: number;
    updatedAt: Date;
  },
): Promise<void> {
  const { studentId, teacherId, ...change } = values;
  await tx
    .insert(studentAccommodations)
    .values(values)
    .onConflictDoUpdate({
      target: [studentAccommodations.studentId, studentAccommodations.teacherId],
      set: change,
    });
}

export async function deleteAccommodation(
  tx: Executor,
  studentId: number,
  teacherId: Scope,
): Promise<boolean> {
  const removed = await tx
    .delete(studentAccommodations)
    .where(inScope(studentId, teacherId))
    .returning({ id: studentAccommodations.id });
  return removed.length > 0;
}

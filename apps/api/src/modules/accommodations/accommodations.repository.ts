import {
  cohortStudents,
  cohorts,
  cohortTeachers,
  type Executor,
  studentAccommodations,
  trainingCenters,
  users,
} from '@pathshala/db';
import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const setter = alias(users, 'accommodation_setter');

/** A student with their extra time (null columns: none) and the name of who set it. */
const studentColumns = {
  id: users.id,
  type: users.type,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  registrationStatus: users.registrationStatus,
  kind: studentAccommodations.kind,
  amount: studentAccommodations.amount,
  note: studentAccommodations.note,
  updatedAt: studentAccommodations.updatedAt,
  updatedById: setter.id,
  updatedByFirstName: setter.firstName,
  updatedByLastName: setter.lastName,
};

function studentsWithExtraTime(db: Executor) {
  return db
    .select(studentColumns)
    .from(users)
    .leftJoin(studentAccommodations, eq(studentAccommodations.studentId, users.id))
    .leftJoin(setter, eq(setter.id, studentAccommodations.updatedBy));
}

export type StudentRow = Awaited<ReturnType<typeof findPerson>>;

/** Anyone by id (the service checks they are a student), with their extra time. */
export async function findPerson(db: Executor, personId: number) {
  const [row] = await studentsWithExtraTime(db).where(eq(users.id, personId)).limit(1);
  return row ?? null;
}

/** The students of a cohort by name, with their extra time. */
export function listCohortStudents(db: Executor, cohortId: number) {
  return studentsWithExtraTime(db)
    .innerJoin(cohortStudents, eq(cohortStudents.studentId, users.id))
    .where(and(eq(cohortStudents.cohortId, cohortId), eq(users.type, 'student')))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
}

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
        sql<number>`(select count(*) from ${cohortStudents} join ${studentAccommodations} on ${studentAccommodations.studentId} = ${cohortStudents.studentId} where ${cohortStudents.cohortId} = ${cohorts.id})`.mapWith(
          Number,
        ),
    })
    .from(cohorts)
    .innerJoin(trainingCenters, eq(trainingCenters.id, cohorts.trainingCenterId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(sql`lower(${cohorts.name})`), asc(trainingCenters.name), asc(cohorts.id));
}

export type CohortRow = Awaited<ReturnType<typeof listCohorts>>[number];

/** The student's extra time row, locked until the transaction ends (set and remove take turns). */
export async function lockAccommodation(tx: Executor, studentId: number) {
  const [row] = await tx
    .select()
    .from(studentAccommodations)
    .where(eq(studentAccommodations.studentId, studentId))
    .for('update');
  return row ?? null;
}

export async function upsertAccommodation(
  tx: Executor,
  values: {
    studentId: number;
    kind: 'PERCENT' | 'MINUTES';
    amount: number;
    note: string;
    updatedBy: number;
    updatedAt: Date;
  },
): Promise<void> {
  const { studentId, ...change } = values;
  await tx
    .insert(studentAccommodations)
    .values(values)
    .onConflictDoUpdate({ target: studentAccommodations.studentId, set: change });
}

export async function deleteAccommodation(tx: Executor, studentId: number): Promise<boolean> {
  const removed = await tx
    .delete(studentAccommodations)
    .where(eq(studentAccommodations.studentId, studentId))
    .returning({ studentId: studentAccommodations.studentId });
  return removed.length > 0;
}

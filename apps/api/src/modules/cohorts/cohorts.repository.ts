import {
  cohortStudents,
  cohorts,
  cohortTeachers,
  curricula,
  type Executor,
  trainingCenters,
  users,
} from '@pathshala/db';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';

export type CohortRow = typeof cohorts.$inferSelect;
export type PersonRow = Pick<
  typeof users.$inferSelect,
  'id' | 'type' | 'firstName' | 'lastName' | 'username' | 'email' | 'registrationStatus'
>;
export type MemberRole = 'student' | 'teacher';

const person = {
  id: users.id,
  type: users.type,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  registrationStatus: users.registrationStatus,
};

/** `%fragment%` for ILIKE, with the fragment's own wildcards taken literally. */
const containing = (fragment: string) => `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A membership table seen the same way for both roles. */
function membership(role: MemberRole) {
  return role === 'student'
    ? { table: cohortStudents, cohortId: cohortStudents.cohortId, personId: cohortStudents.studentId }
    : { table: cohortTeachers, cohortId: cohortTeachers.cohortId, personId: cohortTeachers.teacherId };
}

export interface CohortFilters {
  trainingCenterId?: number;
  curriculumId?: number;
  q?: string;
}

const summaryColumns = {
  cohort: cohorts,
  trainingCenterName: trainingCenters.name,
  curriculumName: curricula.name,
};

function summaries(db: Executor) {
  return db
    .select(summaryColumns)
    .from(cohorts)
    .innerJoin(trainingCenters, eq(trainingCenters.id, cohorts.trainingCenterId))
    .innerJoin(curricula, eq(curricula.id, cohorts.curriculumId));
}

export type CohortSummaryRow = Awaited<ReturnType<typeof listCohortPage>>['rows'][number];

/** One page of cohorts by name (then id, so pages never overlap), with member counts. */
export async function listCohortPage(db: Executor, filters: CohortFilters, page: number, pageSize: number) {
  const conditions: SQL[] = [];
  if (filters.trainingCenterId) conditions.push(eq(cohorts.trainingCenterId, filters.trainingCenterId));
  if (filters.curriculumId) conditions.push(eq(cohorts.curriculumId, filters.curriculumId));
  if (filters.q) conditions.push(ilike(cohorts.name, containing(filters.q)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(asc(sql`lower(${cohorts.name})`), asc(cohorts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(cohorts).where(where),
  ]);
  return { rows: await withCounts(db, rows), total: Number(total?.n ?? 0) };
}

export async function findCohortSummary(db: Executor, cohortId: number) {
  const rows = await summaries(db).where(eq(cohorts.id, cohortId)).limit(1);
  const [row] = await withCounts(db, rows);
  return row;
}

async function withCounts<T extends { cohort: CohortRow }>(db: Executor, rows: T[]) {
  const ids = rows.map((row) => row.cohort.id);
  const [students, teachers] = await Promise.all([
    memberCounts(db, 'student', ids),
    memberCounts(db, 'teacher', ids),
  ]);
  return rows.map((row) => ({
    ...row,
    studentCount: students.get(row.cohort.id) ?? 0,
    teacherCount: teachers.get(row.cohort.id) ?? 0,
  }));
}

async function memberCounts(
  db: Executor,
  role: MemberRole,
  cohortIds: number[],
): Promise<Map<number, number>> {
  if (cohortIds.length === 0) return new Map();
  const m = membership(role);
  const rows = await db
    .select({ cohortId: m.cohortId, n: count() })
    .from(m.table)
    .where(inArray(m.cohortId, cohortIds))
    .groupBy(m.cohortId);
  return new Map(rows.map((row) => [row.cohortId, Number(row.n)]));
}

/** Every cohort's id, name and center name: what a bulk upload's cohort column is matched against. */
export function listCohortNames(db: Executor) {
  return db
    .select({ id: cohorts.id, name: cohorts.name, trainingCenterName: trainingCenters.name })
    .from(cohorts)
    .innerJoin(trainingCenters, eq(trainingCenters.id, cohorts.trainingCenterId));
}

export async function findCohort(db: Executor, cohortId: number): Promise<CohortRow | undefined> {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, cohortId)).limit(1);
  return row;
}

export async function insertCohort(db: Executor, row: typeof cohorts.$inferInsert): Promise<number> {
  const [created] = await db.insert(cohorts).values(row).returning({ id: cohorts.id });
  return created!.id;
}

export async function updateCohort(
  db: Executor,
  cohortId: number,
  change: Partial<Pick<CohortRow, 'name' | 'semester'>>,
): Promise<void> {
  await db.update(cohorts).set(change).where(eq(cohorts.id, cohortId));
}

/** A cohort's members of one role by name, with when they joined; all, or one searched page. */
export async function listMembers(
  db: Executor,
  cohortId: number,
  role: MemberRole,
  options: { q?: string; page?: number; pageSize?: number } = {},
) {
  const m = membership(role);
  const where = and(
    eq(m.cohortId, cohortId),
    options.q
      ? or(
          ilike(users.firstName, containing(options.q)),
          ilike(users.lastName, containing(options.q)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(options.q)),
          ilike(users.username, containing(options.q)),
          ilike(users.email, containing(options.q)),
        )
      : undefined,
  );
  const query = db
    .select({ person, addedAt: m.table.addedAt })
    .from(m.table)
    .innerJoin(users, eq(users.id, m.personId))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  if (options.page === undefined || options.pageSize === undefined) return { rows: await query, total: null };
  const [rows, [total]] = await Promise.all([
    query.limit(options.pageSize).offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(m.table).innerJoin(users, eq(users.id, m.personId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Accounts by id, of any type (so a wrong type can be named). */
export function findPeopleByIds(db: Executor, ids: number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(person).from(users).where(inArray(users.id, ids));
}

/** Accounts whose username or e-mail is one of these (lower-cased) values, of any type. */
export function findPeopleByLogin(db: Executor, values: string[]): Promise<PersonRow[]> {
  if (values.length === 0) return Promise.resolve([]);
  return db
    .select(person)
    .from(users)
    .where(or(inArray(users.username, values), inArray(users.email, values)));
}

/** Adds the people not yet in the cohort; answers the ids it added (race-safe: conflicts are skipped). */
export async function insertMembers(
  db: Executor,
  cohortId: number,
  role: MemberRole,
  personIds: number[],
  at: Date,
): Promise<Set<number>> {
  if (personIds.length === 0) return new Set();
  const added =
    role === 'student'
      ? await db
          .insert(cohortStudents)
          .values(personIds.map((studentId) => ({ cohortId, studentId, addedAt: at })))
          .onConflictDoNothing()
          .returning({ id: cohortStudents.studentId })
      : await db
          .insert(cohortTeachers)
          .values(personIds.map((teacherId) => ({ cohortId, teacherId, addedAt: at })))
          .onConflictDoNothing()
          .returning({ id: cohortTeachers.teacherId });
  return new Set(added.map((row) => row.id));
}

/** Removes these people's memberships only (attempts and progress are the student's, not the cohort's). */
export async function deleteMembers(
  db: Executor,
  cohortId: number,
  role: MemberRole,
  personIds: number[],
): Promise<Set<number>> {
  if (personIds.length === 0) return new Set();
  const m = membership(role);
  const removed = await db
    .delete(m.table)
    .where(and(eq(m.cohortId, cohortId), inArray(m.personId, personIds)))
    .returning({ id: m.personId });
  return new Set(removed.map((row) => row.id));
}

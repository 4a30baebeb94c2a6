import type { PersonType, RegistrationStatus } from '@pathshala/contracts';
import {
  cohortStudents,
  cohorts,
  cohortTeachers,
  type Executor,
  refreshTokens,
  trainingCenters,
  trainingPartners,
  users,
} from '@pathshala/db';
import { and, asc, count, eq, exists, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';

export type PersonRow = typeof users.$inferSelect;

/** At most this many words of a search are used: enough for any name, cheap for any text. */
const MAX_SEARCH_WORDS = 5;

/** `%text%` for LIKE, with the text's own %, _ and \ matched literally. */
function containsPattern(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const fullName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * Every word of the text appears in the name, the e-mail or the username: 'asha verma',
 * 'verma asha' and 'asha@school' all find Asha Verma, whatever the case. A few thousand rows scan in milliseconds; see the people tests.
 */
function matchesText(text: string): SQL | undefined {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return and(
    ...words.map((word) => {
      const pattern = containsPattern(word);
      return or(
        sql`${fullName} like ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
        sql`${users.username} ilike ${pattern}`,
      );
    }),
  );
}

/** Whole-name or e-mail prefix matches first, then by name. */
function searchOrder(text: string) {
  const prefix = `${containsPattern(text.trim()).slice(1)}`;
  return [
    sql`case when ${fullName} like ${prefix} or ${users.email} like ${prefix} or lower(${users.lastName}) like ${prefix} then 0 else 1 end`,
    asc(users.lastName),
    asc(users.firstName),
    asc(users.id),
  ];
}

export function searchPeople(
  db: Executor,
  options: { type: PersonType; text: string; limit: number; activeOnly: boolean; exceptId?: number },
) {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.type, options.type),
        options.activeOnly ? eq(users.registrationStatus, 'A') : undefined,
        options.exceptId === undefined ? undefined : ne(users.id, options.exceptId),
        matchesText(options.text),
      ),
    )
    .orderBy(...searchOrder(options.text))
    .limit(options.limit);
}

export interface PeopleFilter {
  type: PersonType;
  text?: string;
  trainingCenterId?: number;
  cohortId?: number;
  status?: RegistrationStatus;
}

/** Students are in a center through their cohorts; teachers through their own center or a cohort they teach. */
function peopleWhere(db: Executor, filter: PeopleFilter): SQL | undefined {
  const membership = filter.type === 'student' ? cohortStudents : cohortTeachers;
  const memberColumn = filter.type === 'student' ? cohortStudents.studentId : cohortTeachers.teacherId;
  const inCohortOfCenter = (centerId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(membership)
        .innerJoin(cohorts, eq(cohorts.id, membership.cohortId))
        .where(and(eq(memberColumn, users.id), eq(cohorts.trainingCenterId, centerId))),
    );
  return and(
    eq(users.type, filter.type),
    filter.status ? eq(users.registrationStatus, filter.status) : undefined,
    filter.text ? matchesText(filter.text) : undefined,
    filter.trainingCenterId === undefined
      ? undefined
      : or(eq(users.trainingCenterId, filter.trainingCenterId), inCohortOfCenter(filter.trainingCenterId)),
    filter.cohortId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(membership)
            .where(and(eq(memberColumn, users.id), eq(membership.cohortId, filter.cohortId))),
        ),
  );
}

export async function listPeople(
  db: Executor,
  filter: PeopleFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: PersonRow[]; total: number }> {
  const where = peopleWhere(db, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findPerson(db: Executor, id: number): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The cohorts each of these people studies in or teaches, with the cohort's center. */
export async function findCohortsOf(db: Executor, type: PersonType, personIds: number[]) {
  if (personIds.length === 0) return [];
  const membership = type === 'student' ? cohortStudents : cohortTeachers;
  const memberColumn = type === 'student' ? cohortStudents.studentId : cohortTeachers.teacherId;
  return db
    .select({
      personId: memberColumn,
      id: cohorts.id,
      name: cohorts.name,
      trainingCenterId: trainingCenters.id,
      trainingCenterName: trainingCenters.name,
    })
    .from(membership)
    .innerJoin(cohorts, eq(cohorts.id, membership.cohortId))
    .innerJoin(trainingCenters, eq(trainingCenters.id, cohorts.trainingCenterId))
    .where(inArray(memberColumn, personIds))
    .orderBy(asc(cohorts.name), asc(cohorts.id));
}

export function findCentersByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: trainingCenters.id, name: trainingCenters.name })
    .from(trainingCenters)
    .where(inArray(trainingCenters.id, ids));
}

export async function findPartnerName(db: Executor, id: number) {
  const [row] = await db
    .select({ id: trainingPartners.id, name: trainingPartners.name })
    .from(trainingPartners)
    .where(eq(trainingPartners.id, id))
    .limit(1);
  return row;
}

/** Another account of this type holding the e-mail (as e-mail or username): the edit would collide. */
export async function isEmailTakenByOther(
  db: Executor,
  type: PersonType,
  email: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, exceptId),
        or(eq(users.username, email), and(eq(users.type, type), eq(users.email, email))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updatePerson(db: Executor, id: number, changes: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Sets the status only when it is not already that status, so two admins acting at once record
 * one change. Answers whether this call made it.
 */
export async function changeStatus(
  db: Executor,
  id: number,
  status: RegistrationStatus,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ registrationStatus: status, updatedAt: at })
    .where(and(eq(users.id, id), ne(users.registrationStatus, status)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The sign-ins (refresh families) of a user still open: their access tokens are refused at once on ending. */
export async function findOpenSessionIds(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return rows.map((row) => row.familyId);
}

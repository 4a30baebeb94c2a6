import {
  adminRequests,
  bulkUploads,
  cohortStudents,
  cohorts,
  curricula,
  type Executor,
  passwordResetRequests,
  passwordResetTokens,
  trainingCenters,
  trainingPartners,
  users,
} from '@pathshala/db';
import { and, asc, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type NewUserRow = typeof users.$inferInsert;

/** Partners offered for new centers and teachers: active ones only (deactivated ones keep their history). */
export function listTrainingPartners(db: Executor) {
  return db
    .select()
    .from(trainingPartners)
    .where(eq(trainingPartners.registrationStatus, 'A'))
    .orderBy(asc(trainingPartners.name));
}

/** Centers offered for new teachers and cohorts: active ones of active partners. */
export function listTrainingCenters(db: Executor) {
  return db
    .select({
      id: trainingCenters.id,
      name: trainingCenters.name,
      trainingPartnerId: trainingCenters.trainingPartnerId,
    })
    .from(trainingCenters)
    .innerJoin(trainingPartners, eq(trainingPartners.id, trainingCenters.trainingPartnerId))
    .where(and(eq(trainingCenters.registrationStatus, 'A'), eq(trainingPartners.registrationStatus, 'A')))
    .orderBy(asc(trainingCenters.name));
}

/** Live curricula only: a retired one is offered for no new cohort. */
export function listCurricula(db: Executor) {
  return db
    .select({ id: curricula.id, name: curricula.name })
    .from(curricula)
    .where(isNull(curricula.retiredAt))
    .orderBy(asc(curricula.name));
}

export async function findTrainingPartner(db: Executor, id: number) {
  const [row] = await db.select().from(trainingPartners).where(eq(trainingPartners.id, id)).limit(1);
  return row;
}

export async function findTrainingCenter(db: Executor, id: number) {
  const [row] = await db.select().from(trainingCenters).where(eq(trainingCenters.id, id)).limit(1);
  return row;
}

export async function findCurriculum(db: Executor, id: number) {
  const [row] = await db
    .select({ id: curricula.id, retiredAt: curricula.retiredAt })
    .from(curricula)
    .where(eq(curricula.id, id))
    .limit(1);
  return row;
}

export async function findStudent(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, 'student')))
    .limit(1);
  return row;
}

export function findStudentsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.type, 'student')));
}

/**
 * Which of these e-mails an account of `type` cannot take: usernames are unique across all
 * accounts (a student's and teacher's username is their e-mail), e-mails unique per account type.
 */
export async function findTakenEmails(
  db: Executor,
  type: 'student' | 'teacher' | 'admin',
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(inArray(users.username, emails), and(eq(users.type, type), inArray(users.email, emails))));
  const wanted = new Set(emails);
  const taken = new Set<string>();
  for (const row of rows) {
    if (wanted.has(row.username)) taken.add(row.username);
    if (row.email && wanted.has(row.email)) taken.add(row.email);
  }
  return taken;
}

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  if (user) return true;
  const [request] = await db
    .select({ id: adminRequests.id })
    .from(adminRequests)
    .where(and(eq(adminRequests.username, username), eq(adminRequests.status, 'P')))
    .limit(1);
  return request !== undefined;
}

export function insertUsers(db: Executor, rows: NewUserRow[]) {
  return db.insert(users).values(rows).returning({ id: users.id });
}

export async function insertTrainingCenter(db: Executor, row: typeof trainingCenters.$inferInsert) {
  const [created] = await db.insert(trainingCenters).values(row).returning({ id: trainingCenters.id });
  return created!;
}

export async function insertCohort(db: Executor, row: typeof cohorts.$inferInsert, studentIds: number[]) {
  const [created] = await db.insert(cohorts).values(row).returning({ id: cohorts.id });
  if (studentIds.length > 0) {
    await db
      .insert(cohortStudents)
      .values(studentIds.map((studentId) => ({ cohortId: created!.id, studentId, addedAt: row.createdAt })));
  }
  return created!;
}

export async function findBulkUpload(db: Executor, fileSha256: string, userType: 'student' | 'teacher') {
  const [row] = await db
    .select()
    .from(bulkUploads)
    .where(and(eq(bulkUploads.fileSha256, fileSha256), eq(bulkUploads.userType, userType)))
    .limit(1);
  return row;
}

export async function insertBulkUpload(db: Executor, row: typeof bulkUploads.$inferInsert): Promise<number> {
  const [created] = await db.insert(bulkUploads).values(row).returning({ id: bulkUploads.id });
  return created!.id;
}

/** Every partner and center with its status, deactivated ones too, so a bulk row can say which it named. */
export function listOrganisationForBulk(db: Executor) {
  return Promise.all([
    db
      .select({
        id: trainingPartners.id,
        name: trainingPartners.name,
        registrationStatus: trainingPartners.registrationStatus,
      })
      .from(trainingPartners),
    db
      .select({
        id: trainingCenters.id,
        name: trainingCenters.name,
        registrationStatus: trainingCenters.registrationStatus,
        trainingPartnerId: trainingCenters.trainingPartnerId,
      })
      .from(trainingCenters),
  ]);
}

/** The accounts one bulk upload created, in the order of its file. */
export function findPeopleOfBulkUpload(db: Executor, bulkUploadId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.bulkUploadId, bulkUploadId))
    .orderBy(asc(users.id));
}

const requester = alias(users, 'requester');
const processor = alias(users, 'processor');

export function listAdminRequests(db: Executor) {
  return db
    .select({ request: adminRequests, requester, processor })
    .from(adminRequests)
    .leftJoin(requester, eq(requester.id, adminRequests.requestedBy))
    .leftJoin(processor, eq(processor.id, adminRequests.processedBy))
    .orderBy(desc(adminRequests.createdAt), desc(adminRequests.id));
}

export async function findAdminRequest(db: Executor, id: number) {
  const [row] = await db.select().from(adminRequests).where(eq(adminRequests.id, id)).limit(1);
  return row;
}

export async function insertAdminRequest(db: Executor, row: typeof adminRequests.$inferInsert) {
  const [created] = await db.insert(adminRequests).values(row).returning({ id: adminRequests.id });
  return created!;
}

/** Moves a pending admin request to A or R; false when someone processed it first. */
export async function closeAdminRequest(
  db: Executor,
  id: number,
  change: Partial<typeof adminRequests.$inferInsert> & { status: 'A' | 'R' },
): Promise<boolean> {
  const closed = await db
    .update(adminRequests)
    .set(change)
    .where(and(eq(adminRequests.id, id), eq(adminRequests.status, 'P')))
    .returning({ id: adminRequests.id });
  return closed.length === 1;
}

/** Active admins other than this one (the self-approval rule). */
export async function countOtherActiveAdmins(db: Executor, adminId: number): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.registrationStatus, 'A'), ne(users.id, adminId)))
    .limit(1);
  return rows.length;
}

export function listPasswordResetRequests(
  db: Executor,
  status: 'pending' | 'approved' | 'rejected' | undefined,
) {
  return db
    .select({ request: passwordResetRequests, processor })
    .from(passwordResetRequests)
    .leftJoin(processor, eq(processor.id, passwordResetRequests.processedBy))
    .where(status ? eq(passwordResetRequests.status, status) : undefined)
    .orderBy(desc(passwordResetRequests.requestedAt), desc(passwordResetRequests.id));
}

export async function findPasswordResetRequest(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(passwordResetRequests)
    .where(eq(passwordResetRequests.id, id))
    .limit(1);
  return row;
}

/** Closes a pending reset request; false when the link or another admin finished it first. */
export async function closePasswordResetRequest(
  db: Executor,
  id: number,
  change: {
    status: 'approved' | 'rejected';
    processedBy: number;
    processedAt: Date;
    adminNotes: string | null;
  },
): Promise<boolean> {
  const closed = await db
    .update(passwordResetRequests)
    .set(change)
    .where(and(eq(passwordResetRequests.id, id), eq(passwordResetRequests.status, 'pending')))
    .returning({ id: passwordResetRequests.id });
  return closed.length === 1;
}

/** Voids the reset links of a request that are still usable. */
export async function voidResetTokens(db: Executor, requestId: number, at: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ voidedAt: at })
    .where(
      and(
        eq(passwordResetTokens.requestId, requestId),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.voidedAt),
      ),
    );
}

export async function setTemporaryPassword(db: Executor, userId: number, passwordHash: string, at: Date) {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: true, updatedAt: at })
    .where(eq(users.id, userId));
}

import { assessmentShares, type Executor, users } from '@pathshala/db';
import { and, asc, eq, ilike, ne } from 'drizzle-orm';

/** Sharing: the levels an owner gave other teachers on an assessment (table assessment_authorizations). */

export function listShares(db: Executor, assessmentId: number) {
  return db
    .select({ share: assessmentShares, teacher: users })
    .from(assessmentShares)
    .innerJoin(users, eq(users.id, assessmentShares.teacherId))
    .where(eq(assessmentShares.assessmentId, assessmentId))
    .orderBy(asc(assessmentShares.sharedAt), asc(assessmentShares.id));
}

export async function findShare(db: Executor, shareId: number) {
  const [row] = await db.select().from(assessmentShares).where(eq(assessmentShares.id, shareId)).limit(1);
  return row;
}

export async function insertShare(db: Executor, values: typeof assessmentShares.$inferInsert) {
  const [row] = await db.insert(assessmentShares).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteShare(db: Executor, shareId: number): Promise<void> {
  await db.delete(assessmentShares).where(eq(assessmentShares.id, shareId));
}

export async function findTeacherByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.type, 'teacher'), eq(users.email, email.toLowerCase())))
    .limit(1);
  return row;
}

/** Active teachers whose e-mail contains the fragment, except the one searching. */
export function searchTeachersByEmail(db: Executor, fragment: string, excludeTeacherId: number) {
  const pattern = `%${fragment.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.type, 'teacher'),
        eq(users.registrationStatus, 'A'),
        ne(users.id, excludeTeacherId),
        ilike(users.email, pattern),
      ),
    )
    .orderBy(asc(users.email))
    .limit(10);
}

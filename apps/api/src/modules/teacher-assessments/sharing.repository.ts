import { assessmentAuthorizations, type Executor, users } from '@pathshala/db';
import { and, asc, eq, ilike, ne } from 'drizzle-orm';

/** Sharing: the levels an owner gave other teachers on an assessment (table assessment_authorizations). */

export function listShares(db: Executor, assessmentId: number) {
  return db
    .select({ share: assessmentAuthorizations, teacher: users })
    .from(assessmentAuthorizations)
    .innerJoin(users, eq(users.id, assessmentAuthorizations.teacherId))
    .where(eq(assessmentAuthorizations.assessmentId, assessmentId))
    .orderBy(asc(assessmentAuthorizations.grantedAt), asc(assessmentAuthorizations.id));
}

export async function findShare(db: Executor, shareId: number) {
  const [row] = await db
    .select()
    .from(assessmentAuthorizations)
    .where(eq(assessmentAuthorizations.id, shareId))
    .limit(1);
  return row;
}

export async function insertShare(db: Executor, values: typeof assessmentAuthorizations.$inferInsert) {
  const [row] = await db.insert(assessmentAuthorizations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteShare(db: Executor, shareId: number): Promise<void> {
  await db.delete(assessmentAuthorizations).where(eq(assessmentAuthorizations.id, shareId));
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

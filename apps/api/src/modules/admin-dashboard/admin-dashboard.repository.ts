import { assessments, auditLog, cohorts, type Executor, users } from '@pathshala/db';
import { and, count, desc, eq } from 'drizzle-orm';

/** Active accounts of one type. */
export async function countActiveUsers(db: Executor, type: 'student' | 'teacher'): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.type, type), eq(users.registrationStatus, 'A')));
  return Number(row?.n ?? 0);
}

export async function countCohorts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cohorts);
  return Number(row?.n ?? 0);
}

export async function countAssessments(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assessments);
  return Number(row?.n ?? 0);
}

/** The latest audit entries, newest first, with who acted (none for the system). */
export function findRecentAudit(db: Executor, limit: number) {
  return db
    .select({ entry: auditLog, actor: users })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

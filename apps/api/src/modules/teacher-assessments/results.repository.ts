import { answers, attempts, type Executor, users } from '@pathshala/db';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

/** Results: the current attempts of an assessment and their answers. */

export function listCurrentAttempts(db: Executor, assessmentId: number) {
  return db
    .select()
    .from(attempts)
    .where(and(eq(attempts.assessmentId, assessmentId), isNull(attempts.supersededAt)));
}

export function listAnswers(db: Executor, attemptIds: number[]): Promise<Array<typeof answers.$inferSelect>> {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db.select().from(answers).where(inArray(answers.attemptId, attemptIds));
}

/** Students by id, for attempts whose student has since left the served cohort. */
export function listStudentsByIds(db: Executor, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, studentIds), eq(users.type, 'student')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

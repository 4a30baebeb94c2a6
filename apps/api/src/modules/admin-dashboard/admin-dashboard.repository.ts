import {
  assessments,
  auditLog,
  cohortStudents,
  cohorts,
  cohortTeachers,
  concepts,
  contentItems,
  courses,
  curricula,
  type Executor,
  servings,
  trainingCenters,
  trainingPartners,
  users,
} from '@pathshala/db';
import { and, count, desc, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';

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

/**
 * What a new school has done of its getting-started steps, in one statement of six EXISTS
 * (each stops at its first row): live and active rows only, so a retired curriculum or a
 * deactivated partner does not tick a step.
 */
export async function findGettingStartedDone(db: Executor) {
  const active = (type: 'student' | 'teacher') =>
    exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(and(eq(users.type, type), eq(users.registrationStatus, 'A'))),
    );
  const flag = (condition: SQL) => sql<boolean>`${condition}`.mapWith(Boolean);
  const [row] = await db
    .select({
      organisation: flag(
        exists(
          db
            .select({ one: sql`1` })
            .from(trainingCenters)
            .innerJoin(trainingPartners, eq(trainingPartners.id, trainingCenters.trainingPartnerId))
            .where(
              and(eq(trainingCenters.registrationStatus, 'A'), eq(trainingPartners.registrationStatus, 'A')),
            ),
        ),
      ),
      people: flag(sql`${active('teacher')} and ${active('student')}`),
      curriculum: flag(
        exists(
          db
            .select({ one: sql`1` })
            .from(concepts)
            .innerJoin(courses, eq(courses.id, concepts.courseId))
            .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
            .where(and(isNull(concepts.retiredAt), isNull(courses.retiredAt), isNull(curricula.retiredAt))),
        ),
      ),
      content: flag(
        exists(db.select({ one: sql`1` }).from(contentItems).where(isNull(contentItems.retiredAt))),
      ),
      cohort: flag(
        exists(
          db
            .select({ one: sql`1` })
            .from(cohortTeachers)
            .innerJoin(cohortStudents, eq(cohortStudents.cohortId, cohortTeachers.cohortId)),
        ),
      ),
      assessment: flag(exists(db.select({ one: sql`1` }).from(servings))),
    })
    .from(sql`(select 1) as one_row`);
  return row!;
}

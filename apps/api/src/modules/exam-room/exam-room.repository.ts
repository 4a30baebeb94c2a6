import {
  assessmentShares,
  assessments,
  attempts,
  cohortStudents,
  cohorts,
  cohortTeachers,
  type Executor,
  examRoomEvents,
  servings,
  users,
} from '@pathshala/db';
import { and, asc, desc, eq, exists, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** A serving with what the room shows of its assessment and cohort. */
export async function findRoom(db: Executor, servingId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      servingId: servings.id,
      assessmentId: servings.assessmentId,
      cohortId: servings.cohortId,
      servedBy: servings.servedBy,
      servedAt: servings.servedAt,
      opensAt: servings.opensAt,
      closesAt: servings.closesAt,
      pausedAt: servings.pausedAt,
      extraSeconds: servings.extraSeconds,
      assessmentName: assessments.name,
      ownerId: assessments.ownerId,
      durationSeconds: assessments.durationSeconds,
      totalQuestions: assessments.totalQuestions,
      cohortName: cohorts.name,
    })
    .from(servings)
    .innerJoin(assessments, eq(assessments.id, servings.assessmentId))
    .innerJoin(cohorts, eq(cohorts.id, servings.cohortId))
    .where(eq(servings.id, servingId));
  const [row] = await (options.lock ? query.for('update', { of: servings }) : query);
  return row;
}
export type RoomRow = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

/**
 * The servings a teacher may open: to a cohort they teach, of an assessment they own, or of one
 * shared with them with FULL access. One condition, for the list and for a single room.
 */
function teacherMayOpen(teacherId: number): SQL {
  return or(
    inArray(
      servings.cohortId,
      sql`(select ${cohortTeachers.cohortId} from ${cohortTeachers} where ${cohortTeachers.teacherId} = ${teacherId})`,
    ),
    eq(assessments.ownerId, teacherId),
    exists(
      sql`(select 1 from ${assessmentShares} where ${assessmentShares.assessmentId} = ${servings.assessmentId} and ${assessmentShares.teacherId} = ${teacherId} and ${assessmentShares.level} = 'FULL')`,
    ),
  ) as SQL;
}

export async function teacherMayOpenRoom(db: Executor, teacherId: number, servingId: number) {
  const [row] = await db
    .select({ id: servings.id })
    .from(servings)
    .innerJoin(assessments, eq(assessments.id, servings.assessmentId))
    .where(and(eq(servings.id, servingId), teacherMayOpen(teacherId)));
  return Boolean(row);
}

/** Does this teacher teach this cohort? (The school's grant to act in its rooms.) */
export async function teachesCohort(db: Executor, teacherId: number, cohortId: number): Promise<boolean> {
  const [row] = await db
    .select({ cohortId: cohortTeachers.cohortId })
    .from(cohortTeachers)
    .where(and(eq(cohortTeachers.teacherId, teacherId), eq(cohortTeachers.cohortId, cohortId)));
  return Boolean(row);
}

/** Whether the account is active (a deactivated one ends its streams). */
export async function isActiveUser(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.registrationStatus, 'A')));
  return Boolean(row);
}

/** Most rooms one list shows (an admin sees every school's). */
const ROOMS_LIMIT = 300;

/** The rooms a teacher (or, with null, an admin) may open, with their counts, newest serving first. */
export function listRooms(db: Executor, teacherId: number | null, now: Date) {
  const live = sql`coalesce(${servings.pausedAt}, ${now}::timestamptz)`;
  return db
    .select({
      servingId: servings.id,
      assessmentId: servings.assessmentId,
      assessmentName: assessments.name,
      cohortName: cohorts.name,
      servedAt: servings.servedAt,
      opensAt: servings.opensAt,
      closesAt: servings.closesAt,
      pausedAt: servings.pausedAt,
      students:
        sql<number>`(select count(*) from ${cohortStudents} where ${cohortStudents.cohortId} = ${servings.cohortId})`.mapWith(
          Number,
        ),
      inProgress:
        sql<number>`(select count(*) from ${attempts} where ${attempts.servingId} = ${servings.id} and ${attempts.supersededAt} is null and ${attempts.completedAt} is null and ${attempts.deadline} > ${live})`.mapWith(
          Number,
        ),
      completed:
        sql<number>`(select count(*) from ${attempts} where ${attempts.servingId} = ${servings.id} and ${attempts.supersededAt} is null and ${attempts.completedAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(servings)
    .innerJoin(assessments, eq(assessments.id, servings.assessmentId))
    .innerJoin(cohorts, eq(cohorts.id, servings.cohortId))
    .where(teacherId === null ? undefined : teacherMayOpen(teacherId))
    .orderBy(desc(servings.servedAt), desc(servings.id))
    .limit(ROOMS_LIMIT);
}
export type RoomListRow = Awaited<ReturnType<typeof listRooms>>[number];

/**
 * Every student of the room with their current attempt and its answer counts: one statement,
 * however many students, that reads no answers (the attempt keeps its counts with its score).
 */
export function findRoomStudents(db: Executor, servingId: number, cohortId: number) {
  return db
    .select({
      studentId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      attemptId: attempts.id,
      startedAt: attempts.startedAt,
      deadline: attempts.deadline,
      completedAt: attempts.completedAt,
      completionReason: attempts.completionReason,
      accommodationSeconds: attempts.accommodationSeconds,
      grantedSeconds: attempts.grantedSeconds,
      answered: attempts.answerCount,
      late: attempts.lateAnswerCount,
    })
    .from(cohortStudents)
    .innerJoin(users, eq(users.id, cohortStudents.studentId))
    .leftJoin(
      attempts,
      and(
        eq(attempts.servingId, servingId),
        eq(attempts.studentId, cohortStudents.studentId),
        isNull(attempts.supersededAt),
      ),
    )
    .where(eq(cohortStudents.cohortId, cohortId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}
export type RoomStudentRow = Awaited<ReturnType<typeof findRoomStudents>>[number];

export async function isCohortStudent(db: Executor, cohortId: number, studentId: number) {
  const [row] = await db
    .select({ id: cohortStudents.studentId })
    .from(cohortStudents)
    .where(and(eq(cohortStudents.cohortId, cohortId), eq(cohortStudents.studentId, studentId)));
  return Boolean(row);
}

/** The student's current attempt in the serving, locked against the sweeper and other actions. */
export async function lockCurrentAttempt(db: Executor, servingId: number, studentId: number) {
  const [row] = await db
    .select()
    .from(attempts)
    .where(
      and(
        eq(attempts.servingId, servingId),
        eq(attempts.studentId, studentId),
        isNull(attempts.supersededAt),
      ),
    )
    .for('update');
  return row;
}

const plusSeconds = (column: typeof attempts.deadline | typeof servings.closesAt, seconds: number) =>
  sql`${column} + (${seconds}::int * interval '1 second')`;

export async function extendAttempt(db: Executor, attemptId: number, seconds: number) {
  const [row] = await db
    .update(attempts)
    .set({
      grantedSeconds: sql`${attempts.grantedSeconds} + ${seconds}::int`,
      deadline: plusSeconds(attempts.deadline, seconds),
    })
    .where(eq(attempts.id, attemptId))
    .returning({ deadline: attempts.deadline });
  return row!.deadline;
}

/**
 * Moves the deadline of every attempt of the serving still open at `openAfter` (not completed, its
 * deadline later); `granted` also counts the seconds as time given. Returns how many moved.
 */
export async function shiftOpenAttempts(
  db: Executor,
  servingId: number,
  seconds: number,
  openAfter: Date,
  granted: boolean,
) {
  const rows = await db
    .update(attempts)
    .set({
      deadline: plusSeconds(attempts.deadline, seconds),
      ...(granted ? { grantedSeconds: sql`${attempts.grantedSeconds} + ${seconds}::int` } : {}),
    })
    .where(
      and(
        eq(attempts.servingId, servingId),
        isNull(attempts.supersededAt),
        isNull(attempts.completedAt),
        gt(attempts.deadline, openAfter),
      ),
    )
    .returning({ id: attempts.id });
  return rows.length;
}

export async function updateServing(
  db: Executor,
  servingId: number,
  change: { pausedAt?: Date | null; addExtraSeconds?: number; shiftClosesSeconds?: number },
) {
  await db
    .update(servings)
    .set({
      ...(change.pausedAt !== undefined ? { pausedAt: change.pausedAt } : {}),
      ...(change.addExtraSeconds
        ? { extraSeconds: sql`${servings.extraSeconds} + ${change.addExtraSeconds}::int` }
        : {}),
      ...(change.shiftClosesSeconds
        ? { closesAt: plusSeconds(servings.closesAt, change.shiftClosesSeconds) }
        : {}),
    })
    .where(eq(servings.id, servingId));
}

export async function insertEvent(db: Executor, event: typeof examRoomEvents.$inferInsert) {
  const [row] = await db.insert(examRoomEvents).values(event).returning({ id: examRoomEvents.id });
  return row!.id;
}

const student = alias(users, 'event_student');
const actor = alias(users, 'event_actor');

/** The room's record, oldest first (or one event by id). */
export function listEvents(db: Executor, servingId: number, eventId?: number) {
  return db
    .select({
      id: examRoomEvents.id,
      at: examRoomEvents.at,
      kind: examRoomEvents.kind,
      studentId: examRoomEvents.studentId,
      studentFirstName: student.firstName,
      studentLastName: student.lastName,
      attemptId: examRoomEvents.attemptId,
      seconds: examRoomEvents.seconds,
      reason: examRoomEvents.reason,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
    })
    .from(examRoomEvents)
    .leftJoin(student, eq(student.id, examRoomEvents.studentId))
    .leftJoin(actor, eq(actor.id, examRoomEvents.actorId))
    .where(
      and(
        eq(examRoomEvents.servingId, servingId),
        eventId === undefined ? undefined : eq(examRoomEvents.id, eventId),
      ),
    )
    .orderBy(asc(examRoomEvents.at), asc(examRoomEvents.id));
}
export type EventRow = Awaited<ReturnType<typeof listEvents>>[number];

import {
  answers,
  assessmentAuthorizations,
  assessmentCourses,
  assessmentQuestions,
  assessments,
  attempts,
  cohortStudents,
  cohorts,
  cohortTeachers,
  courses,
  curricula,
  type Executor,
  questions,
  servings,
  trainingCenters,
  users,
} from '@pathshala/db';
import { and, asc, count, eq, ilike, inArray, isNull, max, min, ne, or, sql } from 'drizzle-orm';

export type AssessmentRow = typeof assessments.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

export async function findAssessment(db: Executor, id: number): Promise<AssessmentRow | undefined> {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, id)).limit(1);
  return row;
}

/** The level granted to a teacher on an assessment, if any. */
export async function findGrantedLevel(db: Executor, assessmentId: number, teacherId: number) {
  const [row] = await db
    .select({ level: assessmentAuthorizations.permissionLevel })
    .from(assessmentAuthorizations)
    .where(
      and(
        eq(assessmentAuthorizations.assessmentId, assessmentId),
        eq(assessmentAuthorizations.teacherId, teacherId),
      ),
    )
    .limit(1);
  return row?.level ?? null;
}

/** Assessments a teacher owns or was given access to, newest first, with their curriculum name. */
export function listVisibleAssessments(db: Executor, teacherId: number) {
  return db
    .select({
      assessment: assessments,
      curriculumName: curricula.name,
      grantedLevel: assessmentAuthorizations.permissionLevel,
    })
    .from(assessments)
    .innerJoin(curricula, eq(curricula.id, assessments.curriculumId))
    .leftJoin(
      assessmentAuthorizations,
      and(
        eq(assessmentAuthorizations.assessmentId, assessments.id),
        eq(assessmentAuthorizations.teacherId, teacherId),
      ),
    )
    .where(or(eq(assessments.ownerId, teacherId), sql`${assessmentAuthorizations.id} is not null`))
    .orderBy(sql`${assessments.createdAt} desc`, sql`${assessments.id} desc`);
}

export async function findCurriculumName(db: Executor, curriculumId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: curricula.name })
    .from(curricula)
    .where(eq(curricula.id, curriculumId));
  return row?.name;
}

/** Servings and current (not superseded) attempts per assessment. */
export async function servingCounts(db: Executor, assessmentIds: number[]) {
  const result = new Map<number, { cohortCount: number; attemptCount: number }>();
  if (assessmentIds.length === 0) return result;
  for (const id of assessmentIds) result.set(id, { cohortCount: 0, attemptCount: 0 });
  const servingRows = await db
    .select({ assessmentId: servings.assessmentId, n: count() })
    .from(servings)
    .where(inArray(servings.assessmentId, assessmentIds))
    .groupBy(servings.assessmentId);
  for (const row of servingRows) result.get(row.assessmentId)!.cohortCount = Number(row.n);
  const attemptRows = await db
    .select({ assessmentId: attempts.assessmentId, n: count() })
    .from(attempts)
    .where(and(inArray(attempts.assessmentId, assessmentIds), isNull(attempts.supersededAt)))
    .groupBy(attempts.assessmentId);
  for (const row of attemptRows) result.get(row.assessmentId)!.attemptCount = Number(row.n);
  return result;
}

/** Course allocations of the given assessments, with course names. */
export function listAllocations(db: Executor, assessmentIds: number[]) {
  if (assessmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ allocation: assessmentCourses, courseName: courses.name, curriculumId: courses.curriculumId })
    .from(assessmentCourses)
    .innerJoin(courses, eq(courses.id, assessmentCourses.courseId))
    .where(inArray(assessmentCourses.assessmentId, assessmentIds))
    .orderBy(asc(courses.position), asc(courses.id));
}

/**
 * The id after the highest; once the highest is the last an integer column holds, the lowest free
 * one from `firstId` instead, so next-id always answers an id create accepts.
 */
export async function nextAssessmentId(db: Executor, firstId: number, lastId: number): Promise<number> {
  const [row] = await db.select({ highest: max(assessments.id) }).from(assessments);
  const afterHighest = Math.max(firstId, (row?.highest ?? 0) + 1);
  if (afterHighest <= lastId) return afterHighest;
  const gap = await db.execute(sql`
    select min(candidate)::int as id from (
      select ${firstId}::int as candidate
      union all select id + 1 from assessments where id >= ${firstId} and id < ${lastId}
    ) candidates
    where not exists (select 1 from assessments taken where taken.id = candidates.candidate)
  `);
  return Number((gap.rows as Array<{ id: number | null }>)[0]?.id ?? afterHighest);
}

/** The curricula offered for a new assessment: live ones only (a served assessment keeps its own). */
export function listCurricula(db: Executor) {
  return db
    .select({ id: curricula.id, name: curricula.name })
    .from(curricula)
    .where(isNull(curricula.retiredAt))
    .orderBy(asc(curricula.id));
}

/** Live courses of a live curriculum with the number of questions in the bank for each. */
export async function listCoursesWithQuestionCounts(db: Executor, curriculumId: number) {
  const rows = await db
    .select({ id: courses.id, name: courses.name, questionCount: count(questions.id) })
    .from(courses)
    .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
    .leftJoin(questions, eq(questions.courseId, courses.id))
    .where(
      and(eq(courses.curriculumId, curriculumId), isNull(courses.retiredAt), isNull(curricula.retiredAt)),
    )
    .groupBy(courses.id, courses.name, courses.position)
    .orderBy(asc(courses.position), asc(courses.id));
  return rows.map((row) => ({ ...row, questionCount: Number(row.questionCount) }));
}

export async function findCourse(db: Executor, courseId: number) {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  return row;
}

export async function countCourseQuestions(db: Executor, courseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questions).where(eq(questions.courseId, courseId));
  return Number(row?.n ?? 0);
}

/** The smallest mark any bank question of the course carries (to tell whether an allocation can still be met). */
export async function smallestQuestionMarks(db: Executor, courseId: number): Promise<number> {
  const [row] = await db
    .select({ smallest: min(questions.marks) })
    .from(questions)
    .where(eq(questions.courseId, courseId));
  return row?.smallest ?? 0;
}

export function listCourseQuestions(db: Executor, courseId: number) {
  return db.select().from(questions).where(eq(questions.courseId, courseId)).orderBy(asc(questions.id));
}

export async function findQuestion(db: Executor, questionId: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId)).limit(1);
  return row;
}

/** The questions placed in an assessment, in order, with their bank rows. */
export function listPlacedQuestions(db: Executor, assessmentId: number) {
  return db
    .select({ seqNum: assessmentQuestions.seqNum, question: questions })
    .from(assessmentQuestions)
    .innerJoin(questions, eq(questions.id, assessmentQuestions.questionId))
    .where(eq(assessmentQuestions.assessmentId, assessmentId))
    .orderBy(asc(assessmentQuestions.seqNum));
}

export async function insertAssessment(db: Executor, values: typeof assessments.$inferInsert) {
  const inserted = await db
    .insert(assessments)
    .values(values)
    .onConflictDoNothing({ target: assessments.id })
    .returning({ id: assessments.id });
  return inserted.length === 1;
}

export async function insertAllocation(db: Executor, values: typeof assessmentCourses.$inferInsert) {
  const inserted = await db
    .insert(assessmentCourses)
    .values(values)
    .onConflictDoNothing()
    .returning({ courseId: assessmentCourses.courseId });
  return inserted.length === 1;
}

export async function insertPlacedQuestion(db: Executor, values: typeof assessmentQuestions.$inferInsert) {
  const inserted = await db
    .insert(assessmentQuestions)
    .values(values)
    .onConflictDoNothing()
    .returning({ seqNum: assessmentQuestions.seqNum });
  return inserted.length === 1;
}

export async function markFinalized(db: Executor, assessmentId: number, at: Date): Promise<void> {
  await db.update(assessments).set({ finalizedAt: at }).where(eq(assessments.id, assessmentId));
}

export async function deleteAssessment(db: Executor, assessmentId: number): Promise<void> {
  await db.delete(assessments).where(eq(assessments.id, assessmentId));
}

export async function isServed(db: Executor, assessmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: servings.id })
    .from(servings)
    .where(eq(servings.assessmentId, assessmentId))
    .limit(1);
  return row !== undefined;
}

// --- Access ---

export function listAuthorizations(db: Executor, assessmentId: number) {
  return db
    .select({ authorization: assessmentAuthorizations, teacher: users })
    .from(assessmentAuthorizations)
    .innerJoin(users, eq(users.id, assessmentAuthorizations.teacherId))
    .where(eq(assessmentAuthorizations.assessmentId, assessmentId))
    .orderBy(asc(assessmentAuthorizations.grantedAt), asc(assessmentAuthorizations.id));
}

export async function findAuthorization(db: Executor, authorizationId: number) {
  const [row] = await db
    .select()
    .from(assessmentAuthorizations)
    .where(eq(assessmentAuthorizations.id, authorizationId))
    .limit(1);
  return row;
}

export async function insertAuthorization(
  db: Executor,
  values: typeof assessmentAuthorizations.$inferInsert,
) {
  const [row] = await db.insert(assessmentAuthorizations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteAuthorization(db: Executor, authorizationId: number): Promise<void> {
  await db.delete(assessmentAuthorizations).where(eq(assessmentAuthorizations.id, authorizationId));
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

// --- Cohorts and serving ---

/** The cohorts a teacher teaches, with curriculum, training center and student count. */
export async function listTeacherCohorts(db: Executor, teacherId: number, cohortId?: number) {
  const rows = await db
    .select({
      cohort: cohorts,
      curriculumName: curricula.name,
      trainingCenterName: trainingCenters.name,
      trainingPartnerId: trainingCenters.trainingPartnerId,
    })
    .from(cohortTeachers)
    .innerJoin(cohorts, eq(cohorts.id, cohortTeachers.cohortId))
    .innerJoin(curricula, eq(curricula.id, cohorts.curriculumId))
    .innerJoin(trainingCenters, eq(trainingCenters.id, cohorts.trainingCenterId))
    .where(
      and(
        eq(cohortTeachers.teacherId, teacherId),
        cohortId === undefined ? undefined : eq(cohorts.id, cohortId),
      ),
    )
    .orderBy(asc(cohorts.name), asc(cohorts.id));
  const counts = await studentCounts(
    db,
    rows.map((row) => row.cohort.id),
  );
  return rows.map((row) => ({ ...row, studentCount: counts.get(row.cohort.id) ?? 0 }));
}

async function studentCounts(db: Executor, cohortIds: number[]): Promise<Map<number, number>> {
  if (cohortIds.length === 0) return new Map();
  const rows = await db
    .select({ cohortId: cohortStudents.cohortId, n: count() })
    .from(cohortStudents)
    .where(inArray(cohortStudents.cohortId, cohortIds))
    .groupBy(cohortStudents.cohortId);
  return new Map(rows.map((row) => [row.cohortId, Number(row.n)]));
}

export async function findCohort(db: Executor, cohortId: number) {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, cohortId)).limit(1);
  return row;
}

export async function teachesCohort(db: Executor, teacherId: number, cohortId: number): Promise<boolean> {
  const [row] = await db
    .select({ cohortId: cohortTeachers.cohortId })
    .from(cohortTeachers)
    .where(and(eq(cohortTeachers.teacherId, teacherId), eq(cohortTeachers.cohortId, cohortId)))
    .limit(1);
  return row !== undefined;
}

/** Students of the given cohorts, by last then first name, with the cohort they are listed under. */
export function listCohortStudents(db: Executor, cohortIds: number[]) {
  if (cohortIds.length === 0) return Promise.resolve([]);
  return db
    .select({ student: users, cohortId: cohortStudents.cohortId })
    .from(cohortStudents)
    .innerJoin(users, eq(users.id, cohortStudents.studentId))
    .where(inArray(cohortStudents.cohortId, cohortIds))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
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

export function listServings(db: Executor, assessmentId: number) {
  return db
    .select({ serving: servings, cohortName: cohorts.name })
    .from(servings)
    .innerJoin(cohorts, eq(cohorts.id, servings.cohortId))
    .where(eq(servings.assessmentId, assessmentId))
    .orderBy(asc(servings.servedAt), asc(servings.id));
}

export async function findServing(db: Executor, assessmentId: number, cohortId: number) {
  const [row] = await db
    .select()
    .from(servings)
    .where(and(eq(servings.assessmentId, assessmentId), eq(servings.cohortId, cohortId)))
    .limit(1);
  return row;
}

export async function insertServing(db: Executor, values: typeof servings.$inferInsert) {
  const [row] = await db.insert(servings).values(values).onConflictDoNothing().returning();
  return row;
}

/** Serves again: a new round, by this teacher, now. */
export async function bumpServingRound(db: Executor, servingId: number, servedBy: number, at: Date) {
  const [row] = await db
    .update(servings)
    .set({ round: sql`${servings.round} + 1`, servedBy, servedAt: at })
    .where(eq(servings.id, servingId))
    .returning();
  return row!;
}

/** Marks the serving's current attempts superseded; returns how many. */
export async function supersedeAttempts(db: Executor, servingId: number, at: Date): Promise<number> {
  const rows = await db
    .update(attempts)
    .set({ supersededAt: at })
    .where(and(eq(attempts.servingId, servingId), isNull(attempts.supersededAt)))
    .returning({ id: attempts.id });
  return rows.length;
}

// --- Results ---

export function listCurrentAttempts(db: Executor, assessmentId: number) {
  return db
    .select()
    .from(attempts)
    .where(and(eq(attempts.assessmentId, assessmentId), isNull(attempts.supersededAt)));
}

export function listAnswers(db: Executor, attemptIds: number[]) {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db.select().from(answers).where(inArray(answers.attemptId, attemptIds));
}

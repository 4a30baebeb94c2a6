import { api, type Endpoint, type StudentReport } from '@pathshala/contracts';
import {
  answers,
  assessments,
  attempts,
  cohortStudents,
  cohorts,
  concepts,
  contentItems,
  contentProgress,
  courses,
  practiceResults,
  servings,
  subconcepts,
  users,
} from '@pathshala/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

/**
 * Issue 30: the student page. Who sees what (a teacher through the cohorts she shares with the
 * student, an admin through all), and its figures against the raw rows computed here.
 */

let t: TestApp;
let call: ApiCall;
let ids: Record<'student' | 'teacher1' | 'teacher2' | 'jaipurClassmate', number>;
let cohortIds: Record<'science' | 'maths' | 'jaipur', number>;

async function reportOf(as: Account, studentId: number): Promise<StudentReport> {
  const response = await call(api.insight.studentReport, { as, params: { studentId } });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
}

const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const cohortOf = async (name: string) =>
  (await t.database.db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.name, name)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  cohortIds = {
    science: await cohortOf('Class 8A Science'),
    maths: await cohortOf('Class 8A Mathematics'),
    jaipur: await cohortOf('Class 8 Mathematics'),
  };
  const db = t.database.db;
  const [jaipurMember] = await db
    .select()
    .from(cohortStudents)
    .where(eq(cohortStudents.cohortId, cohortIds.jaipur))
    .orderBy(cohortStudents.studentId)
    .limit(1);
  ids = {
    student: await idOf('student@pathshala.example'),
    teacher1: await idOf('teacher1@pathshala.example'),
    teacher2: await idOf('teacher2@pathshala.example'),
    jaipurClassmate: jaipurMember!.studentId,
  };
  // Extra time: the school-wide row, teacher2's own.
  for (const [as, body] of [
    ['admin', { kind: 'PERCENT', amount: 25, note: 'School-wide' }],
    ['teacher2', { kind: 'MINUTES', amount: 10, note: 'Science' }],
  ] as const) {
    const set = await call(api.accommodations.set, { as, params: { studentId: ids.student }, body });
    expect(set.status, set.text).toBe(200);
  }
  // A held late answer on the demo student's attempt of 1002.
  const [attempt] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.studentId, ids.student), eq(attempts.assessmentId, 1002)));
  const [answer] = await db.select().from(answers).where(eq(answers.attemptId, attempt!.id)).limit(1);
  await db.insert(answers).values({
    ...answer!,
    seqNum: 99,
    heldState: 'held',
    syncedLate: true,
    answeredAt: new Date(t.clock.now().getTime() - 3_600_000),
  });
  // Practice on a maths subconcept (seen by teacher1 through maths, never by teacher2).
  const [mathsSub] = await db
    .select({ id: subconcepts.id })
    .from(subconcepts)
    .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .innerJoin(cohorts, eq(cohorts.curriculumId, courses.curriculumId))
    .where(eq(cohorts.id, cohortIds.maths))
    .orderBy(subconcepts.id)
    .limit(1);
  const mathsSubId = mathsSub!.id;
  await db.insert(practiceResults).values({
    studentId: ids.student,
    subconceptId: mathsSubId,
    obtainedMarks: 2,
    totalMarks: 4,
    correctAnswers: 2,
    totalQuestions: 4,
    percentage: 50,
    passed: true,
    details: [],
    createdAt: new Date(t.clock.now().getTime() - 2 * 86_400_000),
  });
}, 120_000);
afterAll(async () => t?.close());

/** What the raw rows say for the given cohorts. */
async function expected(studentId: number, cohortList: number[]) {
  const db = t.database.db;
  const curriculumIds = new Set(
    (await db.select().from(cohorts)).filter((c) => cohortList.includes(c.id)).map((c) => c.curriculumId),
  );
  const items = (
    await db
      .select({ item: contentItems.id, course: courses.id, curriculumId: courses.curriculumId })
      .from(contentItems)
      .innerJoin(concepts, eq(concepts.id, contentItems.conceptId))
      .innerJoin(courses, eq(courses.id, concepts.courseId))
      .leftJoin(subconcepts, eq(subconcepts.id, contentItems.subconceptId))
      .where(
        and(
          isNull(contentItems.retiredAt),
          isNull(concepts.retiredAt),
          isNull(courses.retiredAt),
          isNull(subconcepts.retiredAt),
        ),
      )
  ).filter((row) => curriculumIds.has(row.curriculumId));
  const progress = await db.select().from(contentProgress).where(eq(contentProgress.studentId, studentId));
  const completedByCourse = new Map<number, number>();
  for (const { item, course } of items)
    if (progress.some((p) => p.contentId === item && p.status === 'completed'))
      completedByCourse.set(course, (completedByCourse.get(course) ?? 0) + 1);
  const attemptRows = await db
    .select({ a: attempts, cohortId: servings.cohortId, totalMarks: assessments.totalMarks })
    .from(attempts)
    .innerJoin(servings, eq(servings.id, attempts.servingId))
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .where(and(eq(attempts.studentId, studentId), isNull(attempts.supersededAt)));
  const shown = attemptRows.filter((r) => cohortList.includes(r.cohortId));
  const allAnswers = await db.select().from(answers);
  return { items, completedByCourse, shown, allAnswers };
}

describe(`the student page (${testDriver})`, () => {
  it('a teacher sees the student through the cohorts they share; figures as the raw rows give them', async () => {
    const report = await reportOf('teacher1', ids.student);
    expect(report.cohorts.map((c) => c.id).sort()).toEqual([cohortIds.science, cohortIds.maths].sort());
    const want = await expected(ids.student, [cohortIds.science, cohortIds.maths]);
    // Study per course.
    const itemsPerCourse = new Map<number, number>();
    for (const { course } of want.items) itemsPerCourse.set(course, (itemsPerCourse.get(course) ?? 0) + 1);
    expect(report.study.length).toBeGreaterThan(0);
    for (const course of report.study) {
      expect(course.total, course.name).toBe(itemsPerCourse.get(course.id) ?? 0);
      expect(course.completed, course.name).toBe(want.completedByCourse.get(course.id) ?? 0);
    }
    expect(report.study.reduce((s, c) => s + c.completed, 0)).toBeGreaterThan(0);
    // Attempts: the current ones of those cohorts' servings, with held and late counts.
    expect(report.attempts.map((a) => a.id).sort()).toEqual(want.shown.map((r) => r.a.id).sort());
    for (const attempt of report.attempts) {
      const raw = want.shown.find((r) => r.a.id === attempt.id)!;
      expect(attempt.score).toBe(raw.a.score);
      expect(attempt.totalMarks).toBe(raw.totalMarks);
      expect(attempt.lateAnswers).toBe(raw.a.lateAnswerCount);
      expect(attempt.heldAnswers).toBe(
        want.allAnswers.filter((a) => a.attemptId === attempt.id && a.heldState === 'held').length,
      );
    }
    expect(report.attempts.find((a) => a.assessment.id === 1002)?.heldAnswers).toBe(1);
    // Practice: the maths quiz is seen through the maths cohort.
    expect(report.practice.quizzes).toBe(1);
    expect(report.practice).toMatchObject({ correct: 2, total: 4 });
    expect(report.practice.recent[0]).toMatchObject({ correct: 2, total: 4 });
    // Weekly answers: the raw answers of the shown attempts in each week.
    const since = new Date(`${report.weeks[0]!.weekStart}T00:00:00Z`).getTime();
    expect(report.weeks).toHaveLength(12);
    for (const week of report.weeks) {
      const start = new Date(`${week.weekStart}T00:00:00Z`);
      expect(start.getUTCDay()).toBe(1);
      const end = start.getTime() + 7 * 86_400_000;
      const inWeek = want.allAnswers.filter(
        (a) =>
          want.shown.some((r) => r.a.id === a.attemptId) &&
          a.answeredAt.getTime() >= start.getTime() &&
          a.answeredAt.getTime() < end,
      );
      expect(week.answers, week.weekStart).toBe(inWeek.length);
    }
    expect(report.weeks.reduce((s, w) => s + w.answers, 0)).toBeGreaterThan(0);
    expect(report.weeks.reduce((s, w) => s + w.practiceQuizzes, 0)).toBe(1);
    expect(since).toBeLessThan(t.clock.now().getTime());
    // Extra time: the school's row only (teacher2's is hers).
    expect(report.accommodations).toEqual([
      { scope: 'school', teacherName: null, kind: 'PERCENT', amount: 25 },
    ]);
    // Mastery: the trees of both curricula.
    expect(report.mastery).toHaveLength(2);
  });

  it('another teacher of one shared cohort sees only that cohort, and her own extra time', async () => {
    const report = await reportOf('teacher2', ids.student);
    expect(report.cohorts.map((c) => c.id)).toEqual([cohortIds.science]);
    expect(report.mastery).toHaveLength(1);
    expect(report.practice.quizzes).toBe(0);
    expect(report.accommodations.map((a) => a.scope)).toEqual(['school', 'teacher']);
    expect(report.accommodations[1]).toMatchObject({ kind: 'MINUTES', amount: 10 });
  });

  it('an admin sees every cohort and every row of extra time', async () => {
    const report = await reportOf('admin', ids.student);
    expect(report.cohorts).toHaveLength(2);
    expect(report.accommodations).toHaveLength(2);
  });
});

describe(`who may read the student page (${testDriver})`, () => {
  it('a teacher of none of her cohorts, an unknown id and a non-student are not found; students are refused', async () => {
    for (const endpoint of [api.insight.studentReport, api.insight.studentReportCsv] as Endpoint[]) {
      const other = await call(endpoint, { as: 'teacher3', params: { studentId: ids.student } });
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('Student not found');
      expect((await call(endpoint, { as: 'admin', params: { studentId: 999_999 } })).status).toBe(404);
      expect((await call(endpoint, { as: 'admin', params: { studentId: ids.teacher1 } })).status).toBe(404);
      expect((await call(endpoint, { as: 'student', params: { studentId: ids.student } })).status).toBe(403);
      expect((await call(endpoint, { as: null, params: { studentId: ids.student } })).status).toBe(401);
      for (const bad of ['abc', '0', '-3'])
        expect((await call(endpoint, { as: 'admin', params: { studentId: bad } })).status, bad).toBe(400);
    }
    expect(
      (
        await call(api.insight.studentReportCsv, {
          as: 'admin',
          params: { studentId: ids.student },
          query: { timeZone: 'Mars/Base' },
        })
      ).status,
    ).toBe(400);
    // teacher3 sees her own cohort's student, through that cohort only.
    const report = await reportOf('teacher3', ids.jaipurClassmate);
    expect(report.cohorts.map((c) => c.id)).toEqual([cohortIds.jaipur]);
  });

  it('the CSV holds the page, a formula-looking name neutralised', async () => {
    const renamed = await call(api.cohorts.update, {
      as: 'admin',
      params: { cohortId: cohortIds.science },
      body: { name: '=HYPERLINK("x")' },
    });
    expect(renamed.status).toBe(200);
    const response = await call(api.insight.studentReportCsv, {
      as: 'teacher1',
      params: { studentId: ids.student },
      query: { timeZone: 'Asia/Kolkata' },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toContain(`student-${ids.student}-report.csv`);
    const { text } = response;
    expect(text).toContain('Student,');
    expect(text).toContain('Started at (Asia/Kolkata)');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    for (const section of ['Study progress', 'Assessments', 'Extra time', 'Mastery', 'Activity by week'])
      expect(text).toContain(section);
    // Items retired leave the study figures (the figure falls by the retired completed item).
    const before = await reportOf('teacher1', ids.student);
    const completed = (
      await t.database.db
        .select()
        .from(contentProgress)
        .where(and(eq(contentProgress.studentId, ids.student), eq(contentProgress.status, 'completed')))
    )[0]!;
    await t.database.db
      .update(contentItems)
      .set({ retiredAt: t.clock.now() })
      .where(eq(contentItems.id, completed.contentId));
    const after = await reportOf('teacher1', ids.student);
    const sum = (r: StudentReport) => r.study.reduce((s, c) => s + c.completed, 0);
    expect(sum(after)).toBe(sum(before) - 1);
  });
});

import { api, type SchoolAnalytics } from '@pathshala/contracts';
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
  curricula,
  practiceResults,
  servings,
  subconcepts,
  trainingCenters,
  trainingPartners,
} from '@pathshala/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { makeServedAssessment } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  assessable,
  type BankQuestion,
  keyOfShown,
  type Student,
  signInStudents,
  studentCalls,
} from '../attempts/exam-day.test-support';

/**
 * Issue 30, the school's view and the student's scores: the authorization matrix, and every figure
 * checked against a computation made here from the raw rows (attempts, answers, practice quizzes,
 * study rows, memberships), written from the rules' words, not by calling the code under test.
 */

let t: TestApp;
let students: Student[];
let bank: BankQuestion[];
let cohortId: number;
let curriculumId: number;
let call: ApiCall;
/** The three exams: skipped marks -1; feedback NEVER; a plain one. */
const exams = { skipped: 0, never: 0, plain: 0 };
const DAY = 86_400_000;

/** Sits an exam: answers the first `right` questions right and the next `wrong` wrong, then hands in. */
async function sit(student: Student, id: number, right: number, wrong: number) {
  const exam = studentCalls(t);
  const attemptId = (await exam.start(student, id)).body.attemptId;
  const paper = (await exam.paper(student, id)).body;
  const shown = paper.questions;
  for (const [i, question] of shown.slice(0, right + wrong).entries()) {
    const key = keyOfShown(bank, question);
    const sent = await exam.answer(student, id, question.AS_SeqNum, {
      answerId: i < right ? key.right : key.wrong,
      attemptId,
    });
    expect(sent.status, sent.text).toBe(200);
  }
  expect((await exam.complete(student, id)).status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  const setup = await signInStudents(t);
  ({ students, bank } = setup);
  cohortId = setup.cohort.id;
  curriculumId = setup.cohort.curriculumId;
  call = apiCaller(t);
  const db = t.database.db;
  const now = t.clock.now().getTime();
  // Four questions of a mark each.
  const chosen = assessable(bank)
    .filter((q) => q.marks === 1)
    .slice(0, 4);
  const closesAt = new Date(now + 3_600_000).toISOString();
  const served = async (settings: Parameters<typeof makeServedAssessment>[1]['settings'] = {}) =>
    (await makeServedAssessment(call, { cohortId, curriculumId, questions: chosen, settings, closesAt }))
      .assessmentId;
  // Skipped marks -1, floored at zero; feedback NEVER (the student may not see it); a plain one.
  exams.skipped = await served({ skippedMarks: -1 });
  exams.never = await served({ feedbackMode: 'NEVER' });
  exams.plain = await served();
  await sit(students[0]!, exams.skipped, 3, 0); // 3 - 1 skipped = 2 of 4
  await sit(students[1]!, exams.skipped, 0, 1); // 0 - 3 skipped, floored: 0
  await sit(students[0]!, exams.never, 4, 0);
  t.clock.advanceSeconds(60);
  await sit(students[0]!, exams.plain, 1, 3);
  // Activity in earlier weeks: practice quizzes and study rows at chosen times.
  const [sub] = await db
    .select({ id: subconcepts.id })
    .from(subconcepts)
    .innerJoin(concepts, eq(concepts.id, subconcepts.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .where(eq(courses.curriculumId, curriculumId))
    .limit(1);
  const quiz = (studentId: number, at: number, percentage: number) => ({
    studentId,
    subconceptId: sub!.id,
    obtainedMarks: percentage / 10,
    totalMarks: 10,
    correctAnswers: percentage / 10,
    totalQuestions: 10,
    percentage,
    passed: percentage >= 50,
    details: [],
    createdAt: new Date(at),
  });
  await db.insert(practiceResults).values([
    quiz(students[0]!.id, now - 8 * DAY, 70),
    quiz(students[1]!.id, now - 20 * DAY, 40),
    quiz(students[2]!.id, now - 200 * DAY, 90),
    // Sunday 20:00 UTC: Monday 01:30 in Asia/Kolkata, a week later there.
    quiz(students[3]!.id, Date.parse('2026-11-08T20:00:00Z'), 60),
  ]);
  const [item] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .innerJoin(concepts, eq(concepts.id, contentItems.conceptId))
    .innerJoin(courses, eq(courses.id, concepts.courseId))
    .where(eq(courses.curriculumId, curriculumId))
    .limit(1);
  await db
    .insert(contentProgress)
    .values({ studentId: students[4]!.id, contentId: item!.id, updatedAt: new Date(now - 30 * DAY) })
    .onConflictDoUpdate({
      target: [contentProgress.studentId, contentProgress.contentId],
      set: { updatedAt: new Date(now - 30 * DAY) },
    });
  // A removed student: out of the cohort's students and activity; her attempt stays in its scores.
  await sit(students[5]!, exams.plain, 2, 0);
  const removed = await call(api.cohorts.removeMembers, {
    as: 'admin',
    params: { cohortId },
    body: { studentIds: [students[5]!.id] },
  });
  expect(removed.status).toBe(200);
}, 180_000);
afterAll(async () => t?.close());

// --- The reference, from raw rows --------------------------------------------------------------------

/** Monday 00:00 of the week holding `at`, in a zone `offsetMinutes` ahead of UTC, as YYYY-MM-DD. */
function weekOf(at: Date, offsetMinutes: number): string {
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  const day = (local.getUTCDay() + 6) % 7; // Monday 0
  const monday = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - day));
  return monday.toISOString().slice(0, 10);
}

async function reference(weekCount: number, offsetMinutes: number): Promise<SchoolAnalytics> {
  const db = t.database.db;
  const now = t.clock.now();
  const thisWeek = weekOf(now, offsetMinutes);
  const weeks = Array.from({ length: weekCount }, (_, i) =>
    new Date(Date.parse(thisWeek) - (weekCount - 1 - i) * 7 * DAY).toISOString().slice(0, 10),
  );
  const [allAttempts, allAnswers, quizzes, study, members, cohortRows, servingRows, assessmentRows] =
    await Promise.all([
      db.select().from(attempts),
      db.select().from(answers),
      db.select().from(practiceResults),
      db.select().from(contentProgress),
      db.select().from(cohortStudents),
      db
        .select({
          cohort: cohorts,
          center: trainingCenters,
          partner: trainingPartners,
          curriculum: curricula,
        })
        .from(cohorts)
        .innerJoin(trainingCenters, eq(trainingCenters.id, cohorts.trainingCenterId))
        .innerJoin(trainingPartners, eq(trainingPartners.id, trainingCenters.trainingPartnerId))
        .innerJoin(curricula, eq(curricula.id, cohorts.curriculumId)),
      db.select().from(servings),
      db.select().from(assessments),
    ]);
  // Who was active in which week (any of the three kinds of activity).
  const activeIn = new Map<string, Set<number>>(weeks.map((w) => [w, new Set()]));
  const mark = (studentId: number, at: Date) => activeIn.get(weekOf(at, offsetMinutes))?.add(studentId);
  for (const a of allAttempts) if (a.answerCount > 0) mark(a.studentId, a.startedAt);
  for (const q of quizzes) mark(q.studentId, q.createdAt);
  for (const s of study) mark(s.studentId, s.updatedAt);
  const membersOf = (cohortIds: number[]) =>
    new Set(members.filter((m) => cohortIds.includes(m.cohortId)).map((m) => m.studentId));
  const activeByWeek = (group: Set<number>) =>
    weeks.map((w) => [...activeIn.get(w)!].filter((id) => group.has(id)).length);
  // Scores: each completed current attempt's total as the result shows it.
  const assessmentOf = new Map(assessmentRows.map((a) => [a.id, a]));
  const percentOf = (a: (typeof allAttempts)[number]) => {
    const asm = assessmentOf.get(a.assessmentId)!;
    const counted = allAnswers.filter(
      (an) => an.attemptId === a.id && (an.heldState === null || an.heldState === 'accepted'),
    ).length;
    const raw =
      Math.round((a.score + Math.max(0, asm.totalQuestions - counted) * asm.skippedMarks) * 100) / 100;
    const total = asm.allowNegativeTotal ? raw : Math.max(0, raw);
    return (total / asm.totalMarks) * 100;
  };
  const figures = (cohortIds: number[]) => {
    const served = servingRows.filter((s) => cohortIds.includes(s.cohortId));
    const done = allAttempts.filter(
      (a) => a.completedAt && !a.supersededAt && served.some((s) => s.id === a.servingId),
    );
    const percents = done.map(percentOf);
    const group = membersOf(cohortIds);
    return {
      students: group.size,
      activeByWeek: activeByWeek(group),
      assessmentsServed: served.length,
      attemptsCompleted: done.length,
      averageScore: percents.length
        ? Math.round((percents.reduce((s, p) => s + p, 0) / percents.length) * 10) / 10
        : null,
    };
  };
  const centerIds = [...new Set(cohortRows.map((r) => r.center.id))];
  const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
    a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;
  const centers = centerIds
    .map((id) => cohortRows.find((r) => r.center.id === id)!.center)
    .sort(byName)
    .map((center) => {
      const rows = cohortRows
        .filter((r) => r.center.id === center.id)
        .sort((a, b) => byName(a.cohort, b.cohort));
      return {
        id: center.id,
        name: center.name,
        partnerName: rows[0]!.partner.name,
        ...figures(rows.map((r) => r.cohort.id)),
        cohorts: rows.map((r) => ({
          id: r.cohort.id,
          name: r.cohort.name,
          curriculum: { id: r.curriculum.id, name: r.curriculum.name },
          ...figures([r.cohort.id]),
        })),
      };
    });
  return {
    weeks,
    timeZone: offsetMinutes === 0 ? 'UTC' : 'Asia/Kolkata',
    school: figures(cohortRows.map((r) => r.cohort.id)),
    centers: centers as SchoolAnalytics['centers'],
  };
}

/** The response without the opened-content lists (checked on their own). */
function withoutContent(data: SchoolAnalytics) {
  return {
    ...data,
    centers: data.centers.map((center) => ({
      ...center,
      cohorts: center.cohorts.map(({ mostOpened, leastOpened, ...rest }) => rest),
    })),
  };
}

// --- Tests -------------------------------------------------------------------------------------------

describe('who may read the school analytics and the student scores', () => {
  it('admins only for the school; the student herself only for her scores', async () => {
    const school = api.schoolAnalytics.schoolAnalytics;
    const csv = api.schoolAnalytics.schoolAnalyticsCsv;
    const mine = api.schoolAnalytics.myScores;
    expect((await call(school, { as: null })).status).toBe(401);
    expect((await call(school, { as: 'teacher1' })).status).toBe(403);
    expect((await call(school, { as: students[0]! })).status).toBe(403);
    expect((await call(school, { as: 'admin' })).status).toBe(200);
    expect((await call(csv, { as: 'teacher1' })).status).toBe(403);
    expect((await call(csv, { as: students[0]! })).status).toBe(403);
    expect((await call(csv, { as: 'admin' })).status).toBe(200);
    expect((await call(mine, { as: null })).status).toBe(401);
    expect((await call(mine, { as: 'teacher1' })).status).toBe(403);
    expect((await call(mine, { as: 'admin' })).status).toBe(403);
    expect((await call(mine, { as: students[0]! })).status).toBe(200);
  });

  it('refuses bad parameters with a clear message', async () => {
    const school = api.schoolAnalytics.schoolAnalytics;
    for (const weeks of ['0', '13', 'abc', '2.5']) {
      const response = await call(school, { as: 'admin', query: { weeks } });
      expect(response.status, weeks).toBe(400);
      expect(response.body.message).toMatch(/weeks must be a whole number from 1 to 12/);
    }
    const zone = await call(api.schoolAnalytics.schoolAnalyticsCsv, {
      as: 'admin',
      query: { timeZone: 'Mars/Base' },
    });
    expect(zone.status).toBe(400);
    expect(zone.body.message).toMatch(/time zone/);
  });
});

describe('the school analytics', () => {
  it('every figure agrees with the raw rows (UTC, 8 weeks by default)', async () => {
    const response = await call(api.schoolAnalytics.schoolAnalytics, { as: 'admin' });
    expect(response.status, response.text).toBe(200);
    const data = response.body.data as SchoolAnalytics;
    expect(withoutContent(data)).toEqual(await reference(8, 0));
    // The data set exercises what it should: several weeks active, the floor, the removed student.
    const science = data.centers.flatMap((c) => c.cohorts).find((c) => c.id === cohortId)!;
    expect(science.activeByWeek.filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);
    expect(science.attemptsCompleted).toBeGreaterThanOrEqual(5);
  });

  it('weeks start on Monday in the asked time zone', async () => {
    const response = await call(api.schoolAnalytics.schoolAnalytics, {
      as: 'admin',
      query: {
        weeks: 12,
        timeZone: 'Asia/Kolkata',
      },
    });
    const data = response.body.data as SchoolAnalytics;
    expect(withoutContent(data)).toEqual(await reference(12, 330));
    const utc = (await call(api.schoolAnalytics.schoolAnalytics, { as: 'admin', query: { weeks: 12 } })).body
      .data as SchoolAnalytics;
    expect(utc.weeks).toEqual((await reference(12, 0)).weeks);
  });

  it("each cohort's most and least opened content: live items of its curriculum, by its current students", async () => {
    const data = (await call(api.schoolAnalytics.schoolAnalytics, { as: 'admin' })).body
      .data as SchoolAnalytics;
    const db = t.database.db;
    const [items, study, members] = await Promise.all([
      db
        .select({
          item: contentItems,
          concept: concepts,
          course: courses,
          curriculum: curricula,
          sub: subconcepts,
        })
        .from(contentItems)
        .innerJoin(concepts, eq(concepts.id, contentItems.conceptId))
        .innerJoin(courses, eq(courses.id, concepts.courseId))
        .innerJoin(curricula, eq(curricula.id, courses.curriculumId))
        .leftJoin(subconcepts, eq(subconcepts.id, contentItems.subconceptId)),
      db.select().from(contentProgress),
      db.select().from(cohortStudents),
    ]);
    for (const cohort of data.centers.flatMap((c) => c.cohorts)) {
      const group = new Set(members.filter((m) => m.cohortId === cohort.id).map((m) => m.studentId));
      const live = items.filter(
        (r) =>
          r.curriculum.id === cohort.curriculum.id &&
          !r.curriculum.retiredAt &&
          !r.course.retiredAt &&
          !r.concept.retiredAt &&
          !r.item.retiredAt &&
          !r.sub?.retiredAt,
      );
      const counted = live.map((r) => ({
        id: r.item.id,
        openedBy: study.filter((s) => s.contentId === r.item.id && group.has(s.studentId)).length,
      }));
      const most = [...counted].sort((a, b) => b.openedBy - a.openedBy).slice(0, 3);
      const least = [...counted].sort((a, b) => a.openedBy - b.openedBy).slice(0, 3);
      // Ties may be ordered either way: compare the counts, and that every item named is live with that count.
      expect(cohort.mostOpened.map((i) => i.openedBy)).toEqual(most.map((i) => i.openedBy));
      expect(cohort.leastOpened.map((i) => i.openedBy)).toEqual(least.map((i) => i.openedBy));
      for (const item of [...cohort.mostOpened, ...cohort.leastOpened])
        expect(counted.find((c) => c.id === item.id)?.openedBy).toBe(item.openedBy);
    }
  });

  it('the CSV holds the same figures, a formula-looking name neutralised', async () => {
    const rename = async (name: string) =>
      expect(
        (await call(api.cohorts.update, { as: 'admin', params: { cohortId }, body: { name } })).status,
      ).toBe(200);
    await rename('=HYPERLINK("x")');
    try {
      const response = await call(api.schoolAnalytics.schoolAnalyticsCsv, {
        as: 'admin',
        query: { weeks: 4 },
      });
      expect(response.headers['content-type']).toMatch(/text\/csv/);
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="school-analytics-/);
      const lines = response.text.trim().split('\r\n');
      expect(lines[0]).toMatch(
        /^Level,Training center,Training partner,Cohort,Curriculum,Students,Active week of /,
      );
      const data = (await call(api.schoolAnalytics.schoolAnalytics, { as: 'admin', query: { weeks: 4 } }))
        .body.data as SchoolAnalytics;
      const cohortCount = data.centers.reduce((n, c) => n + c.cohorts.length, 0);
      expect(lines).toHaveLength(1 + 1 + data.centers.length + cohortCount);
      const row = lines.find((line) => line.includes('HYPERLINK'))!;
      expect(row).toContain(`"'=HYPERLINK(""x"")"`);
      const science = data.centers.flatMap((c) => c.cohorts).find((c) => c.id === cohortId)!;
      expect(row).toContain(
        [
          science.students,
          ...science.activeByWeek,
          science.assessmentsServed,
          science.attemptsCompleted,
          science.averageScore ?? '',
        ].join(','),
      );
    } finally {
      await rename('Class 8A Science');
    }
  });
});

describe("the student's scores over time", () => {
  it('her results she may see and her practice quizzes, oldest first, as percentages', async () => {
    const student = students[0]!;
    const response = await call(api.schoolAnalytics.myScores, { as: student });
    expect(response.status, response.text).toBe(200);
    const { scores } = response.body.data as {
      scores: Array<{ kind: string; id: number; percentage: number; at: string }>;
    };
    const results = scores.filter((s) => s.kind === 'assessment');
    // Skipped: 3 right of 4, 1 skipped at -1: 2 / 4. Never: not hers to see. Plain: 1 of 4.
    expect(results.find((s) => s.id === exams.skipped)?.percentage).toBe(50);
    expect(results.find((s) => s.id === exams.never)).toBeUndefined();
    expect(results.find((s) => s.id === exams.plain)?.percentage).toBe(25);
    const db = t.database.db;
    const quizzes = await db.select().from(practiceResults).where(eq(practiceResults.studentId, student.id));
    const practice = scores.filter((s) => s.kind === 'practice');
    expect(practice.map((s) => [s.at, s.percentage]).sort()).toEqual(
      quizzes.map((q) => [q.createdAt.toISOString(), Math.round(q.percentage * 10) / 10]).sort(),
    );
    expect(scores.map((s) => s.at)).toEqual([...scores.map((s) => s.at)].sort());
    // Another student's quizzes never appear.
    const other = (await call(api.schoolAnalytics.myScores, { as: students[1]! })).body.data.scores as Array<{
      percentage: number;
      kind: string;
    }>;
    expect(other.filter((s) => s.kind === 'practice').map((s) => s.percentage)).toContain(40);
    expect(practice.map((s) => s.percentage)).not.toContain(40);
    expect(
      other.find((s) => s.kind === 'assessment' && (s as { id?: number }).id === exams.skipped)?.percentage,
    ).toBe(0);
  });

  it('where to study: the first live content item of each concept and subconcept she studies', async () => {
    const response = await call(api.schoolAnalytics.myScores, { as: students[0]! });
    const { studyContent } = response.body.data as {
      studyContent: Array<{ conceptId: number; subconceptId: number | null; contentId: number }>;
    };
    const db = t.database.db;
    const rows = await db
      .select({ item: contentItems, concept: concepts, course: courses, sub: subconcepts })
      .from(contentItems)
      .innerJoin(concepts, eq(concepts.id, contentItems.conceptId))
      .innerJoin(courses, eq(courses.id, concepts.courseId))
      .leftJoin(subconcepts, eq(subconcepts.id, contentItems.subconceptId))
      .where(
        inArray(
          courses.curriculumId,
          db
            .select({ id: cohorts.curriculumId })
            .from(cohortStudents)
            .innerJoin(cohorts, eq(cohorts.id, cohortStudents.cohortId))
            .where(eq(cohortStudents.studentId, students[0]!.id)),
        ),
      );
    const live = rows.filter(
      (r) => !r.item.retiredAt && !r.concept.retiredAt && !r.course.retiredAt && !r.sub?.retiredAt,
    );
    const first = new Map<string, (typeof live)[number]>();
    for (const r of live) {
      const key = `${r.concept.id}:${r.item.subconceptId}`;
      const known = first.get(key);
      if (
        !known ||
        r.item.position < known.item.position ||
        (r.item.position === known.item.position && r.item.id < known.item.id)
      )
        first.set(key, r);
    }
    const expected = [...first.values()]
      .map((r) => `${r.concept.id}:${r.item.subconceptId}:${r.item.id}`)
      .sort();
    expect(studyContent.map((s) => `${s.conceptId}:${s.subconceptId}:${s.contentId}`).sort()).toEqual(
      expected,
    );
    expect(expected.length).toBeGreaterThan(0);
  });
});

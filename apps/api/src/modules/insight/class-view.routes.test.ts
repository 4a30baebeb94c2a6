import { api, type CohortActivity } from '@pathshala/contracts';
import {
  assessments,
  attempts,
  cohortStudents,
  cohorts,
  concepts,
  contentItems,
  contentProgress,
  courses,
  curricula,
  mastery,
  practiceResults,
  servings,
  subconcepts,
  users,
} from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';

/**
 * Issue 30: the class view's columns per student. Every figure is checked against a computation
 * made here from the raw rows (progress, practice results, attempts, mastery), not by the code under test.
 */

let t: TestApp;
let call: ApiCall;
let science: { id: number; curriculumId: number };
let maths: { id: number; curriculumId: number };
let removedId: number;

const byName = async (name: string) => {
  const [row] = await t.database.db.select().from(cohorts).where(eq(cohorts.name, name));
  return { id: row!.id, curriculumId: row!.curriculumId };
};

/** The live subconcepts and content items of a curriculum, by walking the tree here. */
async function liveTree(curriculumId: number) {
  const db = t.database.db;
  const [curriculum] = await db.select().from(curricula).where(eq(curricula.id, curriculumId));
  const liveCourses = (await db.select().from(courses).where(eq(courses.curriculumId, curriculumId))).filter(
    (c) => !c.retiredAt && !curriculum!.retiredAt,
  );
  const courseIds = new Set(liveCourses.map((c) => c.id));
  const liveConcepts = (await db.select().from(concepts)).filter(
    (c) => courseIds.has(c.courseId) && !c.retiredAt,
  );
  const conceptIds = new Set(liveConcepts.map((c) => c.id));
  const allSubs = await db.select().from(subconcepts);
  const liveSubs = allSubs.filter((s) => conceptIds.has(s.conceptId) && !s.retiredAt);
  const retiredSub = new Set(allSubs.filter((s) => s.retiredAt).map((s) => s.id));
  const items = (await db.select().from(contentItems)).filter(
    (i) =>
      conceptIds.has(i.conceptId) &&
      !i.retiredAt &&
      (i.subconceptId === null || !retiredSub.has(i.subconceptId)),
  );
  return { subconceptIds: new Set(liveSubs.map((s) => s.id)), itemIds: new Set(items.map((i) => i.id)) };
}

/** The expected row of one student of a cohort, from raw rows. */
async function expectedRow(cohort: { id: number; curriculumId: number }, studentId: number) {
  const db = t.database.db;
  const tree = await liveTree(cohort.curriculumId);
  const progress = await db.select().from(contentProgress).where(eq(contentProgress.studentId, studentId));
  const quizzes = await db.select().from(practiceResults).where(eq(practiceResults.studentId, studentId));
  const inTree = quizzes.filter((q) => tree.subconceptIds.has(q.subconceptId));
  const theirAttempts = await db
    .select({ attempt: attempts, totalMarks: assessments.totalMarks, cohortId: servings.cohortId })
    .from(attempts)
    .innerJoin(servings, eq(servings.id, attempts.servingId))
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .where(eq(attempts.studentId, studentId));
  const inCohort = theirAttempts.filter((a) => a.cohortId === cohort.id);
  const counted = inCohort.filter((a) => a.attempt.completedAt && !a.attempt.supersededAt);
  const kept = await db.select().from(mastery).where(eq(mastery.studentId, studentId));
  const moments = [
    ...progress.map((p) => p.updatedAt.getTime()),
    ...quizzes.map((q) => q.createdAt.getTime()),
    ...kept.map((k) => k.lastAnsweredAt.getTime()),
    ...inCohort
      .filter((a) => !a.attempt.supersededAt)
      .map((a) => (a.attempt.completedAt ?? a.attempt.startedAt).getTime()),
  ];
  return {
    study: {
      completed: progress.filter((p) => p.status === 'completed' && tree.itemIds.has(p.contentId)).length,
      total: tree.itemIds.size,
    },
    practice: {
      quizzes: inTree.length,
      correct: inTree.reduce((sum, q) => sum + q.correctAnswers, 0),
      total: inTree.reduce((sum, q) => sum + q.totalQuestions, 0),
    },
    assessments: {
      completed: counted.length,
      average:
        counted.length === 0
          ? null
          : counted.reduce((sum, a) => sum + a.attempt.score / a.totalMarks, 0) / counted.length,
    },
    lastActiveAt: moments.length ? new Date(Math.max(...moments)).toISOString() : null,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  science = await byName('Class 8A Science');
  maths = await byName('Class 8A Mathematics');
  const db = t.database.db;
  const members = await db.select().from(cohortStudents).where(eq(cohortStudents.cohortId, science.id));
  const ids = members.map((m) => m.studentId).sort((a, b) => a - b);
  const scienceTree = await liveTree(science.curriculumId);
  const mathsTree = await liveTree(maths.curriculumId);
  const [scienceSub, otherScienceSub] = [...scienceTree.subconceptIds];
  const [mathsSub] = [...mathsTree.subconceptIds];
  const [item1, item2, item3] = [...scienceTree.itemIds];
  const at = (days: number) => new Date(t.clock.now().getTime() - days * 86_400_000);
  const quiz = (studentId: number, subconceptId: number, correct: number, total: number, days: number) => ({
    studentId,
    subconceptId,
    obtainedMarks: correct,
    totalMarks: total,
    correctAnswers: correct,
    totalQuestions: total,
    percentage: (correct / total) * 100,
    passed: correct / total >= 0.5,
    details: [],
    createdAt: at(days),
  });
  // Practice on the science curriculum, and on maths (which the science view leaves out).
  await db
    .insert(practiceResults)
    .values([
      quiz(ids[1]!, scienceSub!, 3, 5, 3),
      quiz(ids[1]!, otherScienceSub!, 5, 5, 2),
      quiz(ids[2]!, scienceSub!, 1, 4, 10),
      quiz(ids[1]!, mathsSub!, 0, 5, 1),
    ]);
  // Study: completed, in progress, and a completed item that is then retired (it leaves the figure).
  await db.insert(contentProgress).values([
    { studentId: ids[2]!, contentId: item1!, completionPercent: 100, status: 'completed', updatedAt: at(4) },
    { studentId: ids[2]!, contentId: item2!, completionPercent: 50, status: 'in_progress', updatedAt: at(5) },
    { studentId: ids[2]!, contentId: item3!, completionPercent: 100, status: 'completed', updatedAt: at(6) },
  ]);
  await db
    .update(contentItems)
    .set({ retiredAt: at(0) })
    .where(eq(contentItems.id, item3!));
  // A reset (superseded) attempt and one still open: neither counts in the average.
  const [serving1001] = await db
    .select()
    .from(servings)
    .where(and(eq(servings.cohortId, science.id), eq(servings.assessmentId, 1001)));
  await db.insert(attempts).values([
    {
      assessmentId: 1001,
      servingId: serving1001!.id,
      studentId: ids[1]!,
      startedAt: at(3),
      deadline: at(2.9),
      completedAt: at(2.95),
      score: 0,
      supersededAt: at(2.5),
    },
    {
      assessmentId: 1001,
      servingId: serving1001!.id,
      studentId: ids[1]!,
      startedAt: at(0.01),
      deadline: new Date(t.clock.now().getTime() + 3_600_000),
    },
  ]);
  // A student removed from the cohort leaves its class view.
  removedId = ids[ids.length - 1]!;
  await call(api.cohorts.removeMembers, {
    as: 'admin',
    params: { cohortId: science.id },
    body: { studentIds: [removedId] },
  });
}, 120_000);
afterAll(async () => t?.close());

describe(`the class view's columns (${testDriver})`, () => {
  it('per current student: study, practice, assessments and last active, as the raw rows give them', async () => {
    const response = await call(api.insight.cohortActivity, {
      as: 'teacher1',
      params: { cohortId: science.id },
    });
    expect(response.status, response.text).toBe(200);
    const data = response.body.data as CohortActivity;
    expect(data.cohort).toMatchObject({ id: science.id, name: 'Class 8A Science' });
    const current = await t.database.db
      .select({ id: cohortStudents.studentId })
      .from(cohortStudents)
      .where(eq(cohortStudents.cohortId, science.id));
    expect(data.students.map((s) => s.id).sort()).toEqual(current.map((s) => s.id).sort());
    expect(data.students.some((s) => s.id === removedId)).toBe(false);
    let withPractice = 0;
    let withStudy = 0;
    let withAttempts = 0;
    for (const student of data.students) {
      const want = await expectedRow(science, student.id);
      expect(student.study, `student ${student.id}`).toEqual(want.study);
      expect(student.practice, `student ${student.id}`).toEqual(want.practice);
      expect(student.assessments.completed, `student ${student.id}`).toBe(want.assessments.completed);
      if (want.assessments.average === null) expect(student.assessments.average).toBeNull();
      else expect(student.assessments.average).toBeCloseTo(want.assessments.average, 9);
      expect(student.lastActiveAt, `student ${student.id}`).toBe(want.lastActiveAt);
      if (student.practice.quizzes > 0) withPractice++;
      if (student.study.completed > 0) withStudy++;
      if (student.assessments.completed > 0) withAttempts++;
    }
    // The fixtures are exercised: practice, study and attempts each reach some students, not all.
    expect(withPractice).toBeGreaterThanOrEqual(2);
    expect(withStudy).toBeGreaterThanOrEqual(2);
    expect(withAttempts).toBeGreaterThanOrEqual(5);
    expect(withAttempts).toBeLessThan(data.students.length);
  });

  it('the same student in another cohort is figured on that cohort (its curriculum, its servings)', async () => {
    const response = await call(api.insight.cohortActivity, {
      as: 'teacher1',
      params: { cohortId: maths.id },
    });
    expect(response.status, response.text).toBe(200);
    const data = response.body.data as CohortActivity;
    for (const student of data.students) {
      const want = await expectedRow(maths, student.id);
      expect(student.practice).toEqual(want.practice);
      expect(student.study).toEqual(want.study);
      expect(student.assessments).toEqual({ completed: 0, average: null });
    }
  });
});

describe(`who may read the class view (${testDriver})`, () => {
  it("the cohort's teachers and admins; another teacher's cohort and unknown ones are not found; students never", async () => {
    for (const who of ['teacher1', 'teacher2', 'admin'] as const)
      expect(
        (await call(api.insight.cohortActivity, { as: who, params: { cohortId: science.id } })).status,
      ).toBe(200);
    const other = await call(api.insight.cohortActivity, {
      as: 'teacher3',
      params: { cohortId: science.id },
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Cohort not found');
    expect(
      (await call(api.insight.cohortActivity, { as: 'teacher1', params: { cohortId: 999_999 } })).status,
    ).toBe(404);
    expect(
      (await call(api.insight.cohortActivity, { as: 'student', params: { cohortId: science.id } })).status,
    ).toBe(403);
    expect(
      (await call(api.insight.cohortActivity, { as: null, params: { cohortId: science.id } })).status,
    ).toBe(401);
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const response = await call(api.insight.cohortActivity, { as: 'admin', params: { cohortId: bad } });
      expect(response.status, bad).toBe(400);
      expect(response.body.message, bad).toMatch(/number|expected/i);
    }
  });

  it('a removed teacher no longer reads the cohort', async () => {
    const [teacher2] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'teacher2@pathshala.example'));
    const removed = await call(api.cohorts.removeMembers, {
      as: 'admin',
      params: { cohortId: science.id },
      body: { teacherIds: [teacher2!.id] },
    });
    expect(removed.body.data.changed).toHaveLength(1);
    expect(
      (await call(api.insight.cohortActivity, { as: 'teacher2', params: { cohortId: science.id } })).status,
    ).toBe(404);
  });
});

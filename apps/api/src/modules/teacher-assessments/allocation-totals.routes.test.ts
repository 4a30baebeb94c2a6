import { api, messages, teacherAuthoringMessages } from '@pathshala/contracts';
import { assessmentCourses, assessments, auditLog } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { makeBankCourse, shareAt } from './assessment-questions.test-support';

/**
 * Totals that follow the questions (issue 28): in step 3 a course's questions and marks change with
 * `totalsFollow`, and the assessment's totals move by as much, in one call the server checks.
 */

const m = messages.teacher;
const ta = teacherAuthoringMessages;

let t: TestApp;
let call: ApiCall;
let lab1: Awaited<ReturnType<typeof makeBankCourse>>;
let lab2: Awaited<ReturnType<typeof makeBankCourse>>;
/** 3 questions, 3 marks: lab1 2 / 2 (a1, a2 chosen), lab2 1 / 1. EDIT for teacher2, VIEW for teacher3. */
let T: number;

const patch = (account: Account | null, id: number, courseId: number, payload: unknown) =>
  call(api.teacher.updateAllocation, { as: account, params: { id, courseId }, body: unchecked(payload) });
const follow = (questions: number, marks: number) => ({
  AC_CO_NoOfQns: questions,
  AC_CO_TotMarks: marks,
  totalsFollow: true,
});
/** The assessment's totals, its finished state and its allocations, as stored. */
async function stateOf(id: number) {
  const [row] = await t.ctx.db.select().from(assessments).where(eq(assessments.id, id));
  const allocations = await t.ctx.db
    .select()
    .from(assessmentCourses)
    .where(eq(assessmentCourses.assessmentId, id));
  return {
    totals: [row!.totalQuestions, row!.totalMarks],
    finalized: row!.finalizedAt !== null,
    allocations: allocations
      .map((a) => [a.courseId, a.questionCount, a.totalMarks])
      .sort((a, b) => a[0]! - b[0]!),
  };
}
async function create(totalQuestions: number, totalMarks: number) {
  const id = (await call(api.teacher.nextId, { as: 'teacher1' })).body.nextId as number;
  const created = await call(api.teacher.create, {
    as: 'teacher1',
    body: {
      AM_id: id,
      AM_Name: `Totals ${id}`,
      AM_Duration: 600,
      AM_TotQns: totalQuestions,
      AM_TotMarks: totalMarks,
      AM_CU_id: lab1.curriculumId,
    },
  });
  expect(created.status).toBe(200);
  return id;
}
async function allocate(id: number, course: typeof lab1, questionCount: number, marks: number) {
  const answer = await call(api.teacher.allocateCourse, {
    as: 'teacher1',
    body: {
      AC_AM_id: id,
      AC_CU_id: course.curriculumId,
      AC_CO_id: course.courseId,
      AC_CO_NoOfQns: questionCount,
      AC_CO_TotMarks: marks,
    },
  });
  expect(answer.status).toBe(200);
}
async function choose(id: number, seq: number, questionId: number) {
  return call(api.teacher.addQuestion, {
    as: 'teacher1',
    body: {
      AM_id: id,
      AQ_SeqNum: seq,
      CQ_Id: questionId,
    },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  lab1 = await makeBankCourse(t, 'Totals Lab One', 93);
  lab2 = await makeBankCourse(t, 'Totals Lab Two', 94);
  T = await create(3, 3);
  await allocate(T, lab1, 2, 2);
  await allocate(T, lab2, 1, 1);
  expect((await choose(T, 1, lab1.q.a1)).status).toBe(200);
  expect((await choose(T, 2, lab1.q.a2)).status).toBe(200);
  await shareAt(t, T, 'teacher2', 'EDIT');
  await shareAt(t, T, 'teacher3', 'VIEW');
});
afterAll(async () => t?.close());

describe(`PATCH /api/assessments/:id/courses/:courseId with totalsFollow: who may (${testDriver})`, () => {
  it('answers 401, and 403 to a student, an admin, a VIEW share and a teacher without access, changing nothing', async () => {
    const before = await stateOf(T);
    expect((await patch(null, T, lab2.courseId, follow(1, 2))).status).toBe(401);
    expect((await patch('student', T, lab2.courseId, follow(1, 2))).status).toBe(403);
    expect((await patch('admin', T, lab2.courseId, follow(1, 2))).status).toBe(403);
    expect(await patch('teacher3', T, lab2.courseId, follow(1, 2))).toMatchObject({
      status: 403,
      body: { message: m.cannotEdit },
    });
    // 1003 is teacher1's and shared with nobody.
    expect(await patch('teacher3', 1003, lab2.courseId, follow(1, 2))).toMatchObject({
      status: 403,
      body: { message: m.noAccess },
    });
    expect(await stateOf(T)).toEqual(before);
  });

  it('answers 409 on a served assessment, 404 for unknown ids, 400 for a path that is no id', async () => {
    const [served] = await t.ctx.db
      .select()
      .from(assessmentCourses)
      .where(eq(assessmentCourses.assessmentId, 1002));
    const servedBefore = await stateOf(1002);
    expect(
      await patch('teacher1', 1002, served!.courseId, follow(served!.questionCount, served!.totalMarks + 1)),
    ).toMatchObject({ status: 409, body: { message: m.servedFrozen } });
    expect(await stateOf(1002)).toEqual(servedBefore);
    expect(await patch('teacher1', 999_999, lab2.courseId, follow(1, 2))).toMatchObject({
      status: 404,
      body: { message: m.assessmentNotFound },
    });
    expect(await patch('teacher1', T, served!.courseId, follow(1, 2))).toMatchObject({
      status: 404,
      body: { message: ta.allocationNotFound },
    });
    expect((await patch('teacher1', T, 0, follow(1, 2))).status).toBe(400);
    expect(
      (
        await call(api.teacher.updateAllocation, {
          as: 'teacher1',
          params: { id: 'x', courseId: lab2.courseId },
          body: follow(1, 2),
        })
      ).status,
    ).toBe(400);
  });

  it.each([
    [{ AC_CO_NoOfQns: 1, AC_CO_TotMarks: 2, totalsFollow: 'yes' }, 'totalsFollow must be a boolean'],
    [{ AC_CO_NoOfQns: 1, AC_CO_TotMarks: '2', totalsFollow: true }, 'AC_CO_TotMarks must be a number'],
    // zod's own words for a fraction name the field.
    [{ AC_CO_NoOfQns: 1.5, AC_CO_TotMarks: 2, totalsFollow: true }, 'AC_CO_NoOfQns'],
    [{ AC_CO_TotMarks: 2, totalsFollow: true }, 'AC_CO_NoOfQns is required'],
    [{ AC_CO_NoOfQns: 0, AC_CO_TotMarks: 2, totalsFollow: true }, 'Number of questions must be at least 1'],
  ])('answers 400 for %j and changes nothing', async (payload, message) => {
    const before = await stateOf(T);
    const answer = await patch('teacher1', T, lab2.courseId, payload);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(await stateOf(T)).toEqual(before);
  });
});

describe('PATCH with totalsFollow: what it changes', () => {
  it('never below what is chosen, nor marks the course cannot carry, nor past the most an assessment holds', async () => {
    const before = await stateOf(T);
    expect((await patch('teacher1', T, lab1.courseId, follow(1, 1))).body.message).toBe(
      ta.allocationBelowChosen(lab1.courseName, 2),
    );
    expect((await patch('teacher1', T, lab1.courseId, follow(2, 3))).body.message).toBe(
      ta.allocationMarksMustMatch(lab1.courseName, 2),
    );
    // Lab questions carry 1 or 2 marks: one question of lab2 carries 1 or 2.
    expect((await patch('teacher1', T, lab2.courseId, follow(1, 3))).body.message).toBe(
      ta.allocationMarksOutOfReach(lab2.courseName, 1, 1, 2),
    );
    // Lab courses offer 7 questions each.
    expect((await patch('teacher1', T, lab2.courseId, follow(8, 8))).body.message).toBe(
      m.courseTooFewQuestions(lab2.courseName, 7),
    );
    expect(await stateOf(T)).toEqual(before);

    const big = await create(199, 999);
    await allocate(big, lab2, 1, 1);
    expect(await patch('teacher1', big, lab2.courseId, follow(3, 3))).toMatchObject({
      status: 400,
      body: { message: ta.totalQuestionsTooMany(200) },
    });
    expect(await patch('teacher1', big, lab2.courseId, follow(1, 2))).toMatchObject({
      status: 200,
      body: { totals: { AM_TotQns: 199, AM_TotMarks: 1000 } },
    });
    expect(await patch('teacher1', big, lab2.courseId, follow(2, 3))).toMatchObject({
      status: 400,
      body: { message: ta.totalMarksTooMany(1000) },
    });
    expect((await stateOf(big)).totals).toEqual([199, 1000]);
  });

  it('lets an EDIT share raise a course: the totals move by as much, and a 2-mark question then fits', async () => {
    // lab2 has 1 question and 1 mark left: a 2-mark question does not fit.
    expect((await choose(T, 3, lab2.q.a4)).body.message).toBe(m.courseMarksExceeded(lab2.courseName, 1));
    const answer = await patch('teacher2', T, lab2.courseId, follow(1, 2));
    expect(answer).toMatchObject({
      status: 200,
      body: {
        message: ta.allocationUpdated,
        allocation: { AC_CO_id: lab2.courseId, AC_CO_NoOfQns: 1, AC_CO_TotMarks: 2 },
        totals: { AM_TotQns: 3, AM_TotMarks: 4 },
      },
    });
    expect(await stateOf(T)).toEqual({
      totals: [3, 4],
      finalized: false,
      allocations: [
        [lab1.courseId, 2, 2],
        [lab2.courseId, 1, 2],
      ],
    });
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.questions_change'), eq(auditLog.entityId, String(T))))
      .orderBy(auditLog.id);
    expect(audits.at(-1)!.details).toEqual({
      change: 'allocation_update',
      courseId: lab2.courseId,
      from: { questionCount: 1, totalMarks: 1 },
      to: { questionCount: 1, totalMarks: 2 },
      totals: { from: { totalQuestions: 3, totalMarks: 3 }, to: { totalQuestions: 3, totalMarks: 4 } },
    });
    expect((await choose(T, 3, lab2.q.a4)).status).toBe(200);
    expect((await stateOf(T)).finalized).toBe(true);
  });

  it('unfinishes a finished draft when raised, and finishes it again when lowered to what is chosen', async () => {
    const raised = await patch('teacher1', T, lab1.courseId, follow(3, 3));
    expect(raised).toMatchObject({ status: 200, body: { totals: { AM_TotQns: 4, AM_TotMarks: 5 } } });
    expect(await stateOf(T)).toMatchObject({ totals: [4, 5], finalized: false });
    expect(
      (await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: T } })).body.assessment,
    ).toMatchObject({
      AM_TotQns: 4,
      AM_TotMarks: 5,
      is_finalized: false,
    });
    const lowered = await patch('teacher1', T, lab1.courseId, follow(2, 2));
    expect(lowered).toMatchObject({ status: 200, body: { totals: { AM_TotQns: 3, AM_TotMarks: 4 } } });
    expect(await stateOf(T)).toMatchObject({ totals: [3, 4], finalized: true });
  });

  it('without totalsFollow the course still moves within the totals (step 2)', async () => {
    const before = await stateOf(T);
    expect(
      (
        await patch('teacher1', T, lab1.courseId, {
          AC_CO_NoOfQns: 3,
          AC_CO_TotMarks: 3,
          totalsFollow: false,
        })
      ).body.message,
    ).toBe(m.exceedQuestions(3, 3));
    expect(await stateOf(T)).toEqual(before);
  });
});

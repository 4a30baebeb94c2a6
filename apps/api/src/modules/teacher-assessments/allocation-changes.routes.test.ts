import { api, messages, teacherAuthoringMessages } from '@pathshala/contracts';
import { assessmentCourses, auditLog, courses, curricula } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { makeBankCourse, shareAt } from './assessment-questions.test-support';

const m = messages.teacher;
const ta = teacherAuthoringMessages;

let t: TestApp;
let call: ApiCall;
let lab1: Awaited<ReturnType<typeof makeBankCourse>>;
let lab2: Awaited<ReturnType<typeof makeBankCourse>>;
/** Z: 3 questions, 4 marks; lab1 2 questions / 2 marks, lab2 1 question / 2 marks, all chosen. FULL for teacher2, VIEW for teacher3. */
let Z: number;

const allocate = (id: number, course: typeof lab1, questionCount: number, marks: number) =>
  call(api.teacher.allocateCourse, {
    as: 'teacher1',
    body: {
      AC_AM_id: id,
      AC_CU_id: course.curriculumId,
      AC_CO_id: course.courseId,
      AC_CO_NoOfQns: questionCount,
      AC_CO_TotMarks: marks,
    },
  });
const patch = (account: Account | null, id: number, courseId: number, payload: unknown) =>
  call(api.teacher.updateAllocation, { as: account, params: { id, courseId }, body: unchecked(payload) });
const remove = (account: Account | null, id: number, courseId: number, removeQuestions?: string) =>
  call(api.teacher.removeAllocation, { as: account, params: { id, courseId }, query: { removeQuestions } });
const allocationsOf = async (id: number) =>
  (await call(api.teacher.assessmentCourses, { as: 'teacher1', params: { id } })).body.courses.map((c) => [
    c.AC_CO_id,
    c.AC_CO_NoOfQns,
    c.AC_CO_TotMarks,
  ]);
const placedIds = async (id: number) =>
  (await call(api.teacher.assessmentQuestions, { as: 'teacher1', params: { id } })).body.questions.map(
    (q) => q.CQ_Id,
  );
async function create(totalQuestions: number, totalMarks: number, curriculumId = lab1.curriculumId) {
  const id = (await call(api.teacher.nextId, { as: 'teacher1' })).body.nextId as number;
  const created = await call(api.teacher.create, {
    as: 'teacher1',
    body: {
      AM_id: id,
      AM_Name: `Allocation ${id}`,
      AM_Duration: 600,
      AM_TotQns: totalQuestions,
      AM_TotMarks: totalMarks,
      AM_CU_id: curriculumId,
    },
  });
  return { id, created };
}

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  lab1 = await makeBankCourse(t, 'Allocation Lab One', 91);
  lab2 = await makeBankCourse(t, 'Allocation Lab Two', 92);
  Z = (await create(3, 4)).id;
  await shareAt(t, Z, 'teacher2', 'FULL');
  await shareAt(t, Z, 'teacher3', 'VIEW');
});
afterAll(async () => t?.close());

describe(`retired curricula and courses, and allocations that could never be filled (${testDriver})`, () => {
  it('refuses to create an assessment on a retired curriculum', async () => {
    const [retired] = await t.ctx.db
      .insert(curricula)
      .values({ name: 'Retired Lab Curriculum', retiredAt: new Date('2026-10-01') })
      .returning();
    const { id, created } = await create(1, 1, retired!.id);
    expect(created).toMatchObject({ status: 400, body: { message: ta.curriculumRetired } });
    expect((await call(api.teacher.getAssessment, { as: 'teacher1', params: { id } })).status).toBe(404);
  });

  it('refuses to allocate a retired course', async () => {
    const [retired] = await t.ctx.db
      .insert(courses)
      .values({
        curriculumId: lab1.curriculumId,
        name: 'Retired Lab Course',
        retiredAt: new Date('2026-10-01'),
      })
      .returning();
    const before = await allocationsOf(Z);
    const answer = await allocate(Z, { ...lab1, courseId: retired!.id }, 1, 1);
    expect(answer).toMatchObject({ status: 400, body: { message: ta.courseRetired } });
    expect(await allocationsOf(Z)).toEqual(before);
  });

  it('refuses to allocate a live course of a curriculum retired since the draft was made, in the curriculum’s words', async () => {
    const { id } = await create(1, 1);
    await t.ctx.db
      .update(curricula)
      .set({ retiredAt: new Date('2026-10-01') })
      .where(eq(curricula.id, lab1.curriculumId));
    try {
      const answer = await allocate(id, lab1, 1, 1);
      expect(answer).toMatchObject({ status: 400, body: { message: ta.curriculumRetired } });
      expect(await allocationsOf(id)).toEqual([]);
    } finally {
      await t.ctx.db.update(curricula).set({ retiredAt: null }).where(eq(curricula.id, lab1.curriculumId));
    }
  });

  it('lists courses with the number of questions they offer an assessment', async () => {
    const listed = await call(api.teacher.courses, {
      as: 'teacher1',
      query: { curriculum_id: lab1.curriculumId },
    });
    const row = listed.body.courses.find((c) => c.CO_id === lab1.courseId);
    expect(row?.questionCount).toBe(7);
    expect(listed.body.courses.some((c) => c.CO_Name === 'Retired Lab Course')).toBe(false);
  });

  it('refuses marks the course questions cannot add up to', async () => {
    // Lab questions carry 1 or 2 marks: two of them carry 2 to 4.
    expect((await allocate(Z, lab1, 2, 1)).body.message).toBe(
      ta.allocationMarksOutOfReach(lab1.courseName, 2, 2, 4),
    );
    expect(await allocationsOf(Z)).toEqual([]);
  });

  it('allocates and fills Z', async () => {
    expect((await allocate(Z, lab1, 2, 2)).status).toBe(200);
    expect((await allocate(Z, lab2, 1, 2)).status).toBe(200);
    for (const [seq, id] of [
      [1, lab1.q.a1],
      [2, lab2.q.a4],
      [3, lab1.q.a2],
    ] as const) {
      expect(
        (
          await call(api.teacher.addQuestion, {
            as: 'teacher1',
            body: {
              AM_id: Z,
              AQ_SeqNum: seq,
              CQ_Id: id,
            },
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: Z } })).body.assessment
        .is_finalized,
    ).toBe(true);
  });
});

describe('PATCH /api/assessments/:id/courses/:courseId', () => {
  it('answers 401, and 403 to a student, an admin, a VIEW teacher and a teacher without access', async () => {
    const body = { AC_CO_NoOfQns: 2, AC_CO_TotMarks: 2 };
    expect((await patch(null, Z, lab1.courseId, body)).status).toBe(401);
    expect((await patch('student', Z, lab1.courseId, body)).status).toBe(403);
    expect((await patch('admin', Z, lab1.courseId, body)).status).toBe(403);
    expect(await patch('teacher3', Z, lab1.courseId, body)).toMatchObject({
      status: 403,
      body: { message: m.cannotEdit },
    });
    // 1003 is teacher1's and shared with nobody.
    expect(await patch('teacher3', 1003, lab1.courseId, body)).toMatchObject({
      status: 403,
      body: { message: m.noAccess },
    });
  });

  it('answers 409 on a served assessment and 404 for a course it does not allocate', async () => {
    const [served] = await t.ctx.db
      .select()
      .from(assessmentCourses)
      .where(eq(assessmentCourses.assessmentId, 1002));
    expect(
      await patch('teacher1', 1002, served!.courseId, {
        AC_CO_NoOfQns: served!.questionCount,
        AC_CO_TotMarks: 1,
      }),
    ).toMatchObject({ status: 409, body: { message: m.servedFrozen } });
    expect(
      await patch('teacher1', Z, served!.courseId, { AC_CO_NoOfQns: 1, AC_CO_TotMarks: 1 }),
    ).toMatchObject({
      status: 404,
      body: { message: ta.allocationNotFound },
    });
  });

  it.each([
    [{ AC_CO_NoOfQns: 0, AC_CO_TotMarks: 2 }, 'Number of questions must be at least 1'],
    [{ AC_CO_NoOfQns: 2, AC_CO_TotMarks: 0 }, 'Marks must be at least 1'],
    [{ AC_CO_NoOfQns: '2', AC_CO_TotMarks: 2 }, 'AC_CO_NoOfQns must be a number'],
    [{ AC_CO_TotMarks: 2 }, 'AC_CO_NoOfQns is required'],
  ])('answers 400 for %j', async (payload, message) => {
    expect(await patch('teacher1', Z, lab1.courseId, payload)).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it('never goes below what is chosen, nor past the totals', async () => {
    expect(
      (await patch('teacher1', Z, lab1.courseId, { AC_CO_NoOfQns: 1, AC_CO_TotMarks: 1 })).body.message,
    ).toBe(ta.allocationBelowChosen(lab1.courseName, 2));
    expect(
      (await patch('teacher1', Z, lab1.courseId, { AC_CO_NoOfQns: 2, AC_CO_TotMarks: 1 })).body.message,
    ).toBe(ta.allocationMarksMustMatch(lab1.courseName, 2));
    expect(
      (await patch('teacher1', Z, lab2.courseId, { AC_CO_NoOfQns: 2, AC_CO_TotMarks: 2 })).body.message,
    ).toBe(m.exceedQuestions(2, 3));
    expect(await allocationsOf(Z)).toEqual([
      [lab1.courseId, 2, 2],
      [lab2.courseId, 1, 2],
    ]);
  });
});

describe('DELETE /api/assessments/:id/courses/:courseId', () => {
  it('answers 401, 403 to a student and a VIEW teacher, 409 on a served assessment', async () => {
    expect((await remove(null, Z, lab2.courseId)).status).toBe(401);
    expect((await remove('student', Z, lab2.courseId)).status).toBe(403);
    expect((await remove('teacher3', Z, lab2.courseId)).status).toBe(403);
    const [served] = await t.ctx.db
      .select()
      .from(assessmentCourses)
      .where(eq(assessmentCourses.assessmentId, 1002));
    expect((await remove('teacher1', 1002, served!.courseId, 'true')).status).toBe(409);
    expect((await remove('teacher1', Z, lab2.courseId, 'maybe')).status).toBe(400);
  });

  it('asks for confirmation while questions of the course are chosen, and changes nothing', async () => {
    expect(await remove('teacher1', Z, lab2.courseId)).toMatchObject({
      status: 409,
      body: { message: ta.allocationHasQuestions(lab2.courseName, 1) },
    });
    expect((await remove('teacher1', Z, lab2.courseId, 'false')).status).toBe(409);
    expect(await placedIds(Z)).toEqual([lab1.q.a1, lab2.q.a4, lab1.q.a2]);
  });

  it('removes the course and its questions when confirmed by a FULL teacher, closing up the rest', async () => {
    const { status, body } = await remove('teacher2', Z, lab2.courseId, 'true');
    expect(status).toBe(200);
    expect(body).toMatchObject({ removedQuestions: 1, message: ta.allocationRemoved(1) });
    expect(await allocationsOf(Z)).toEqual([[lab1.courseId, 2, 2]]);
    const listed = (await call(api.teacher.assessmentQuestions, { as: 'teacher1', params: { id: Z } })).body
      .questions;
    expect(listed.map((q) => [q.AQ_SeqNum, q.CQ_Id])).toEqual([
      [1, lab1.q.a1],
      [2, lab1.q.a2],
    ]);
    expect(
      (await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: Z } })).body.assessment
        .is_finalized,
    ).toBe(false);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.questions_change'), eq(auditLog.entityId, String(Z))));
    expect(audit!.details).toEqual({
      change: 'allocation_remove',
      courseId: lab2.courseId,
      removedQuestionIds: [lab2.q.a4],
    });
  });

  it('then lets the teacher give the rest to the other course and finish', async () => {
    expect(
      (await patch('teacher1', Z, lab1.courseId, { AC_CO_NoOfQns: 3, AC_CO_TotMarks: 5 })).body.message,
    ).toBe(m.exceedMarks(5, 4));
    // Two chosen 1-mark questions and one still to choose (1 or 2 marks): 3 or 4 marks.
    expect(
      (await patch('teacher1', Z, lab1.courseId, { AC_CO_NoOfQns: 3, AC_CO_TotMarks: 2 })).body.message,
    ).toBe(ta.allocationMarksOutOfReach(lab1.courseName, 3, 3, 4));
    const updated = await patch('teacher2', Z, lab1.courseId, { AC_CO_NoOfQns: 3, AC_CO_TotMarks: 4 });
    expect(updated).toMatchObject({
      status: 200,
      body: { allocation: { AC_CO_id: lab1.courseId, AC_CO_NoOfQns: 3, AC_CO_TotMarks: 4 } },
    });
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.questions_change'), eq(auditLog.entityId, String(Z))));
    expect(audits.at(-1)!.details).toEqual({
      change: 'allocation_update',
      courseId: lab1.courseId,
      from: { questionCount: 2, totalMarks: 2 },
      to: { questionCount: 3, totalMarks: 4 },
    });
    const added = await call(api.teacher.addQuestion, {
      as: 'teacher1',
      body: {
        AM_id: Z,
        AQ_SeqNum: 3,
        CQ_Id: lab1.q.a4,
      },
    });
    expect(added.status).toBe(200);
    expect(
      (await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: Z } })).body.assessment
        .is_finalized,
    ).toBe(true);
  });

  it('removes a course with nothing chosen without asking', async () => {
    const { id } = await create(1, 1);
    expect((await allocate(id, lab2, 1, 1)).status).toBe(200);
    expect(await remove('teacher1', id, lab2.courseId)).toMatchObject({
      status: 200,
      body: { removedQuestions: 0, message: ta.allocationRemoved(0) },
    });
    expect(await allocationsOf(id)).toEqual([]);
  });
});

import { api, assessmentQuestionMessages, COURSE_QUESTIONS_LIMIT, messages } from '@pathshala/contracts';
import { assessments, auditLog, questions, users } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { makeBankCourse, shareAt } from './assessment-questions.test-support';

const m = messages.teacher;
const aq = assessmentQuestionMessages;

let t: TestApp;
let call: ApiCall;
let lab: Awaited<ReturnType<typeof makeBankCourse>>;
/** X: 4 questions, 5 marks, all from the lab course; FULL for teacher2, VIEW for teacher3. */
let X: number;
/** Y: 3 questions, 6 marks from the lab course; shared with nobody. */
let Y: number;
/** A question of a demo assessment that was served (1002): another assessment's, and another course's. */
let servedQuestionId: number;

async function createAssessment(totalQuestions: number, totalMarks: number, courseQuestions: number) {
  const id = (await call(api.teacher.nextId, { as: 'teacher1' })).body.nextId as number;
  const created = await call(api.teacher.create, {
    as: 'teacher1',
    body: {
      AM_id: id,
      AM_Name: `Lab ${id}`,
      AM_Duration: 600,
      AM_TotQns: totalQuestions,
      AM_TotMarks: totalMarks,
      AM_CU_id: lab.curriculumId,
    },
  });
  expect(created.status).toBe(200);
  const allocated = await call(api.teacher.allocateCourse, {
    as: 'teacher1',
    body: {
      AC_AM_id: id,
      AC_CU_id: lab.curriculumId,
      AC_CO_id: lab.courseId,
      AC_CO_NoOfQns: courseQuestions,
      AC_CO_TotMarks: totalMarks,
    },
  });
  expect(allocated.status).toBe(200);
  return id;
}

const add = (id: number, seq: number, questionId: number, account: 'teacher1' | 'teacher2' = 'teacher1') =>
  call(api.teacher.addQuestion, { as: account, body: { AM_id: id, AQ_SeqNum: seq, CQ_Id: questionId } });
const placedIds = async (id: number) =>
  (await call(api.teacher.assessmentQuestions, { as: 'teacher1', params: { id } })).body.questions.map(
    (q) => q.CQ_Id,
  );
const changes = (assessmentId: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'assessment.questions_change'), eq(auditLog.entityId, String(assessmentId))),
    );

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  lab = await makeBankCourse(t);
  X = await createAssessment(4, 5, 4);
  Y = await createAssessment(3, 6, 3);
  await shareAt(t, X, 'teacher2', 'FULL');
  await shareAt(t, X, 'teacher3', 'VIEW');
  servedQuestionId = (await placedIds(1002))[0]!;
});
afterAll(async () => t?.close());

describe(`GET /api/assessments/courses/:id/questions (${testDriver})`, () => {
  /** The lab course's step-3 list, filtered by the query. */
  const list = (as: Account | null, query: Record<string, string | number> = {}) =>
    call(api.teacher.courseQuestions, { as, params: { id: lab.courseId }, query });
  const ids = (body: { questions: Array<{ CQ_id: number }> }) =>
    body.questions.map((q) => q.CQ_id).sort((a, b) => a - b);

  it('answers 401 without a token and 403 to a student or an admin', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await list('student')).status).toBe(403);
    expect((await list('admin')).status).toBe(403);
  });

  it('offers only current, unretired questions for assessments in live places, with key, marks, use and difficulty', async () => {
    const { status, body } = await list('teacher2');
    expect(status).toBe(200);
    const q = lab.q;
    expect(ids(body)).toEqual([q.a1, q.a2, q.a3, q.a4, q.a5, q.b1, q.b2].sort((a, b) => a - b));
    expect(body.total).toBe(7);
    const a1 = body.questions.find((row) => row.CQ_id === q.a1);
    expect(a1).toMatchObject({
      correctOption: 2,
      CQ_Marks: 1,
      use: 'ASSESSMENT',
      difficulty: 'EASY',
      CN_Name: 'Concept A',
      SC_Name: 'Sub A1',
      CQ_Image: lab.imageUrl,
      CQ_OptionImages: [null, lab.imageUrl, null, null],
    });
    expect(body.questions.find((row) => row.CQ_id === q.a4)).toMatchObject({
      use: 'BOTH',
      CQ_Marks: 2,
    });
    expect(body.concepts).toEqual([
      {
        CN_id: lab.conceptA,
        CN_Name: 'Concept A',
        subconcepts: [
          { SC_id: lab.subA1, SC_Name: 'Sub A1', questionCount: 3 },
          { SC_id: lab.subA2, SC_Name: 'Sub A2', questionCount: 2 },
        ],
      },
      {
        CN_id: lab.conceptB,
        CN_Name: 'Concept B',
        subconcepts: [{ SC_id: lab.subB1, SC_Name: 'Sub B1', questionCount: 2 }],
      },
    ]);
    expect(body.marks).toEqual([1, 2]);
  });

  it.each([
    ['conceptId', () => ({ conceptId: lab.conceptB }), () => [lab.q.b1, lab.q.b2]],
    ['subconceptId', () => ({ subconceptId: lab.subA2 }), () => [lab.q.a4, lab.q.a5]],
    ['marks', () => ({ marks: 2 }), () => [lab.q.a4, lab.q.a5]],
    ['text in an option', () => ({ text: 'a3 six' }), () => [lab.q.a3]],
    ['text in any case', () => ({ text: 'LAB QUESTION A2' }), () => [lab.q.a2]],
    ['a wildcard typed as text', () => ({ text: '%' }), () => []],
    [
      'concept and marks together',
      () => ({ conceptId: lab.conceptA, marks: 1 }),
      () => [lab.q.a1, lab.q.a2, lab.q.a3],
    ],
  ])('filters by %s on the server', async (_name, query, expected) => {
    const { status, body } = await list('teacher1', query());
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected().sort((a, b) => a - b));
    expect(body.total).toBe(expected().length);
    // The filters' choices do not narrow with the filter.
    expect(body.marks).toEqual([1, 2]);
  });

  it('answers 400 for a mistyped filter and 404 for an unknown course', async () => {
    expect((await list('teacher1', { marks: 'abc' })).status).toBe(400);
    expect((await list('teacher1', { conceptId: 0 })).status).toBe(400);
    expect((await list('teacher1', { text: 'x'.repeat(201) })).status).toBe(400);
    expect((await call(api.teacher.courseQuestions, { as: 'teacher1', params: { id: 999999 } })).status).toBe(
      404,
    );
  });
  it(`lists at most ${COURSE_QUESTIONS_LIMIT} and says how many match (runs last: it adds to the course)`, async () => {
    const [a1] = await t.ctx.db.select().from(questions).where(eq(questions.id, lab.q.a1));
    const { id: _id, ...copy } = a1!;
    await t.ctx.db.insert(questions).values(
      Array.from({ length: COURSE_QUESTIONS_LIMIT }, (_, i) => ({
        ...copy,
        text: `Bulk question ${i}`,
        imageId: null,
      })),
    );
    const { body } = await list('teacher1');
    expect(body.questions).toHaveLength(COURSE_QUESTIONS_LIMIT);
    expect(body.total).toBe(COURSE_QUESTIONS_LIMIT + 7);
    const searched = await list('teacher1', { text: 'bulk question 42' });
    expect(searched.body.questions.map((q) => q.CQ_Question)).toEqual(['Bulk question 42']);
  });
});

describe('POST /api/assessments/questions takes only what step 3 offers', () => {
  it.each([
    ['a practice-only question', 'practiceOnly', aq.practiceOnly],
    ['a retired question', 'retired', aq.retired],
    ['an older version', 'olderVersion', aq.olderVersion],
    ['a question of a retired subconcept', 'inRetiredPlace', aq.placeRetired],
  ] as const)('refuses %s with 400 and a clear message', async (_name, key, message) => {
    expect(await add(X, 1, lab.q[key])).toMatchObject({ status: 400, body: { message } });
  });

  it("refuses another course's question and an unknown one", async () => {
    expect((await add(X, 1, servedQuestionId)).body.message).toBe(m.questionCourseNotAllocated);
    expect((await add(X, 1, 999_999)).body.message).toBe(m.questionNotFound);
    expect(await placedIds(X)).toEqual([]);
  });

  it('says when the questions left could not reach the course marks', async () => {
    // Y: 3 questions for 6 marks; the lab's questions carry 1 or 2, so a 1-mark one leaves 2 x 2 = 4 < 5.
    expect((await add(Y, 1, lab.q.a1)).body.message).toBe(aq.marksShort(lab.courseName, 6));
    expect((await add(Y, 1, lab.q.a4)).status).toBe(200);
  });

  it('fills X: a FULL teacher may choose, the last question must make the marks exact', async () => {
    expect((await add(X, 1, lab.q.a1, 'teacher2')).status).toBe(200);
    expect((await add(X, 2, lab.q.a2)).status).toBe(200);
    expect((await add(X, 3, lab.q.b1)).status).toBe(200);
    expect((await add(X, 4, lab.q.b2)).body.message).toBe(m.courseMarksMismatch(lab.courseName, 5));
    expect((await add(X, 4, lab.q.a4)).status).toBe(200);
    expect(
      (await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: X } })).body.assessment
        .is_finalized,
    ).toBe(true);
  });
});

describe('GET /api/assessments/questions/:id', () => {
  it('shows the teachers of the assessment each question with its key, images and bank status', async () => {
    await t.ctx.db.update(questions).set({ retiredAt: new Date() }).where(eq(questions.id, lab.q.a2));
    const { body } = await call(api.teacher.assessmentQuestions, { as: 'teacher3', params: { id: X } });
    await t.ctx.db.update(questions).set({ retiredAt: null }).where(eq(questions.id, lab.q.a2));
    expect(body.questions.map((q) => q.AQ_SeqNum)).toEqual([1, 2, 3, 4]);
    expect(body.questions[0]).toMatchObject({
      CQ_Id: lab.q.a1,
      correctOption: 2,
      CQ_Image: lab.imageUrl,
      status: 'CURRENT',
      SC_Name: 'Sub A1',
    });
    expect(body.questions[1]).toMatchObject({ CQ_Id: lab.q.a2, status: 'RETIRED' });
    expect((await call(api.teacher.assessmentQuestions, { as: 'teacher2', params: { id: Y } })).status).toBe(
      403,
    );
    expect((await call(api.teacher.assessmentQuestions, { as: 'student', params: { id: X } })).status).toBe(
      403,
    );
  });
});

describe('POST /api/assessments/:id/questions/:questionId/replace', () => {
  const replace = (account: Account | null, id: number, questionId: number, newId: number) =>
    call(api.teacher.replaceQuestion, { as: account, params: { id, questionId }, body: { CQ_Id: newId } });

  it('answers 401, and 403 to a student, an admin, a VIEW teacher and a teacher without access', async () => {
    expect((await replace(null, X, lab.q.a1, lab.q.a3)).status).toBe(401);
    expect((await replace('student', X, lab.q.a1, lab.q.a3)).status).toBe(403);
    expect((await replace('admin', X, lab.q.a1, lab.q.a3)).status).toBe(403);
    expect(await replace('teacher3', X, lab.q.a1, lab.q.a3)).toMatchObject({
      status: 403,
      body: { message: m.cannotEdit },
    });
    expect(await replace('teacher2', Y, lab.q.a4, lab.q.a5)).toMatchObject({
      status: 403,
      body: { message: m.noAccess },
    });
  });

  it("answers 404 for a question that is not in this assessment (another assessment's too)", async () => {
    expect(await replace('teacher1', X, servedQuestionId, lab.q.a3)).toMatchObject({
      status: 404,
      body: { message: aq.notInAssessment(servedQuestionId) },
    });
    expect((await replace('teacher1', X, lab.q.a3, lab.q.a5)).status).toBe(404);
  });

  it.each([
    ['practice-only', 'practiceOnly', aq.practiceOnly],
    ['retired', 'retired', aq.retired],
    ['superseded', 'olderVersion', aq.olderVersion],
    ['retired-place', 'inRetiredPlace', aq.placeRetired],
  ] as const)('refuses a %s replacement with 400', async (_name, key, message) => {
    expect(await replace('teacher1', X, lab.q.a1, lab.q[key])).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it('refuses another course, a question already chosen, and marks that break the course total', async () => {
    expect((await replace('teacher1', X, lab.q.a1, servedQuestionId)).body.message).toBe(
      aq.sameCourseOnly(lab.courseName),
    );
    expect((await replace('teacher1', X, lab.q.a1, lab.q.a2)).status).toBe(409);
    expect((await replace('teacher1', X, lab.q.a1, lab.q.a5)).body.message).toBe(
      aq.replacementMarks(lab.courseName, 1),
    );
    expect((await replace('teacher1', X, lab.q.a1, 'x' as unknown as number)).status).toBe(400);
    expect(await placedIds(X)).toEqual([lab.q.a1, lab.q.a2, lab.q.b1, lab.q.a4]);
    expect(await changes(X)).toHaveLength(0);
  });

  it('puts the replacement at the same number for a FULL teacher, and records it', async () => {
    const { status, body } = await replace('teacher2', X, lab.q.a1, lab.q.a3);
    expect(status).toBe(200);
    expect(body.question).toMatchObject({ AQ_SeqNum: 1, CQ_Id: lab.q.a3, correctOption: 2 });
    expect(await placedIds(X)).toEqual([lab.q.a3, lab.q.a2, lab.q.b1, lab.q.a4]);
    expect(
      (await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: X } })).body.assessment
        .is_finalized,
    ).toBe(true);
    const [teacher2] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.username, 'teacher2@pathshala.example'));
    const [audit] = await changes(X);
    expect(audit).toMatchObject({ actorId: teacher2!.id, entityType: 'assessment' });
    expect(audit!.details).toEqual({
      change: 'replace',
      seqNum: 1,
      fromQuestionId: lab.q.a1,
      toQuestionId: lab.q.a3,
    });
  });
});

describe('POST /api/assessments/:id/question-order', () => {
  const reorder = (account: Account | null, id: number, ids: unknown) =>
    call(api.teacher.reorderQuestions, { as: account, params: { id }, body: { CQ_Ids: unchecked(ids) } });

  it('answers 401, and 403 to a student, a VIEW teacher and a teacher without access', async () => {
    const order = [lab.q.a4, lab.q.b1, lab.q.a2, lab.q.a3];
    expect((await reorder(null, X, order)).status).toBe(401);
    expect((await reorder('student', X, order)).status).toBe(403);
    expect((await reorder('teacher3', X, order)).status).toBe(403);
    expect((await reorder('teacher2', Y, [lab.q.a4])).status).toBe(403);
  });

  it('refuses a list that is not exactly the chosen questions, each once', async () => {
    expect(
      (await reorder('teacher1', X, [lab.q.a4, lab.q.b1, lab.q.a2, servedQuestionId])).body.message,
    ).toBe(aq.notInAssessment(servedQuestionId));
    expect((await reorder('teacher1', X, [lab.q.a4, lab.q.b1, lab.q.a2])).body.message).toBe(
      aq.orderMismatch,
    );
    expect((await reorder('teacher1', X, [lab.q.a4, lab.q.a4, lab.q.a2, lab.q.a3])).body.message).toBe(
      aq.duplicateIds,
    );
    expect((await reorder('teacher1', X, 'a,b')).status).toBe(400);
    expect((await reorder('teacher1', X, [])).status).toBe(400);
    expect(await placedIds(X)).toEqual([lab.q.a3, lab.q.a2, lab.q.b1, lab.q.a4]);
  });

  it('numbers the questions 1..n in the new order and records it', async () => {
    const order = [lab.q.a4, lab.q.b1, lab.q.a2, lab.q.a3];
    const { status, body } = await reorder('teacher1', X, order);
    expect(status).toBe(200);
    expect(body.questions.map((q) => [q.AQ_SeqNum, q.CQ_Id])).toEqual(
      order.map((id, index) => [index + 1, id]),
    );
    expect(await placedIds(X)).toEqual(order);
    expect((await changes(X)).at(-1)!.details).toMatchObject({ change: 'reorder', to: order });
  });
});

describe('DELETE /api/assessments/:id/questions/:questionId', () => {
  const remove = (account: Account | null, id: number, questionId: number) =>
    call(api.teacher.removeQuestion, { as: account, params: { id, questionId } });

  it('answers 401, 403 to a student and a VIEW teacher, and 404 for a question not in it', async () => {
    expect((await remove(null, X, lab.q.b1)).status).toBe(401);
    expect((await remove('student', X, lab.q.b1)).status).toBe(403);
    expect((await remove('teacher3', X, lab.q.b1)).status).toBe(403);
    expect((await remove('teacher1', X, servedQuestionId)).status).toBe(404);
    expect(await placedIds(X)).toHaveLength(4);
  });

  it('takes the question out, closes up the numbers and leaves the assessment unfinished', async () => {
    const { status, body } = await remove('teacher1', X, lab.q.b1);
    expect(status).toBe(200);
    expect(body.message).toBe(aq.removed);
    const listed = (await call(api.teacher.assessmentQuestions, { as: 'teacher1', params: { id: X } })).body
      .questions;
    expect(listed.map((q) => [q.AQ_SeqNum, q.CQ_Id])).toEqual([
      [1, lab.q.a4],
      [2, lab.q.a2],
      [3, lab.q.a3],
    ]);
    expect(
      (await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: X } })).body.assessment
        .is_finalized,
    ).toBe(false);
    expect(
      (await call(api.teacher.serve, { as: 'teacher1', body: { assessmentId: X, cohortId: 1 } })).body
        .message,
    ).toBe(m.notFinalized);
    expect((await changes(X)).at(-1)!.details).toEqual({ change: 'remove', seqNum: 2, questionId: lab.q.b1 });
    // Choosing another finishes it again.
    expect((await add(X, 4, lab.q.b2)).status).toBe(200);
    expect(
      (await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: X } })).body.assessment
        .is_finalized,
    ).toBe(true);
  });
});

describe('a served assessment stays as its students saw it', () => {
  it('answers 409 to replace, reorder and remove on a served assessment, and changes nothing', async () => {
    const before = await placedIds(1002);
    const [first, second] = before;
    expect(
      await call(api.teacher.replaceQuestion, {
        as: 'teacher1',
        params: { id: 1002, questionId: first! },
        body: { CQ_Id: second! },
      }),
    ).toMatchObject({ status: 409, body: { message: m.servedFrozen } });
    expect(
      (
        await call(api.teacher.reorderQuestions, {
          as: 'teacher1',
          params: { id: 1002 },
          body: {
            CQ_Ids: [...before].reverse(),
          },
        })
      ).status,
    ).toBe(409);
    expect(
      (await call(api.teacher.removeQuestion, { as: 'teacher1', params: { id: 1002, questionId: first } }))
        .status,
    ).toBe(409);
    expect(await placedIds(1002)).toEqual(before);
    expect(await changes(1002)).toHaveLength(0);
  });

  it('serves the changed paper in its new order; once served, it is frozen', async () => {
    const science = (await call(api.teacher.cohorts, { as: 'teacher1' })).body.cohorts.find(
      (c) => c.name === 'Class 8A Science',
    );
    expect(
      (
        await call(api.teacher.serve, {
          as: 'teacher1',
          body: {
            assessmentId: X,
            cohortId: science!.CH_id,
          },
        })
      ).status,
    ).toBe(200);
    const [student] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.username, 'student@pathshala.example'));
    expect(
      (
        await call(api.student.startAttempt, {
          as: 'student',
          params: { studentId: student!.id, assessmentId: X },
        })
      ).status,
    ).toBe(200);
    const paper = await call(api.student.attemptPaper, {
      as: 'student',
      params: { studentId: student!.id, assessmentId: X },
    });
    const teacherView = (await call(api.teacher.assessmentQuestions, { as: 'teacher1', params: { id: X } }))
      .body.questions;
    expect(paper.body.questions.map((q) => q.CQ_Question)).toEqual(teacherView.map((q) => q.CQ_Question));
    expect(JSON.stringify(paper.body)).not.toMatch(/correct/i);
    expect(
      (await call(api.teacher.removeQuestion, { as: 'teacher1', params: { id: X, questionId: lab.q.a2 } }))
        .status,
    ).toBe(409);
  });

  it('serving and changing the questions take turns on the assessment: one of them is refused', async () => {
    const W = await createAssessment(1, 1, 1);
    expect((await add(W, 1, lab.q.b2)).status).toBe(200);
    const science = (await call(api.teacher.cohorts, { as: 'teacher1' })).body.cohorts.find(
      (c) => c.name === 'Class 8A Science',
    );
    const answered: string[] = [];
    let calls: Promise<{ status: number }>[] = [];
    // Holding the row (a lock foreign-key checks do not wait for) keeps both calls waiting at their
    // own lock of the assessment; without it they would run side by side.
    await t.ctx.db.transaction(async (tx) => {
      await tx.select().from(assessments).where(eq(assessments.id, W)).for('no key update');
      calls = [
        call(api.teacher.serve, {
          as: 'teacher1',
          body: {
            assessmentId: W,
            cohortId: science!.CH_id,
          },
        }),
        call(api.teacher.removeQuestion, { as: 'teacher1', params: { id: W, questionId: lab.q.b2 } }),
      ];
      for (const [index, pending] of calls.entries()) {
        void pending.then(() => answered.push(index === 0 ? 'serve' : 'remove'));
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(answered).toEqual([]);
    });
    const [served, removed] = await Promise.all(calls);
    expect([served!.status, removed!.status].sort()).toEqual([200, 409]);
    const assessment = (await call(api.teacher.getAssessment, { as: 'teacher1', params: { id: W } })).body
      .assessment;
    // Served means finished and with its question; removed means not served.
    expect(assessment.serving.isServed).toBe(served!.status === 200);
    expect(await placedIds(W)).toEqual(served!.status === 200 ? [lab.q.b2] : []);
  });
});

import { api, assessmentSettingsMessages, DEFAULT_ASSESSMENT_SETTINGS, messages } from '@pathshala/contracts';
import { assessmentPools, assessments, auditLog, subconcepts } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { makeBankCourse, shareAt } from './assessment-questions.test-support';
import { createLabAssessment } from './fair-papers.test-support';

const m = messages.teacher;
const sm = assessmentSettingsMessages;

let t: TestApp;
let call: ApiCall;
let lab: Awaited<ReturnType<typeof makeBankCourse>>;
/** P: 4 questions, 5 marks of the lab course; FULL for teacher2, VIEW for teacher3. */
let P: number;
/** A subconcept of another course (the demo's). */
let foreignSubconcept: number;

const addPool = (account: Account | null, id: number, body: Record<string, unknown>) =>
  call(api.teacher.addPool, { as: account, params: { id }, body: unchecked(body) });
const poolsOf = (account: Account | null, id: number) =>
  call(api.teacher.pools, { as: account, params: { id } });
const removePool = (account: Account | null, id: number, poolId: number) =>
  call(api.teacher.removePool, { as: account, params: { id, poolId } });
const assessmentOf = async (id: number) =>
  (await call(api.teacher.getAssessment, { as: 'teacher1', params: { id } })).body.assessment;
const audits = (action: string, id: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  lab = await makeBankCourse(t, 'Pool Lab', 93);
  P = await createLabAssessment(call, lab, { questions: 4, marks: 5 });
  await shareAt(t, P, 'teacher2', 'FULL');
  await shareAt(t, P, 'teacher3', 'VIEW');
  // Any subconcept not in the lab course: the demo's first.
  const [demo] = await t.ctx.db
    .select({ id: subconcepts.id })
    .from(subconcepts)
    .orderBy(subconcepts.id)
    .limit(1);
  foreignSubconcept = demo!.id;
});
afterAll(async () => t?.close());

describe(`assessment settings (${testDriver})`, () => {
  it('a create with only the spec fields gets the spec defaults; given settings are kept', async () => {
    expect((await assessmentOf(P)).settings).toEqual(DEFAULT_ASSESSMENT_SETTINGS);
    const id = await createLabAssessment(
      call,
      lab,
      { questions: 2, marks: 2 },
      {
        feedbackMode: 'AFTER',
        wrongMarks: -0.25,
      },
    );
    expect((await assessmentOf(id)).settings).toEqual({
      ...DEFAULT_ASSESSMENT_SETTINGS,
      feedbackMode: 'AFTER',
      wrongMarks: -0.25,
    });
  });

  it('refuses settings out of range on create with a clear message, creating nothing', async () => {
    const id = (await call(api.teacher.nextId, { as: 'teacher1' })).body.nextId as number;
    const bad = await call(api.teacher.create, {
      as: 'teacher1',
      body: {
        AM_id: id,
        AM_Name: 'Bad marks',
        AM_Duration: 600,
        AM_TotQns: 1,
        AM_TotMarks: 1,
        AM_CU_id: lab.curriculumId,
        settings: { wrongMarks: 2 },
      },
    });
    expect(bad).toMatchObject({ status: 400, body: { success: false, message: sm.wrongMarksRange } });
    expect(await t.ctx.db.select().from(assessments).where(eq(assessments.id, id))).toHaveLength(0);
  });

  it.each([
    [{ wrongMarks: 1 }, sm.wrongMarksRange],
    [{ wrongMarks: -101 }, sm.wrongMarksRange],
    [{ wrongMarks: -0.333 }, sm.wrongMarksRange],
    [{ skippedMarks: 0.5 }, sm.skippedMarksRange],
    [{ skippedMarks: 'x' }, sm.skippedMarksRange],
    [{}, sm.nothingToChange],
    [{ feedbackMode: 'SOMETIMES' }, undefined],
    [{ surprise: true }, undefined],
  ])('PATCH settings refuses %j with 400 and changes nothing', async (body, message) => {
    const response = await call(api.teacher.updateSettings, {
      as: 'teacher1',
      params: { id: P },
      body: unchecked(body),
    });
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
    expect((await assessmentOf(P)).settings).toEqual(DEFAULT_ASSESSMENT_SETTINGS);
  });

  it('who may change them: owner and FULL; not VIEW, another teacher, an admin or a student; 404 missing', async () => {
    const patch = (account: Account | null, id = P) =>
      call(api.teacher.updateSettings, { as: account, params: { id }, body: { shuffleQuestions: true } });
    expect((await patch(null)).status).toBe(401);
    expect((await patch('student')).status).toBe(403);
    expect((await patch('admin')).status).toBe(403);
    expect((await patch('teacher3')).body).toEqual({ success: false, message: m.cannotEdit });
    const other = await createLabAssessment(call, lab, { questions: 1, marks: 1 });
    expect((await patch('teacher2', other)).body).toEqual({ success: false, message: m.noAccess });
    expect((await patch('teacher1', 99999)).status).toBe(404);
    const owner = await patch('teacher1');
    expect(owner).toMatchObject({ status: 200, body: { settings: { shuffleQuestions: true } } });
    const full = await call(api.teacher.updateSettings, {
      as: 'teacher2',
      params: { id: P },
      body: {
        shuffleOptions: true,
        feedbackMode: 'NEVER',
      },
    });
    expect(full.body.settings).toEqual({
      ...DEFAULT_ASSESSMENT_SETTINGS,
      shuffleQuestions: true,
      shuffleOptions: true,
      feedbackMode: 'NEVER',
    });
    const [audit] = (await audits('assessment.settings', P)).slice(-1);
    expect(audit!.details).toMatchObject({ from: { shuffleOptions: false }, to: { shuffleOptions: true } });
    await patch('teacher1'); // back to defaults below
    await call(api.teacher.updateSettings, {
      as: 'teacher1',
      params: { id: P },
      body: DEFAULT_ASSESSMENT_SETTINGS,
    });
  });

  it('answers 409 on a served assessment', async () => {
    const served = await call(api.teacher.updateSettings, {
      as: 'teacher1',
      params: { id: 1002 },
      body: { wrongMarks: -1 },
    });
    expect(served).toMatchObject({ status: 409, body: { message: m.servedFrozen } });
  });

  it('refuses a wrong-answer penalty larger than the smallest chosen question', async () => {
    const added = await call(api.teacher.addQuestion, {
      as: 'teacher1',
      body: {
        AM_id: P,
        AQ_SeqNum: 1,
        CQ_Id: lab.q.a1,
      },
    });
    expect(added.status).toBe(200);
    const tooMuch = await call(api.teacher.updateSettings, {
      as: 'teacher1',
      params: { id: P },
      body: { wrongMarks: -2 },
    });
    expect(tooMuch).toMatchObject({ status: 400, body: { message: sm.wrongMarksTooLarge(2, 1) } });
    const fine = await call(api.teacher.updateSettings, {
      as: 'teacher1',
      params: { id: P },
      body: { wrongMarks: -1 },
    });
    expect(fine.status).toBe(200);
  });
});

describe(`question pools (${testDriver})`, () => {
  it('counts the candidates of each course and subconcept, leaving out chosen questions', async () => {
    const { status, body } = await call(api.teacher.poolCandidates, { as: 'teacher2', params: { id: P } });
    expect(status).toBe(200);
    expect(body.courses).toEqual([
      {
        courseId: lab.courseId,
        courseName: 'Pool Lab',
        candidateCount: 6,
        subconcepts: [
          { subconceptId: lab.subA1, subconceptName: 'Sub A1', conceptName: 'Concept A', candidateCount: 2 },
          { subconceptId: lab.subA2, subconceptName: 'Sub A2', conceptName: 'Concept A', candidateCount: 2 },
          { subconceptId: lab.subB1, subconceptName: 'Sub B1', conceptName: 'Concept B', candidateCount: 2 },
        ],
      },
    ]);
  });

  it.each([
    [{ courseId: 0, questionCount: 1, marksPerQuestion: 1 }, undefined],
    [{ courseId: 1, questionCount: 0, marksPerQuestion: 1 }, sm.poolCountRange],
    [{ courseId: 1, questionCount: 201, marksPerQuestion: 1 }, sm.poolCountRange],
    [{ courseId: 1, questionCount: 1, marksPerQuestion: 0 }, sm.poolMarksPositive],
    [{ courseId: 1, questionCount: 1, marksPerQuestion: -1 }, sm.poolMarksPositive],
    [{ courseId: 1, questionCount: 1.5, marksPerQuestion: 1 }, sm.poolCountRange],
  ])('refuses a malformed pool %j with 400', async (body, message) => {
    const response = await addPool('teacher1', P, body);
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
  });

  it('refuses pools that break a rule, each with its message, adding nothing', async () => {
    const sub = (subconceptId: number | null, questionCount: number, marksPerQuestion: number) =>
      addPool('teacher1', P, { courseId: lab.courseId, subconceptId, questionCount, marksPerQuestion });
    expect((await sub(lab.subA1, 3, 1)).body.message).toBe(sm.poolTooLarge(2, 'Sub A1 (Pool Lab)'));
    expect((await sub(foreignSubconcept, 1, 1)).body.message).toBe(sm.poolSubconceptNotInCourse);
    expect((await sub(lab.subB1, 1, 0.5)).body.message).toBe(sm.poolMarksBelowPenalty(0.5, 1));
    expect((await sub(null, 4, 1)).body.message).toBe(m.courseQuotaReached('Pool Lab', 4));
    expect((await sub(lab.subA2, 2, 2)).body.message).toBe(m.courseMarksExceeded('Pool Lab', 5));
    const otherCourse = await addPool('teacher1', P, { courseId: 1, questionCount: 1, marksPerQuestion: 1 });
    expect(otherCourse.body.message).toBe(sm.poolCourseNotAllocated);
    expect(await t.ctx.db.select().from(assessmentPools).where(eq(assessmentPools.assessmentId, P))).toEqual(
      [],
    );
  });

  it('who may add: owner and FULL; not VIEW, a stranger, an admin or a student; 409 served; 404 missing', async () => {
    const body = { courseId: lab.courseId, subconceptId: lab.subB1, questionCount: 2, marksPerQuestion: 1 };
    expect((await addPool(null, P, body)).status).toBe(401);
    expect((await addPool('student', P, body)).status).toBe(403);
    expect((await addPool('admin', P, body)).status).toBe(403);
    expect((await addPool('teacher3', P, body)).body.message).toBe(m.cannotEdit);
    const other = await createLabAssessment(call, lab, { questions: 1, marks: 1 });
    expect((await addPool('teacher2', other, body)).body.message).toBe(m.noAccess);
    expect((await addPool('teacher1', 1002, body)).status).toBe(409);
    expect((await addPool('teacher1', 99999, body)).status).toBe(404);
    const added = await addPool('teacher2', P, body);
    expect(added).toMatchObject({
      status: 200,
      body: {
        pool: {
          courseId: lab.courseId,
          subconceptId: lab.subB1,
          subconceptName: 'Sub B1',
          questionCount: 2,
          marksPerQuestion: 1,
          candidateCount: 2,
          frozen: false,
        },
      },
    });
    expect((await audits('assessment.pool_add', P)).length).toBe(1);
  });

  it('refuses a pool that overlaps another (the whole course after a subconcept)', async () => {
    const wide = await addPool('teacher1', P, {
      courseId: lab.courseId,
      questionCount: 1,
      marksPerQuestion: 2,
    });
    expect(wide.body.message).toBe(sm.poolOverlaps('Sub B1 (Pool Lab)'));
  });

  it('pools count toward the allocation: the assessment is finalised when chosen + pooled make its totals', async () => {
    expect(await assessmentOf(P)).toMatchObject({ is_finalized: false, chosenCount: 1, pooledCount: 2 });
    const last = await addPool('teacher1', P, {
      courseId: lab.courseId,
      subconceptId: lab.subA2,
      questionCount: 1,
      marksPerQuestion: 2,
    });
    expect(last.status).toBe(200);
    expect(await assessmentOf(P)).toMatchObject({ is_finalized: true, chosenCount: 1, pooledCount: 3 });
    // No room left for a chosen question.
    const more = await call(api.teacher.addQuestion, {
      as: 'teacher1',
      body: {
        AM_id: P,
        AQ_SeqNum: 2,
        CQ_Id: lab.q.a2,
      },
    });
    expect(more.body.message).toBe(m.maxSelected(4));
    // The allocation cannot drop below chosen + pooled.
    const below = await call(api.teacher.updateAllocation, {
      as: 'teacher1',
      params: { id: P, courseId: lab.courseId },
      body: {
        AC_CO_NoOfQns: 3,
        AC_CO_TotMarks: 5,
      },
    });
    expect(below.status).toBe(400);
    const listed = await poolsOf('teacher3', P);
    expect(listed.body.pools.map((p) => p.subconceptName)).toEqual(['Sub B1', 'Sub A2']);
  });

  it('remove: owner and FULL only; 404 for another assessment’s pool; the assessment is unfinished again', async () => {
    const pools = (await poolsOf('teacher1', P)).body.pools as Array<{ poolId: number }>;
    const poolId = pools[1]!.poolId;
    expect((await removePool('student', P, poolId)).status).toBe(403);
    expect((await removePool('admin', P, poolId)).status).toBe(403);
    expect((await removePool('teacher3', P, poolId)).status).toBe(403);
    const other = await createLabAssessment(call, lab, { questions: 1, marks: 1 });
    expect((await removePool('teacher1', other, poolId)).body.message).toBe(sm.poolNotFound);
    expect((await removePool('teacher2', P, poolId)).status).toBe(200);
    expect(await assessmentOf(P)).toMatchObject({ is_finalized: false, pooledCount: 2 });
    expect((await audits('assessment.pool_remove', P))[0]!.details).toMatchObject({ poolId });
    await addPool('teacher1', P, {
      courseId: lab.courseId,
      subconceptId: lab.subA2,
      questionCount: 1,
      marksPerQuestion: 2,
    });
    expect((await assessmentOf(P)).is_finalized).toBe(true);
  });

  it('removing the course asks first when it has pools, then takes them with it', async () => {
    const id = await createLabAssessment(call, lab, { questions: 2, marks: 2 });
    await addPool('teacher1', id, {
      courseId: lab.courseId,
      subconceptId: lab.subA1,
      questionCount: 2,
      marksPerQuestion: 1,
    });
    const asked = await call(api.teacher.removeAllocation, {
      as: 'teacher1',
      params: { id, courseId: lab.courseId },
    });
    expect(asked.status).toBe(409);
    const removed = await call(api.teacher.removeAllocation, {
      as: 'teacher1',
      params: { id, courseId: lab.courseId },
      query: { removeQuestions: true },
    });
    expect(removed).toMatchObject({ status: 200, body: { removedQuestions: 2 } });
    expect((await poolsOf('teacher1', id)).body.pools).toEqual([]);
  });

  it('GET pools: any teacher the assessment is shared with; not a stranger, admin or student', async () => {
    expect((await poolsOf('teacher3', P)).status).toBe(200);
    expect((await poolsOf('student', P)).status).toBe(403);
    expect((await poolsOf('admin', P)).status).toBe(403);
    const other = await createLabAssessment(call, lab, { questions: 1, marks: 1 });
    expect((await poolsOf('teacher2', other)).status).toBe(403);
    expect((await call(api.teacher.poolCandidates, { as: 'teacher2', params: { id: other } })).status).toBe(
      403,
    );
  });
});

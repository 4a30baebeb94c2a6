import { api, assessmentSettingsMessages, messages, servingMessages } from '@pathshala/contracts';
import { assessmentPoolQuestions, assessments, auditLog, cohorts, questions, servings } from '@pathshala/db';
import { and, eq, inArray } from 'drizzle-orm';
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
let science: number;
let maths: number;

/** A finalised draft: a1 chosen, and a pool of 2 from Sub B1 (b1, b2) plus one of 1 (2 marks) from Sub A2. */
async function pooledDraft() {
  const id = await createLabAssessment(call, lab, { questions: 4, marks: 5 });
  await call(api.teacher.addQuestion, { as: 'teacher1', body: { AM_id: id, AQ_SeqNum: 1, CQ_Id: lab.q.a1 } });
  for (const [subconceptId, questionCount, marksPerQuestion] of [
    [lab.subB1, 2, 1],
    [lab.subA2, 1, 2],
  ] as const) {
    const added = await call(api.teacher.addPool, {
      as: 'teacher1',
      params: { id },
      body: {
        courseId: lab.courseId,
        subconceptId,
        questionCount,
        marksPerQuestion,
      },
    });
    expect(added.status).toBe(200);
  }
  return id;
}
const serve = (account: Account, body: Record<string, unknown>) =>
  call(api.teacher.serve, { as: account, body: unchecked(body) });
const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
const servingsOf = (id: number) => t.ctx.db.select().from(servings).where(eq(servings.assessmentId, id));
const frozenOf = async (id: number) => {
  const pools = (await call(api.teacher.pools, { as: 'teacher1', params: { id } })).body.pools as Array<{
    poolId: number;
  }>;
  if (pools.length === 0) return [];
  return t.ctx.db
    .select()
    .from(assessmentPoolQuestions)
    .where(
      inArray(
        assessmentPoolQuestions.poolId,
        pools.map((p) => p.poolId),
      ),
    );
};

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  lab = await makeBankCourse(t, 'Serving Lab', 94);
  const rows = await t.ctx.db.select().from(cohorts);
  science = rows.find((c) => c.name === 'Class 8A Science')!.id;
  maths = rows.find((c) => c.name === 'Class 8A Mathematics')!.id;
});
afterAll(async () => t?.close());

describe(`serving window (${testDriver})`, () => {
  it.each([
    [{ opensAt: 'tomorrow' }, servingMessages.invalidTime('opensAt')],
    [{ closesAt: '2026-11-21 10:00' }, servingMessages.invalidTime('closesAt')],
    [{ opensAt: 60, closesAt: 30 }, servingMessages.closesBeforeOpens],
    [{ opensAt: 60, closesAt: 60 }, servingMessages.closesBeforeOpens],
    [{ closesAt: -1 }, servingMessages.closesInPast],
    [{ opensAt: 60, closesAt: 60 + 91 * 24 * 60 }, servingMessages.windowTooLong],
  ])('refuses the window %j with 400 and serves nothing', async (window, message) => {
    const id = await pooledDraft();
    const body = Object.fromEntries(
      Object.entries(window).map(([key, value]) => [key, typeof value === 'number' ? at(value) : value]),
    );
    const response = await serve('teacher1', { assessmentId: id, cohortId: science, ...body });
    expect(response).toMatchObject({ status: 400, body: { success: false, message } });
    expect(await servingsOf(id)).toEqual([]);
    expect(await frozenOf(id)).toEqual([]);
  });

  it('serves with a window, freezing each pool’s candidates in the same transaction', async () => {
    const id = await pooledDraft();
    const opensAt = at(60);
    const closesAt = at(24 * 60);
    const served = await serve('teacher1', { assessmentId: id, cohortId: science, opensAt, closesAt });
    expect(served.status).toBe(200);
    const [serving] = await servingsOf(id);
    expect(serving!.opensAt!.toISOString()).toBe(opensAt);
    expect(serving!.closesAt!.toISOString()).toBe(closesAt);
    const frozen = (await frozenOf(id)).map((row) => row.questionId).sort((a, b) => a - b);
    expect(frozen).toEqual([lab.q.a4, lab.q.a5, lab.q.b1, lab.q.b2].sort((a, b) => a - b));
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.serve'), eq(auditLog.entityId, String(id))));
    expect(audit!.details).toMatchObject({ cohortId: science, opensAt, closesAt });
    // The bank changes; the served paper does not.
    await t.ctx.db.insert(questions).values({
      curriculumId: lab.curriculumId,
      courseId: lab.courseId,
      conceptId: lab.conceptB,
      subconceptId: lab.subB1,
      text: 'A newcomer',
      option1: 'x',
      option2: 'y',
      correctOption: 1,
      use: 'BOTH',
    });
    const pools = (await call(api.teacher.pools, { as: 'teacher1', params: { id } })).body.pools;
    expect(
      pools.map((p: { candidateCount: number; frozen: boolean }) => [p.candidateCount, p.frozen]),
    ).toEqual([
      [2, true],
      [2, true],
    ]);
    // Serving it to a second cohort freezes nothing new.
    await serve('teacher1', { assessmentId: id, cohortId: maths });
    expect((await frozenOf(id)).length).toBe(4);
    // Pools are frozen: 409 for every change.
    const poolId = pools[0]!.poolId;
    expect((await call(api.teacher.removePool, { as: 'teacher1', params: { id, poolId } })).status).toBe(409);
  });

  it('serving again replaces the window (none given: none)', async () => {
    const id = await pooledDraft();
    await serve('teacher1', { assessmentId: id, cohortId: science, closesAt: at(120) });
    const again = await serve('teacher1', { assessmentId: id, cohortId: science, confirmReset: true });
    expect(again.status).toBe(200);
    const [serving] = await servingsOf(id);
    expect([serving!.round, serving!.opensAt, serving!.closesAt]).toEqual([2, null, null]);
  });

  it('refuses the first serving when a pool now has fewer candidates than it asks for', async () => {
    const id = await pooledDraft();
    // Another teacher's edit retires one of Sub A2's two questions... and the other one too.
    await t.ctx.db
      .update(questions)
      .set({ retiredAt: t.clock.now() })
      .where(inArray(questions.id, [lab.q.a4, lab.q.a5]));
    const refused = await serve('teacher1', { assessmentId: id, cohortId: science });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: sm.poolShrunk('Sub A2 (Serving Lab)', 0, 1) },
    });
    expect(await servingsOf(id)).toEqual([]);
    expect(await frozenOf(id)).toEqual([]);
    await t.ctx.db
      .update(questions)
      .set({ retiredAt: null })
      .where(inArray(questions.id, [lab.q.a4, lab.q.a5]));
  });

  it('checks the wrong-answer penalty again at serving', async () => {
    const id = await pooledDraft();
    await t.ctx.db.update(assessments).set({ wrongMarks: -2 }).where(eq(assessments.id, id));
    const refused = await serve('teacher1', { assessmentId: id, cohortId: science });
    expect(refused).toMatchObject({ status: 409, body: { message: sm.wrongMarksTooLarge(2, 1) } });
    expect(await servingsOf(id)).toEqual([]);
  });

  it('cohorts for serving say whether each cohort studies the assessment’s curriculum', async () => {
    const id = await pooledDraft();
    const { body } = await call(api.teacher.cohortsForServing, {
      as: 'teacher1',
      query: { assessmentId: id },
    });
    const byId = new Map(body.data.map((c: { CH_id: number }) => [c.CH_id, c]));
    expect(byId.get(science)).toMatchObject({ curriculumMatches: true });
    expect(byId.get(maths)).toMatchObject({ curriculumMatches: false });
  });
});

describe(`GET /api/assessments/:id/servings (${testDriver})`, () => {
  it('lists each serving with its window, pause and progress; for teachers who see the assessment only', async () => {
    const id = await pooledDraft();
    await shareAt(t, id, 'teacher2', 'FULL');
    const servingsAs = (as: Account | null) => call(api.teacher.servings, { as, params: { id } });
    expect((await servingsAs('teacher1')).body.servings).toEqual([]);
    const closesAt = at(180);
    await serve('teacher1', { assessmentId: id, cohortId: science, closesAt });
    const [serving] = await servingsOf(id);
    const paused = await call(api.examRoom.pause, {
      as: 'teacher1',
      params: { servingId: serving!.id },
      body: { reason: 'Fire drill' },
    });
    expect(paused.status).toBe(200);
    const listed = await servingsAs('teacher2');
    expect(listed.status).toBe(200);
    expect(listed.body.servings).toEqual([
      {
        servingId: serving!.id,
        cohortId: science,
        cohortName: 'Class 8A Science',
        servedAt: t.clock.now().toISOString(),
        round: 1,
        opensAt: null,
        closesAt,
        paused: true,
        studentCount: 9,
        startedCount: 0,
        completedCount: 0,
      },
    ]);
    expect((await servingsAs(null)).status).toBe(401);
    expect((await servingsAs('student')).status).toBe(403);
    expect((await servingsAs('admin')).status).toBe(403);
    expect((await servingsAs('teacher3')).body.message).toBe(m.noAccess);
    expect((await call(api.teacher.servings, { as: 'teacher1', params: { id: 99999 } })).status).toBe(404);
  });

  it('counts started and completed attempts of the demo’s served assessment', async () => {
    const listed = await call(api.teacher.servings, { as: 'teacher1', params: { id: 1002 } });
    expect(listed.body.servings).toHaveLength(1);
    expect(listed.body.servings[0]).toMatchObject({ studentCount: 9, startedCount: 7, completedCount: 7 });
  });
});

describe(`a question frozen in a served pool is used (${testDriver})`, () => {
  it('an edit makes a new version and a delete is refused, so the served paper keeps what it froze', async () => {
    const id = await pooledDraft();
    await serve('teacher1', { assessmentId: id, cohortId: science });
    const admin = await call(api.questionBank.updateQuestion, {
      as: 'admin',
      params: { id: lab.q.b1 },
      body: {
        subconceptId: lab.subB1,
        text: 'Changed after serving',
        options: [{ text: 'p' }, { text: 'q' }],
        correctOption: 1,
        marks: 1,
        use: 'BOTH',
      },
    });
    expect(admin.status).toBe(200);
    expect(admin.body.newVersion).toBe(true);
    const [kept] = await t.ctx.db.select().from(questions).where(eq(questions.id, lab.q.b1));
    expect(kept!.text).not.toBe('Changed after serving');
    const removed = await call(api.questionBank.deleteQuestion, { as: 'admin', params: { id: lab.q.b2 } });
    expect(removed.status).toBe(409);
  });
});

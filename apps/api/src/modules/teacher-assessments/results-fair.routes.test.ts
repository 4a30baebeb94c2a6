import { api } from '@pathshala/contracts';
import { answers, assessments, attempts, cohortStudents, cohorts, servings, users } from '@pathshala/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { makeBankCourse } from './assessment-questions.test-support';
import { createLabAssessment } from './fair-papers.test-support';

let t: TestApp;
let call: ApiCall;
let lab: Awaited<ReturnType<typeof makeBankCourse>>;
/** Served to the science cohort: a1 chosen; pools of 2 from Sub B1 and 1 (2 marks) from Sub A2; -1 wrong, -0.5 skipped. */
let A: number;
let studentIds: number[];

type AnswerSeed = {
  seq: number;
  questionId: number;
  option: number;
  correct: boolean;
  marks: number;
  late?: boolean;
};

/** An attempt as the attempts module stores it: answers by position on THIS student's paper, and the real question. */
async function seedAttempt(
  studentId: number,
  servingId: number,
  given: AnswerSeed[],
  extra: { completed: boolean; accommodationSeconds?: number; grantedSeconds?: number },
) {
  const now = t.clock.now();
  const [attempt] = await t.ctx.db
    .insert(attempts)
    .values({
      assessmentId: A,
      servingId,
      studentId,
      startedAt: now,
      deadline: new Date(now.getTime() + 600_000),
      completedAt: extra.completed ? new Date(now.getTime() + 300_000) : null,
      completionReason: extra.completed ? 'submitted' : null,
      score: given.reduce((sum, a) => sum + a.marks, 0),
      accommodationSeconds: extra.accommodationSeconds ?? 0,
      grantedSeconds: extra.grantedSeconds ?? 0,
    })
    .returning();
  if (given.length === 0) return;
  await t.ctx.db.insert(answers).values(
    given.map((a) => ({
      attemptId: attempt!.id,
      seqNum: a.seq,
      questionId: a.questionId,
      selectedOption: a.option,
      isCorrect: a.correct,
      marksAwarded: a.marks,
      syncedLate: a.late ?? false,
      heldState: a.late ? ('accepted' as const) : null,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  lab = await makeBankCourse(t, 'Results Lab', 95);
  A = await createLabAssessment(call, lab, { questions: 4, marks: 5 });
  await call(api.teacher.addQuestion, { as: 'teacher1', body: { AM_id: A, AQ_SeqNum: 1, CQ_Id: lab.q.a1 } });
  for (const [subconceptId, questionCount, marksPerQuestion] of [
    [lab.subB1, 2, 1],
    [lab.subA2, 1, 2],
  ] as const) {
    await call(api.teacher.addPool, {
      as: 'teacher1',
      params: { id: A },
      body: {
        courseId: lab.courseId,
        subconceptId,
        questionCount,
        marksPerQuestion,
      },
    });
  }
  const settings = await call(api.teacher.updateSettings, {
    as: 'teacher1',
    params: { id: A },
    body: {
      wrongMarks: -1,
      skippedMarks: -0.5,
      shuffleQuestions: true,
    },
  });
  expect(settings.status).toBe(200);
  const [science] = await t.ctx.db.select().from(cohorts).where(eq(cohorts.name, 'Class 8A Science'));
  expect(
    (
      await call(api.teacher.serve, {
        as: 'teacher1',
        body: {
          assessmentId: A,
          cohortId: science!.id,
        },
      })
    ).status,
  ).toBe(200);
  const [serving] = await t.ctx.db.select().from(servings).where(eq(servings.assessmentId, A));
  studentIds = (
    await t.ctx.db
      .select({ id: users.id })
      .from(cohortStudents)
      .innerJoin(users, eq(users.id, cohortStudents.studentId))
      .where(eq(cohortStudents.cohortId, science!.id))
      .orderBy(asc(users.id))
  ).map((row) => row.id);
  const q = lab.q;
  // Student 0: shuffled paper b1, a4, a1, b2; a1 wrong, b1 and a4 right (a4 synced late), b2 skipped.
  await seedAttempt(
    studentIds[0]!,
    serving!.id,
    [
      { seq: 1, questionId: q.b1, option: 2, correct: true, marks: 1 },
      { seq: 2, questionId: q.a4, option: 2, correct: true, marks: 2, late: true },
      { seq: 3, questionId: q.a1, option: 1, correct: false, marks: -1 },
    ],
    { completed: true, accommodationSeconds: 300, grantedSeconds: 60 },
  );
  // Student 1: only a1, wrong (at position 4 on their paper); three skipped: -1 - 1.5 stops at 0.
  await seedAttempt(
    studentIds[1]!,
    serving!.id,
    [{ seq: 4, questionId: q.a1, option: 3, correct: false, marks: -1 }],
    {
      completed: true,
    },
  );
  // Student 2: still answering; b2 right so far.
  await seedAttempt(
    studentIds[2]!,
    serving!.id,
    [{ seq: 1, questionId: q.b2, option: 2, correct: true, marks: 1 }],
    {
      completed: false,
    },
  );
});
afterAll(async () => t?.close());

type Row = { ST_id: number; [key: string]: unknown };

describe(`results of a shuffled, pooled paper with negative marks (${testDriver})`, () => {
  it('totals follow totalScore(): answer marks, skipped marks once over, stopped at zero', async () => {
    const { status, body } = await call(api.teacher.results, { as: 'teacher1', params: { id: A } });
    expect(status).toBe(200);
    const byId = new Map(body.results.students.map((s: Row) => [s.ST_id, s]));
    expect(byId.get(studentIds[0]!)).toMatchObject({
      status: 'completed',
      score: 1.5,
      percentage: 30,
      accommodationSeconds: 300,
      grantedSeconds: 60,
      lateAnswers: 1,
    });
    expect(byId.get(studentIds[1]!)).toMatchObject({
      status: 'completed',
      score: 0,
      percentage: 0,
      lateAnswers: 0,
    });
    expect(byId.get(studentIds[2]!)).toMatchObject({ status: 'in_progress', score: 1 });
    expect(byId.get(studentIds[3]!)).toMatchObject({ status: 'not_started', accommodationSeconds: 0 });
    expect(body.results).toMatchObject({ wrongMarks: -1, skippedMarks: -0.5, allowNegativeTotal: false });
  });

  it('groups per-question figures by the real question, whatever its position on each paper, and sums each pool', async () => {
    const { results } = (await call(api.teacher.results, { as: 'teacher1', params: { id: A } })).body;
    const q = lab.q;
    const questions = new Map(results.questions.map((r) => [r.CQ_Id, r]));
    expect(questions.get(q.a1)).toMatchObject({
      AQ_SeqNum: 1,
      poolId: null,
      answeredCount: 2,
      correctCount: 0,
      correctPercent: 0,
    });
    expect(questions.get(q.a1)?.options.map((o) => o.chosenCount)).toEqual([1, 0, 1]);
    const [poolB, poolA] = results.pools as [(typeof results.pools)[0], (typeof results.pools)[0]];
    expect(questions.get(q.b1)).toMatchObject({ AQ_SeqNum: null, poolId: poolB.poolId, correctPercent: 100 });
    expect(questions.get(q.b2)).toMatchObject({ poolId: poolB.poolId, answeredCount: 1 });
    expect(questions.get(q.a4)).toMatchObject({ poolId: poolA.poolId, answeredCount: 1, correctCount: 1 });
    expect(questions.has(q.a5)).toBe(false); // drawn by nobody who answered
    expect(results.pools).toEqual([
      {
        poolId: poolB.poolId,
        courseName: 'Results Lab',
        subconceptName: 'Sub B1',
        questionCount: 2,
        marksPerQuestion: 1,
        candidateCount: 2,
        answeredCount: 2,
        correctCount: 2,
        correctPercent: 33.3,
      },
      {
        poolId: poolA.poolId,
        courseName: 'Results Lab',
        subconceptName: 'Sub A2',
        questionCount: 1,
        marksPerQuestion: 2,
        candidateCount: 2,
        answeredCount: 1,
        correctCount: 1,
        correctPercent: 33.3,
      },
    ]);
  });

  it('the CSV carries each student’s extra time and late-synced answers', async () => {
    const response = await call(api.teacher.resultsCsv, { as: 'teacher1', params: { id: A } });
    const lines = response.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(
      lines[0]!.endsWith(
        'Time taken (seconds),Extra time (seconds),Answers synced late,Answers held (not scored until decided)',
      ),
    ).toBe(true);
    const first = lines.find((line) => line.startsWith(`${studentIds[0]},`))!;
    expect(first.endsWith(',360,1,0')).toBe(true);
    expect(first).toContain(',1.5,5,30,');
  });

  it('a negative total stays negative when the assessment allows it', async () => {
    await t.ctx.db.update(assessments).set({ allowNegativeTotal: true }).where(eq(assessments.id, A));
    const { results } = (await call(api.teacher.results, { as: 'teacher1', params: { id: A } })).body;
    const second = results.students.find((s: Row) => s.ST_id === studentIds[1]);
    expect(second).toMatchObject({ score: -2.5, percentage: -50 });
    await t.ctx.db.update(assessments).set({ allowNegativeTotal: false }).where(eq(assessments.id, A));
  });
});

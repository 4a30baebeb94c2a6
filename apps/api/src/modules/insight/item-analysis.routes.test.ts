import { api, itemAnalysisMessages } from '@pathshala/contracts';
import { answers, attempts, auditLog, mastery, questionRegrades, rebuildMastery } from '@pathshala/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import {
  type BankQuestion,
  makeExam,
  type ShownQuestion,
  type Student,
  signInStudents,
  studentCalls,
} from '../attempts/exam-day.test-support';
import { rawItemFigures } from './item-analysis.test-support';
import { REGRADE_LOCK_CLASS } from './regrade.repository';

/** The server gives figures to 3 decimals: a rounded figure lies within half a thousandth of the raw one. */
const expectRounded = (actual: number | null | undefined, raw: number) =>
  expect(Math.abs((actual ?? Number.NaN) - raw)).toBeLessThanOrEqual(0.0005 + 1e-9);

let t: TestApp;
let call: ApiCall;
let s: ReturnType<typeof studentCalls>;
let students: Student[];
let bank: BankQuestion[];
const A = 9301;
/** Bank question ids on each student's paper (pools: only what they drew). */
const papers = new Map<number, Set<number>>();
/** The question whose key is wrong: strong students choose `trueOption`, which the key calls wrong. */
let wrongKeyed: BankQuestion;
let trueOption: number;
let inProgress: Student;
let removed: Student;
let chosenQs: BankQuestion[];

const realTexts = (q: BankQuestion) => [q.option1, q.option2, q.option3, q.option4];
const shownFor = (shown: ShownQuestion, q: BankQuestion, real: number) =>
  [shown.CQ_Option1, shown.CQ_Option2, shown.CQ_Option3, shown.CQ_Option4].indexOf(realTexts(q)[real - 1]!) +
  1;

/** Student i of n (0 strongest): the real option they choose for a question, or null to leave it. */
function choice(i: number, n: number, q: BankQuestion, index: number): number | null {
  const wrong = (q.correctOption % 4) + 1;
  if (q.id === wrongKeyed.id) return i < n / 2 ? trueOption : q.correctOption;
  if (i === n - 2 && index === 1) return null; // a skip
  // The first half is strong (right but for one question); the rest right now and then, by question.
  if (i < n / 2) return (i + index) % 5 === 4 ? wrong : q.correctOption;
  return (i + index) % 3 === 0 ? q.correctOption : wrong;
}

async function answerPaper(student: Student, i: number, n: number, skipWrongKeyed = false) {
  const paper = (await s.paper(student, A)).body;
  const shown: ShownQuestion[] = paper.questions;
  const seen = new Set<number>();
  for (const question of shown) {
    const q = bank.find((b) => b.text === question.CQ_Question)!;
    seen.add(q.id);
    if (skipWrongKeyed && q.id === wrongKeyed.id) continue;
    const real = choice(i, n, q, bank.indexOf(q));
    if (real === null) continue;
    t.clock.advanceSeconds(7);
    const response = await s.answer(student, A, question.AS_SeqNum, {
      answerId: shownFor(question, q, real),
    });
    expect(response.status, response.text).toBe(200);
  }
  papers.set(student.id, seen);
  return shown;
}

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  s = studentCalls(t);
  const signed = await signInStudents(t);
  students = signed.students;
  bank = signed.bank;
  chosenQs = bank.slice(0, 4);
  wrongKeyed = chosenQs[0]!;
  trueOption = (wrongKeyed.correctOption % 4) + 1;
  await makeExam(t, {
    id: A,
    cohortId: signed.cohort.id,
    curriculumId: signed.cohort.curriculumId,
    chosen: chosenQs,
    pools: [{ count: 2, marks: 2, candidates: bank.slice(4, 8) }],
    settings: { shuffleQuestions: true, shuffleOptions: true, wrongMarks: -1, feedbackMode: 'AFTER' },
  });
  const n = students.length;
  inProgress = students[n - 1]!;
  removed = students[1]!;
  for (const [i, student] of students.entries()) {
    expect((await s.start(student, A)).status).toBe(200);
    await answerPaper(student, i, n, student === inProgress);
    if (student !== inProgress) expect((await s.complete(student, A)).status).toBe(200);
  }
  // A student removed from the cohort after the exam: their attempt still counts, as in the results.
  const out = await call(api.cohorts.removeMembers, {
    as: 'admin',
    params: { cohortId: signed.cohort.id },
    body: { studentIds: [removed.id] },
  });
  expect(out.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const keysNow = async (overrides: Record<number, number> = {}) =>
  new Map(
    [...chosenQs, ...bank.slice(4, 8)].map(
      (q) => [q.id, overrides[q.id] ?? q.correctOption] as [number, number],
    ),
  );

describe(`item analysis (${testDriver})`, () => {
  it('matches figures computed from the raw answers (shuffled papers, a pool, negative marks, a removed student)', async () => {
    expect(students.length).toBeGreaterThanOrEqual(5);
    const { status, body } = await call(api.itemAnalysis.itemAnalysis, { as: 'teacher1', params: { id: A } });
    expect(status, JSON.stringify(body)).toBe(200);
    const data = body.data;
    const raw = await rawItemFigures(t, A, papers, await keysNow());
    expect(data.attemptCount).toBe(students.length - 1);
    expect(data.attemptCount).toBe(raw.n);
    expect(data.groupSize).toBe(raw.g);
    expectRounded(data.kr20, raw.kr20);
    expect(data.questions).toHaveLength(8);
    for (const q of data.questions) {
      const f = raw.perQuestion.get(q.questionId)!;
      expect(q.seenCount, `seen ${q.questionId}`).toBe(f.seen);
      expect(q.correctCount).toBe(f.correct);
      if (f.seen === 0) continue;
      expectRounded(q.facility, f.facility);
      if (f.r === null) expect(q.pointBiserial).toBeNull();
      else expectRounded(q.pointBiserial, f.r);
      if (f.upperCorrect !== null && f.lowerCorrect !== null)
        expectRounded(q.upperLowerDifference, f.upperCorrect - f.lowerCorrect);
      for (const option of q.options) {
        const expected = f.upperOption(option.option);
        if (expected === null) expect(option.upperShare).toBeNull();
        else expectRounded(option.upperShare, expected);
      }
      expect(q.medianSeconds).toBe(7);
    }
    // A pool's questions are seen only by those who drew them: 2 of 4 per paper.
    const pooled = data.questions.filter((q) => q.poolId !== null);
    expect(pooled.reduce((sum: number, q: { seenCount: number }) => sum + q.seenCount, 0)).toBe(2 * raw.n);
    const flagged = data.questions.find((q) => q.questionId === wrongKeyed.id)!;
    expect(flagged.flags).toContain('CHECK_KEY');
    expect(flagged.options.find((o) => o.isKey)?.option).toBe(wrongKeyed.correctOption);
  });

  it('filters by serving, and refuses a serving of another assessment', async () => {
    const all = (await call(api.itemAnalysis.itemAnalysis, { as: 'teacher1', params: { id: A } })).body.data;
    const one = await call(api.itemAnalysis.itemAnalysis, {
      as: 'teacher1',
      params: { id: A },
      query: { servingId: all.servings[0]!.id },
    });
    expect(one.status).toBe(200);
    expect(one.body.data.attemptCount).toBe(all.attemptCount);
    expect(
      (
        await call(api.itemAnalysis.itemAnalysis, {
          as: 'teacher1',
          params: { id: A },
          query: { servingId: 999999 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(api.itemAnalysis.itemAnalysis, {
          as: 'teacher1',
          params: { id: A },
          query: { servingId: 'abc' },
        })
      ).status,
    ).toBe(400);
  });

  it('answers whoever may see the results, and admins; refuses students and other teachers', async () => {
    const admin = await call(api.itemAnalysis.itemAnalysis, { as: 'admin', params: { id: A } });
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    expect((await call(api.itemAnalysis.itemAnalysis, { as: 'student', params: { id: A } })).status).toBe(
      403,
    );
    expect((await call(api.itemAnalysis.itemAnalysis, { as: 'teacher2', params: { id: A } })).status).toBe(
      403,
    );
    expect((await call(api.itemAnalysis.itemAnalysis, { as: null, params: { id: A } })).status).toBe(401);
    expect(
      (await call(api.itemAnalysis.itemAnalysis, { as: 'teacher1', params: { id: 999999 } })).status,
    ).toBe(404);
    expect((await call(api.itemAnalysis.itemAnalysis, { as: 'admin', params: { id: 999999 } })).status).toBe(
      404,
    );
    const body = { questionId: wrongKeyed.id, kind: 'FULL_MARKS' } as const;
    expect(
      (await call(api.itemAnalysis.regrade, { as: 'student', params: { id: A }, body: body })).status,
    ).toBe(403);
    expect(
      (await call(api.itemAnalysis.regrade, { as: 'teacher2', params: { id: A }, body: body })).status,
    ).toBe(403);
    expect(
      (await call(api.itemAnalysis.previewRegrade, { as: 'teacher2', params: { id: A }, body: body })).status,
    ).toBe(403);
    expect(
      (await call(api.itemAnalysis.regrade, { as: 'teacher1', params: { id: 999999 }, body: body })).status,
    ).toBe(404);
  });

  it('a share lets a teacher see the analysis, not change the scores of a cohort she does not teach', async () => {
    const shared = await call(api.teacher.authorize, {
      as: 'teacher1',
      body: {
        assessmentId: A,
        teacherEmail: 'teacher3@pathshala.example',
        permissionLevel: 'FULL',
      },
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    try {
      expect((await call(api.itemAnalysis.itemAnalysis, { as: 'teacher3', params: { id: A } })).status).toBe(
        200,
      );
      const body = { questionId: wrongKeyed.id, kind: 'FULL_MARKS' } as const;
      expect(
        (await call(api.itemAnalysis.previewRegrade, { as: 'teacher3', params: { id: A }, body: body }))
          .status,
      ).toBe(200);
      const scoresBefore = await t.ctx.db.select({ id: attempts.id, score: attempts.score }).from(attempts);
      const refused = await call(api.itemAnalysis.regrade, { as: 'teacher3', params: { id: A }, body: body });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(itemAnalysisMessages.regradeNotYourCohorts);
      expect(await t.ctx.db.select({ id: attempts.id, score: attempts.score }).from(attempts)).toEqual(
        scoresBefore,
      );
      expect(await t.ctx.db.select().from(questionRegrades)).toEqual([]);
    } finally {
      await call(api.teacher.revoke, { as: 'teacher1', params: { authId: shared.body.authorization.AA_id } });
    }
  });

  it.runIf(testDriver === 'postgres')(
    'a regrade while another of the same assessment runs is told to wait for it, and changes nothing',
    async () => {
      // Another server's regrade of A, in flight: its lock held from a connection of its own.
      const name = (await t.ctx.db.execute(sql`select current_database() as name`)).rows[0] as {
        name: string;
      };
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${name.name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1, $2)', [REGRADE_LOCK_CLASS, A]);
        const body = { questionId: chosenQs[1]!.id, kind: 'FULL_MARKS' } as const;
        const busy = await call(api.itemAnalysis.regrade, { as: 'teacher1', params: { id: A }, body: body });
        expect(busy.status).toBe(409);
        expect(busy.body.message).toBe(itemAnalysisMessages.regradeBusy);
        expect(await t.ctx.db.select().from(questionRegrades)).toEqual([]);
      } finally {
        await other.end();
      }
    },
  );

  it('refuses a bad regrade with a clear message and changes nothing', async () => {
    const before = await t.ctx.db.select().from(answers).orderBy(asc(answers.attemptId), asc(answers.seqNum));
    const bad = [
      { questionId: wrongKeyed.id, kind: 'KEY' },
      { questionId: wrongKeyed.id, kind: 'FULL_MARKS', correctOption: 2 },
      { questionId: wrongKeyed.id, kind: 'KEY', correctOption: 5 },
      { questionId: wrongKeyed.id, kind: 'SOMETHING' },
      { questionId: bank[20]!.id, kind: 'DROP' },
    ];
    for (const payload of bad) {
      const response = await call(api.itemAnalysis.regrade, {
        as: 'teacher1',
        params: { id: A },
        body: unchecked(payload),
      });
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body.message).toBeTruthy();
    }
    const notOn = await call(api.itemAnalysis.regrade, {
      as: 'teacher1',
      params: { id: A },
      body: { questionId: bank[20]!.id, kind: 'DROP' },
    });
    expect(notOn.body.message).toBe('This question is not on this assessment');
    const after = await t.ctx.db.select().from(answers).orderBy(asc(answers.attemptId), asc(answers.seqNum));
    expect(after).toEqual(before);
    expect(await t.ctx.db.select().from(questionRegrades)).toEqual([]);
  });

  it('corrects a key: previews, rescores every attempt in one go, audits, rebuilds mastery, scores later answers, tells the student', async () => {
    const scoresBefore = await scoresByAttempt();
    const body = { questionId: wrongKeyed.id, kind: 'KEY', correctOption: trueOption } as const;
    const preview = await call(api.itemAnalysis.previewRegrade, {
      as: 'teacher1',
      params: { id: A },
      body: body,
    });
    expect(preview.status).toBe(200);
    expect(await t.ctx.db.select().from(questionRegrades)).toEqual([]);

    const started = performance.now();
    const done = await call(api.itemAnalysis.regrade, { as: 'teacher1', params: { id: A }, body: body });
    console.info(`regrade of ${students.length} attempts: ${(performance.now() - started).toFixed(0)} ms`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual(preview.body.data);

    // Every answer to it scored by the corrected key; each score is its answers' marks again.
    const rows = await t.ctx.db.select().from(answers).where(eq(answers.questionId, wrongKeyed.id));
    for (const row of rows) {
      expect(row.isCorrect).toBe(row.selectedOption === trueOption);
      expect(row.marksAwarded).toBe(row.selectedOption === trueOption ? wrongKeyed.marks : -1);
    }
    const scoresAfter = await scoresByAttempt();
    let changed = 0;
    for (const [attemptId, score] of scoresAfter) {
      const own = await t.ctx.db.select().from(answers).where(eq(answers.attemptId, attemptId));
      expect(score).toBeCloseTo(
        own.reduce((sum, a) => sum + a.marksAwarded, 0),
        5,
      );
      if (score !== scoresBefore.get(attemptId)) changed++;
    }
    expect(done.body.data.changedScores).toBe(changed);
    expect(done.body.data.answeredAttempts).toBe(rows.length);

    // An audit row per attempt whose score moved, with old and new score.
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'exam.regrade'));
    expect(audits).toHaveLength(changed);
    for (const audit of audits) {
      const details = audit.details as { scoreBefore: number; scoreAfter: number };
      expect(details.scoreBefore).toBeCloseTo(scoresBefore.get(Number(audit.entityId))!, 2);
      expect(details.scoreAfter).toBeCloseTo(scoresAfter.get(Number(audit.entityId))!, 2);
    }

    // Mastery of those students equals a rebuild from every raw answer.
    const kept = await masteryRows();
    await rebuildMastery(t.ctx.db);
    expect(await masteryRows()).toEqual(kept);

    // The student still in the exam answers it now: scored by the corrected key.
    const paper: ShownQuestion[] = (await s.paper(inProgress, A)).body.questions;
    const shown = paper.find((q) => q.CQ_Question === wrongKeyed.text)!;
    const response = await s.answer(inProgress, A, shown.AS_SeqNum, {
      answerId: shownFor(shown, wrongKeyed, trueOption),
    });
    expect(response.status, response.text).toBe(200);
    const [late] = await t.ctx.db
      .select()
      .from(answers)
      .innerJoin(attempts, eq(attempts.id, answers.attemptId))
      .where(and(eq(attempts.studentId, inProgress.id), eq(answers.questionId, wrongKeyed.id)));
    expect(late!.answers.isCorrect).toBe(true);
    expect(late!.answers.marksAwarded).toBe(wrongKeyed.marks);

    // A strong student's result tells them.
    const strong = students[0]!;
    const result = (await s.result(strong, A)).body.result;
    const note = result.regrades[0]!;
    expect(note.kind).toBe('KEY');
    expect(note.scoreAfter).toBe(result.score);
    expect(note.scoreAfter - note.scoreBefore).toBeCloseTo(wrongKeyed.marks + 1, 5);
    const ownQuestion = result.questions.find((q) => q.AS_SeqNum === note.AS_SeqNum)!;
    expect(ownQuestion.CQ_Question).toBe(wrongKeyed.text);
    expect(ownQuestion.isCorrect).toBe(true);

    // The teacher's results mark the corrected key as the right option, and count by it.
    const results = (await call(api.teacher.results, { as: 'teacher1', params: { id: A } })).body.results;
    const row = results.questions.find((q) => q.CQ_Id === wrongKeyed.id)!;
    const marked = row.options.filter((o) => o.isCorrect);
    expect(marked.map((o) => o.option)).toEqual([trueOption]);
    expect(row.correctCount).toBe(marked[0]!.chosenCount);

    // The item analysis now reads the corrected key: the flag is gone.
    const items = (await call(api.itemAnalysis.itemAnalysis, { as: 'teacher1', params: { id: A } })).body
      .data;
    const fixed = items.questions.find((q) => q.questionId === wrongKeyed.id)!;
    expect(fixed.key).toBe(trueOption);
    expect(fixed.regrade?.kind).toBe('KEY');
    expect(fixed.flags).not.toContain('CHECK_KEY');
    const raw = await rawItemFigures(t, A, papers, await keysNow({ [wrongKeyed.id]: trueOption }));
    expectRounded(fixed.facility, raw.perQuestion.get(wrongKeyed.id)!.facility);
    expectRounded(items.kr20, raw.kr20);
  });

  it('gives full marks, drops, and undoes back to the served key', async () => {
    const q = chosenQs[1]!;
    const full = await call(api.itemAnalysis.regrade, {
      as: 'teacher1',
      params: { id: A },
      body: { questionId: q.id, kind: 'FULL_MARKS' },
    });
    expect(full.status).toBe(200);
    for (const row of await t.ctx.db.select().from(answers).where(eq(answers.questionId, q.id))) {
      expect(row.isCorrect).toBe(true);
      expect(row.marksAwarded).toBe(q.marks);
    }
    const drop = await call(api.itemAnalysis.regrade, {
      as: 'teacher1',
      params: { id: A },
      body: { questionId: q.id, kind: 'DROP' },
    });
    expect(drop.status).toBe(200);
    for (const row of await t.ctx.db.select().from(answers).where(eq(answers.questionId, q.id)))
      expect(row.marksAwarded).toBe(0);
    // Dropped: out of mastery, and out of the test's totals in the item analysis.
    const kept = await masteryRows();
    await rebuildMastery(t.ctx.db);
    expect(await masteryRows()).toEqual(kept);
    const items = (await call(api.itemAnalysis.itemAnalysis, { as: 'teacher1', params: { id: A } })).body
      .data;
    const raw = await rawItemFigures(
      t,
      A,
      papers,
      await keysNow({ [wrongKeyed.id]: trueOption }),
      new Set([q.id]),
    );
    expectRounded(items.kr20, raw.kr20);

    const undo = await call(api.itemAnalysis.regrade, {
      as: 'teacher1',
      params: { id: A },
      body: {
        questionId: q.id,
        kind: 'KEY',
        correctOption: q.correctOption,
      },
    });
    expect(undo.status).toBe(200);
    for (const row of await t.ctx.db.select().from(answers).where(eq(answers.questionId, q.id))) {
      expect(row.isCorrect).toBe(row.selectedOption === q.correctOption);
      expect(row.marksAwarded).toBe(row.selectedOption === q.correctOption ? q.marks : -1);
    }
    const regrades = await t.ctx.db.select().from(questionRegrades);
    expect(regrades.map((r) => r.questionId)).toEqual([wrongKeyed.id]);
    for (const [attemptId, score] of await scoresByAttempt()) {
      const own = await t.ctx.db.select().from(answers).where(eq(answers.attemptId, attemptId));
      expect(score).toBeCloseTo(
        own.reduce((sum, a) => sum + a.marksAwarded, 0),
        5,
      );
    }
  });

  it('follows the answers between reads: an attempt handed in after a read counts at the next', async () => {
    const keys = await keysNow({ [wrongKeyed.id]: trueOption });
    const before = (await call(api.itemAnalysis.itemAnalysis, { as: 'teacher1', params: { id: A } })).body
      .data;
    expect(before.attemptCount).toBe(students.length - 1);
    expect((await s.complete(inProgress, A)).status).toBe(200);

    const after = (await call(api.itemAnalysis.itemAnalysis, { as: 'teacher1', params: { id: A } })).body
      .data;
    const raw = await rawItemFigures(t, A, papers, keys);
    expect(after.attemptCount).toBe(students.length);
    expect(after.attemptCount).toBe(raw.n);
    expectRounded(after.kr20, raw.kr20);
    for (const q of after.questions) expect(q.seenCount).toBe(raw.perQuestion.get(q.questionId)!.seen);
  });
});

async function scoresByAttempt() {
  const rows = await t.ctx.db.select().from(attempts).where(eq(attempts.assessmentId, A));
  return new Map(rows.map((row) => [row.id, row.score]));
}

async function masteryRows() {
  const rows = await t.ctx.db
    .select()
    .from(mastery)
    .orderBy(asc(mastery.studentId), asc(mastery.subconceptId));
  return rows.map((row) => ({
    ...row,
    weightedCorrect: Math.round(row.weightedCorrect * 1e9),
    weightedTotal: Math.round(row.weightedTotal * 1e9),
  }));
}

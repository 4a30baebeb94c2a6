import { api, messages } from '@pathshala/contracts';
import { answers, attempts } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { makeServedAssessment, type ServedAssessmentSpec } from '../../../test/factories';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { completeExpiredAttempts } from './completion.repository';
import {
  assessable,
  type BankQuestion,
  keyOfShown,
  type ShownQuestion,
  type Student,
  signInStudents,
  studentCalls,
} from './exam-day.test-support';

let t: TestApp;
let students: Student[];
let bank: BankQuestion[];
let cohortId: number;
let curriculumId: number;
let exams: BankQuestion[];
let call: ApiCall;
let student: ReturnType<typeof studentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  const setup = await signInStudents(t);
  ({ students, bank } = setup);
  cohortId = setup.cohort.id;
  curriculumId = setup.cohort.curriculumId;
  exams = assessable(bank);
  student = studentCalls(t);
});
afterAll(async () => t?.close());

/** A 10-minute exam of three questions served to Class 8A Science by teacher1. */
const exam = (spec: Partial<ServedAssessmentSpec> = {}) =>
  makeServedAssessment(call, { cohortId, curriculumId, questions: exams.slice(0, 3), ...spec });
const at = (ms: number) => new Date(ms).toISOString();
const attemptOf = async (attemptId: number) =>
  (await t.database.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;
const answersOf = (attemptId: number) =>
  t.database.db.select().from(answers).where(eq(answers.attemptId, attemptId)).orderBy(answers.seqNum);

describe(`a shuffled, pooled paper with feedback after completion (${testDriver})`, () => {
  it('gives each student their own stable paper, maps answers back, marks by the rules and hides feedback', async () => {
    const [a, b] = students as [Student, Student];
    // A pool of two questions of 3 marks from the chosen questions' course: every other question of it may be drawn.
    const chosen = exams.slice(0, 3);
    const candidates = exams.filter((q) => q.courseId === chosen[0]!.courseId && !chosen.includes(q));
    const { assessmentId: id } = await exam({
      pools: [{ courseId: chosen[0]!.courseId, questionCount: 2, marksPerQuestion: 3 }],
      settings: { shuffleQuestions: true, shuffleOptions: true, feedbackMode: 'AFTER', wrongMarks: -1 },
    });
    const attemptId = (await student.start(a, id)).body.attemptId as number;
    const first = (await student.paper(a, id)).body;
    expect(first.questions).toHaveLength(5);
    expect(first.questions.map((q) => q.AS_SeqNum)).toEqual([1, 2, 3, 4, 5]);
    expect(first.assessmentInfo).toMatchObject({
      score: null,
      paused: false,
      clock: expect.any(String),
      rules: {
        feedbackMode: 'AFTER',
        freeNavigation: true,
        shuffleQuestions: true,
        wrongMarks: -1,
        extraSeconds: 0,
      },
    });
    // Stable across reloads; the pool drew 2 of its candidates.
    expect((await student.paper(a, id)).body.questions).toEqual(first.questions);
    const texts = first.questions.map((q) => q.CQ_Question);
    expect(chosen.every((q) => texts.includes(q.text))).toBe(true);
    expect(candidates.filter((q) => texts.includes(q.text))).toHaveLength(2);
    // Another student (of the class) gets another order.
    await student.start(b, id);
    const others = await Promise.all(
      students.slice(1).map(async (s) => {
        await student.start(s, id);
        return JSON.stringify((await student.paper(s, id)).body.questions);
      }),
    );
    expect(others.some((paper) => paper !== JSON.stringify(first.questions))).toBe(true);

    const [one, two] = first.questions as ShownQuestion[];
    const k1 = keyOfShown(bank, one!);
    const k2 = keyOfShown(bank, two!);
    const right = await student.answer(a, id, 1, { answerId: k1.right, attemptId });
    expect(right.status, right.text).toBe(200);
    expect(right.body).toMatchObject({ isCorrect: null, marksAwarded: null, score: null });
    expect((await student.answer(a, id, 2, { answerId: k2.wrong, attemptId })).status).toBe(200);
    const stored = await answersOf(attemptId);
    expect(stored.map((s) => [s.seqNum, s.questionId, s.selectedOption, s.isCorrect])).toEqual([
      [1, k1.question.id, k1.question.correctOption, true],
      [2, k2.question.id, expect.any(Number), false],
    ]);
    expect(stored[1]!.selectedOption).not.toBe(k2.question.correctOption);
    const marks1 = candidates.some((q) => q.id === k1.question.id) ? 3 : k1.question.marks;
    expect(stored.map((s) => s.marksAwarded)).toEqual([marks1, -1]);
    expect((await attemptOf(attemptId)).score).toBe(marks1 - 1);
    // The paper says which shown option is held.
    const again = (await student.paper(a, id)).body.questions as ShownQuestion[];
    expect(again.slice(0, 3).map((q) => q.selected)).toEqual([k1.right, k2.wrong, null]);

    const done = await student.complete(a, id, { attemptId });
    expect(done.body).toMatchObject({
      score: Math.max(0, marks1 - 1),
      feedbackMode: 'AFTER',
      answered: 2,
      receipt: expect.stringMatching(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/),
    });
    expect((await attemptOf(attemptId)).receipt).toBe(done.body.receipt);
    const result = (await student.result(a, id)).body.result;
    expect(result).toMatchObject({ released: true, rightAnswersShown: false, extraSeconds: 0 });
    expect(result.questions.map((q) => q.CQ_Question)).toEqual(texts);
    expect(result.questions[0]).toMatchObject({
      yourAnswer: [k1.question.option1, k1.question.option2, k1.question.option3, k1.question.option4][
        k1.question.correctOption - 1
      ],
      correctAnswer: null,
      marksAwarded: marks1,
      isCorrect: true,
      syncedLate: false,
    });
  });
});

describe('totals', () => {
  it('feedback NEVER: no score for the student anywhere, no result released', async () => {
    const s = students[0]!;
    const { assessmentId: id } = await exam({ settings: { feedbackMode: 'NEVER' } });
    const attemptId = (await student.start(s, id)).body.attemptId;
    const q = (await student.paper(s, id)).body.questions[0]!;
    const answered = await student.answer(s, id, 1, { answerId: keyOfShown(bank, q).right, attemptId });
    expect(answered.body).toMatchObject({ isCorrect: null, marksAwarded: null, score: null });
    const done = (await student.complete(s, id)).body;
    expect(done).toMatchObject({ score: null, percentage: null, feedbackMode: 'NEVER', answered: 1 });
    const result = (await student.result(s, id)).body.result;
    expect(result).toMatchObject({ released: false, score: null, percentage: null, questions: [] });
    const listed = (await student.list(s)).body.assessments.find((x) => x.AM_id === id);
    expect(listed).toMatchObject({ status: 'COMPLETED', score: null });
  });

  it('wrong and skipped marks: the total stops at zero unless a negative total is allowed', async () => {
    const s = students[0]!;
    for (const allowNegativeTotal of [false, true]) {
      const { assessmentId: id } = await exam({
        settings: { wrongMarks: -1, skippedMarks: -0.5, allowNegativeTotal },
      });
      const attemptId = (await student.start(s, id)).body.attemptId;
      const q = (await student.paper(s, id)).body.questions[0]!;
      const wrong = await student.answer(s, id, 1, { answerId: keyOfShown(bank, q).wrong, attemptId });
      // IMMEDIATE (the default): the student learns the marks at once.
      expect(wrong.body).toMatchObject({ isCorrect: false, marksAwarded: -1, score: -1 });
      const done = (await student.complete(s, id)).body;
      expect(done.score).toBe(allowNegativeTotal ? -2 : 0);
      const result = (await student.result(s, id)).body.result;
      expect(result.score).toBe(done.score);
      expect(result.questions.map((x) => x.marksAwarded)).toEqual([-1, -0.5, -0.5]);
    }
  });
});

describe('the window, extra time and the paused room', () => {
  it('refuses a start before the window opens and at its close; the deadline stops at the close', async () => {
    const [s, late] = students as [Student, Student];
    const now = t.clock.now().getTime();
    const { assessmentId: id } = await exam({
      opensAt: at(now + 3600_000),
      closesAt: at(now + 3600_000 + 300_000),
    });
    const before = await student.start(s, id);
    expect(before.status).toBe(409);
    expect(before.body.message).toBe(messages.quiz.notOpenYet);
    const listed = (await student.list(s)).body.assessments.find((x) => x.AM_id === id);
    expect(listed).toMatchObject({ status: 'UPCOMING', remainingSeconds: null });
    t.clock.advanceSeconds(3600 + 60);
    const started = await student.start(s, id);
    expect(started.status).toBe(200);
    // 600 s of duration, but the window closes in 240 s.
    const attempt = await attemptOf(started.body.attemptId);
    expect(attempt.deadline.getTime()).toBe(now + 3600_000 + 300_000);
    const inProgress = (await student.list(s)).body.assessments.find((x) => x.AM_id === id);
    expect(inProgress).toMatchObject({ status: 'IN_PROGRESS', remainingSeconds: 240, score: null });
    t.clock.advanceSeconds(240);
    const closed = await student.start(late, id);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(messages.quiz.closed);
    const listedLate = (await student.list(late)).body.assessments.find((x) => x.AM_id === id);
    expect(listedLate).toMatchObject({ status: 'CLOSED' });
  });

  it("adds the student's accommodation and the room's extra time, and moves their closing time", async () => {
    const [, s, other] = students as [Student, Student, Student];
    const extraTime = { kind: 'PERCENT', amount: 50, note: 'Assessed need' } as const;
    expect(
      (await call(api.accommodations.set, { as: 'admin', params: { studentId: s.id }, body: extraTime }))
        .status,
    ).toBe(200);
    const now = t.clock.now().getTime();
    const { assessmentId: id, servingId } = await exam({ closesAt: at(now + 3600_000) });
    // The room gives everyone a minute more: later starters too, and the close moves with it.
    const extended = await call(api.examRoom.extendAll, {
      as: 'teacher1',
      params: { servingId },
      body: { minutes: 1, reason: 'Fire drill' },
    });
    expect(extended.status).toBe(200);
    const attemptId = (await student.start(s, id)).body.attemptId;
    const attempt = await attemptOf(attemptId);
    expect(attempt.accommodationSeconds).toBe(300);
    expect(attempt.deadline.getTime()).toBe(now + (600 + 300 + 60) * 1000);
    const rules = (await student.paper(s, id)).body.assessmentInfo.rules;
    expect(rules).toMatchObject({
      extraSeconds: 300,
      closesAt: new Date(now + 3600_000 + 60_000 + 300_000).toISOString(),
    });
    // After the serving's close, only the student with extra time may still start.
    const { assessmentId: later } = await exam({ closesAt: at(now + 60_000) });
    t.clock.advanceSeconds(120);
    expect((await student.start(other, later)).body.message).toBe(messages.quiz.closed);
    const withExtra = await student.start(s, later);
    expect(withExtra.status).toBe(200);
    expect((await attemptOf(withExtra.body.attemptId)).deadline.getTime()).toBe(now + 60_000 + 300_000);
    const result = await student.complete(s, id);
    expect(result.status).toBe(200);
    expect((await student.result(s, id)).body.result.extraSeconds).toBe(300);
  });

  it('while paused: no start, no answer, the clock stands still and no one is timed out', async () => {
    const [s, waiting] = students as [Student, Student];
    const { assessmentId: id, servingId } = await exam();
    const attemptId = (await student.start(s, id)).body.attemptId;
    t.clock.advanceSeconds(100);
    const paused = await call(api.examRoom.pause, {
      as: 'teacher1',
      params: { servingId },
      body: { reason: 'Power cut' },
    });
    expect(paused.status).toBe(200);
    const refused = await student.start(waiting, id);
    expect(refused.body.message).toBe(messages.quiz.paused);
    t.clock.advanceSeconds(1000);
    const q = (await student.paper(s, id)).body;
    expect(q.assessmentInfo).toMatchObject({ paused: true, remainingSeconds: 500 });
    const answer = await student.answer(s, id, 1, {
      answerId: keyOfShown(bank, q.questions[0]!).right,
      attemptId,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(messages.quiz.paused);
    expect(await answersOf(attemptId)).toHaveLength(0);
    expect((await student.complete(s, id)).body.message).toBe(messages.quiz.paused);
    await completeExpiredAttempts(t.database.db, t.clock.now());
    await student.list(s);
    expect((await attemptOf(attemptId)).completedAt).toBeNull();
    const beat = (await student.heartbeat(s, id, { attemptId, pending: 2 })).body;
    expect(beat).toMatchObject({ paused: true, completed: false, remainingSeconds: 500 });
  });

  it('shows the right answers once the window has closed and no attempt is open', async () => {
    const [s, other] = students as [Student, Student];
    const now = t.clock.now().getTime();
    const { assessmentId: id } = await exam({ closesAt: at(now + 900_000) });
    await student.start(s, id);
    await student.start(other, id);
    await student.complete(s, id);
    expect((await student.result(s, id)).body.result.rightAnswersShown).toBe(false);
    t.clock.advanceSeconds(900);
    // The other attempt's time is up at the close; once it is completed, the answers show.
    await completeExpiredAttempts(t.database.db, new Date(now + 900_000 + 10_000));
    const result = (await student.result(s, id)).body.result;
    expect(result.rightAnswersShown).toBe(true);
    const q = bank.find((b) => b.text === result.questions[0]!.CQ_Question)!;
    expect(result.questions[0]!.correctAnswer).toBe(
      [q.option1, q.option2, q.option3, q.option4][q.correctOption - 1],
    );
    const open = await t.database.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.assessmentId, id), eq(attempts.studentId, other.id)));
    expect(open[0]?.completionReason).toBe('time_up');
  });

  it('holds the right answers back while a student with extra time may still start', async () => {
    // students[1] has 50% extra time (300 s of 600): they may start until 300 s after the close.
    const [s, withExtra] = students as [Student, Student];
    const now = t.clock.now().getTime();
    const { assessmentId: id } = await exam({ closesAt: at(now + 900_000) });
    await student.start(s, id);
    await student.complete(s, id);
    t.clock.advanceSeconds(901);
    expect((await student.result(s, id)).body.result.rightAnswersShown).toBe(false);
    expect((await student.start(withExtra, id)).status).toBe(200);
    t.clock.advanceSeconds(300);
    expect((await student.result(s, id)).body.result.rightAnswersShown).toBe(false);
    await student.complete(withExtra, id);
    expect((await student.result(s, id)).body.result.rightAnswersShown).toBe(true);
  });
});

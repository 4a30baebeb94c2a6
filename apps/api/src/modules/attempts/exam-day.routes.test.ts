import { messages } from '@pathshala/contracts';
import { answers, attempts, servings, studentAccommodations } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { completeExpiredAttempts } from './completion.repository';
import {
  type BankQuestion,
  keyOfShown,
  makeExam,
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
let api: ReturnType<typeof studentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  const setup = await signInStudents(t);
  ({ students, bank } = setup);
  cohortId = setup.cohort.id;
  curriculumId = setup.cohort.curriculumId;
  api = studentCalls(t);
});
afterAll(async () => t?.close());

const exam = (id: number, spec: Partial<Parameters<typeof makeExam>[1]> = {}) =>
  makeExam(t, { id, cohortId, curriculumId, chosen: bank.slice(0, 3), ...spec });
const attemptOf = async (attemptId: number) =>
  (await t.database.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;
const answersOf = (attemptId: number) =>
  t.database.db.select().from(answers).where(eq(answers.attemptId, attemptId)).orderBy(answers.seqNum);

describe(`a shuffled, pooled paper with feedback after completion (${testDriver})`, () => {
  it('gives each student their own stable paper, maps answers back, marks by the rules and hides feedback', async () => {
    const [a, b] = students as [Student, Student];
    await exam(2001, {
      pools: [{ count: 2, marks: 3, candidates: bank.slice(3, 8) }],
      settings: { shuffleQuestions: true, shuffleOptions: true, feedbackMode: 'AFTER', wrongMarks: -1 },
    });
    const attemptId = (await api.start(a, 2001)).json().attemptId as number;
    const first = (await api.paper(a, 2001)).json();
    expect(first.questions).toHaveLength(5);
    expect(first.questions.map((q: ShownQuestion) => q.AS_SeqNum)).toEqual([1, 2, 3, 4, 5]);
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
    // Stable across reloads; the pool drew 2 of its 5 candidates.
    expect((await api.paper(a, 2001)).json().questions).toEqual(first.questions);
    const texts = first.questions.map((q: ShownQuestion) => q.CQ_Question);
    expect(bank.slice(0, 3).every((q) => texts.includes(q.text))).toBe(true);
    expect(bank.slice(3, 8).filter((q) => texts.includes(q.text))).toHaveLength(2);
    // Another student (of the class) gets another order.
    await api.start(b, 2001);
    const others = await Promise.all(
      students.slice(1).map(async (s) => {
        await api.start(s, 2001);
        return JSON.stringify((await api.paper(s, 2001)).json().questions);
      }),
    );
    expect(others.some((paper) => paper !== JSON.stringify(first.questions))).toBe(true);

    const [one, two] = first.questions as ShownQuestion[];
    const k1 = keyOfShown(bank, one!);
    const k2 = keyOfShown(bank, two!);
    const right = await api.answer(a, 2001, 1, { answerId: k1.right, attemptId });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ isCorrect: null, marksAwarded: null, score: null });
    expect((await api.answer(a, 2001, 2, { answerId: k2.wrong, attemptId })).statusCode).toBe(200);
    const stored = await answersOf(attemptId);
    expect(stored.map((s) => [s.seqNum, s.questionId, s.selectedOption, s.isCorrect])).toEqual([
      [1, k1.question.id, k1.question.correctOption, true],
      [2, k2.question.id, expect.any(Number), false],
    ]);
    expect(stored[1]!.selectedOption).not.toBe(k2.question.correctOption);
    const marks1 = bank.slice(3, 8).includes(k1.question) ? 3 : k1.question.marks;
    expect(stored.map((s) => s.marksAwarded)).toEqual([marks1, -1]);
    expect((await attemptOf(attemptId)).score).toBe(marks1 - 1);
    // The paper says which shown option is held.
    const again = (await api.paper(a, 2001)).json().questions as ShownQuestion[];
    expect(again.slice(0, 3).map((q) => q.selected)).toEqual([k1.right, k2.wrong, null]);

    const done = await api.complete(a, 2001, { attemptId });
    expect(done.json()).toMatchObject({
      score: Math.max(0, marks1 - 1),
      feedbackMode: 'AFTER',
      answered: 2,
      receipt: expect.stringMatching(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/),
    });
    expect((await attemptOf(attemptId)).receipt).toBe(done.json().receipt);
    const result = (await api.result(a, 2001)).json().result;
    expect(result).toMatchObject({ released: true, rightAnswersShown: false, extraSeconds: 0 });
    expect(result.questions.map((q: { CQ_Question: string }) => q.CQ_Question)).toEqual(texts);
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
    await exam(2002, { settings: { feedbackMode: 'NEVER' } });
    const attemptId = (await api.start(s, 2002)).json().attemptId;
    const q = (await api.paper(s, 2002)).json().questions[0];
    const answered = await api.answer(s, 2002, 1, { answerId: keyOfShown(bank, q).right, attemptId });
    expect(answered.json()).toMatchObject({ isCorrect: null, marksAwarded: null, score: null });
    const done = (await api.complete(s, 2002)).json();
    expect(done).toMatchObject({ score: null, percentage: null, feedbackMode: 'NEVER', answered: 1 });
    const result = (await api.result(s, 2002)).json().result;
    expect(result).toMatchObject({ released: false, score: null, percentage: null, questions: [] });
    const listed = (await api.list(s)).json().assessments.find((x: { AM_id: number }) => x.AM_id === 2002);
    expect(listed).toMatchObject({ status: 'COMPLETED', score: null });
  });

  it('wrong and skipped marks: the total stops at zero unless a negative total is allowed', async () => {
    const s = students[0]!;
    for (const [id, allowNegativeTotal] of [
      [2003, false],
      [2004, true],
    ] as const) {
      await exam(id, { settings: { wrongMarks: -1, skippedMarks: -0.5, allowNegativeTotal } });
      const attemptId = (await api.start(s, id)).json().attemptId;
      const q = (await api.paper(s, id)).json().questions[0];
      const wrong = await api.answer(s, id, 1, { answerId: keyOfShown(bank, q).wrong, attemptId });
      // IMMEDIATE (the default): the student learns the marks at once.
      expect(wrong.json()).toMatchObject({ isCorrect: false, marksAwarded: -1, score: -1 });
      const done = (await api.complete(s, id)).json();
      expect(done.score).toBe(allowNegativeTotal ? -2 : 0);
      const result = (await api.result(s, id)).json().result;
      expect(result.score).toBe(done.score);
      expect(result.questions.map((x: { marksAwarded: number }) => x.marksAwarded)).toEqual([-1, -0.5, -0.5]);
    }
  });
});

describe('the window, extra time and the paused room', () => {
  it('refuses a start before the window opens and at its close; the deadline stops at the close', async () => {
    const [s, late] = students as [Student, Student];
    const now = t.clock.now().getTime();
    await exam(2010, {
      serving: { opensAt: new Date(now + 3600_000), closesAt: new Date(now + 3600_000 + 300_000) },
    });
    const before = await api.start(s, 2010);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(messages.quiz.notOpenYet);
    const listed = (await api.list(s)).json().assessments.find((x: { AM_id: number }) => x.AM_id === 2010);
    expect(listed).toMatchObject({ status: 'UPCOMING', remainingSeconds: null });
    t.clock.advanceSeconds(3600 + 60);
    const started = await api.start(s, 2010);
    expect(started.statusCode).toBe(200);
    // 600 s of duration, but the window closes in 240 s.
    const attempt = await attemptOf(started.json().attemptId);
    expect(attempt.deadline.getTime()).toBe(now + 3600_000 + 300_000);
    const inProgress = (await api.list(s))
      .json()
      .assessments.find((x: { AM_id: number }) => x.AM_id === 2010);
    expect(inProgress).toMatchObject({ status: 'IN_PROGRESS', remainingSeconds: 240, score: null });
    t.clock.advanceSeconds(240);
    const closed = await api.start(late, 2010);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(messages.quiz.closed);
    const listedLate = (await api.list(late))
      .json()
      .assessments.find((x: { AM_id: number }) => x.AM_id === 2010);
    expect(listedLate).toMatchObject({ status: 'CLOSED' });
  });

  it("adds the student's accommodation and the room's extra time, and moves their closing time", async () => {
    const [, s, other] = students as [Student, Student, Student];
    await t.database.db
      .insert(studentAccommodations)
      .values({ studentId: s.id, kind: 'PERCENT', amount: 50 });
    const now = t.clock.now().getTime();
    await exam(2011, { serving: { closesAt: new Date(now + 3600_000), extraSeconds: 30 } });
    const attemptId = (await api.start(s, 2011)).json().attemptId;
    const attempt = await attemptOf(attemptId);
    expect(attempt.accommodationSeconds).toBe(300);
    expect(attempt.deadline.getTime()).toBe(now + (600 + 300 + 30) * 1000);
    const rules = (await api.paper(s, 2011)).json().assessmentInfo.rules;
    expect(rules).toMatchObject({
      extraSeconds: 300,
      closesAt: new Date(now + 3600_000 + 300_000).toISOString(),
    });
    // After the serving's close, only the student with extra time may still start.
    await exam(2012, { serving: { closesAt: new Date(now + 60_000) } });
    t.clock.advanceSeconds(120);
    expect((await api.start(other, 2012)).json().message).toBe(messages.quiz.closed);
    const withExtra = await api.start(s, 2012);
    expect(withExtra.statusCode).toBe(200);
    expect((await attemptOf(withExtra.json().attemptId)).deadline.getTime()).toBe(now + 60_000 + 300_000);
    const result = await api.complete(s, 2011);
    expect(result.statusCode).toBe(200);
    expect((await api.result(s, 2011)).json().result.extraSeconds).toBe(300);
  });

  it('while paused: no start, no answer, the clock stands still and no one is timed out', async () => {
    const [s, waiting] = students as [Student, Student];
    const servingId = await exam(2013);
    const attemptId = (await api.start(s, 2013)).json().attemptId;
    t.clock.advanceSeconds(100);
    await t.database.db.update(servings).set({ pausedAt: t.clock.now() }).where(eq(servings.id, servingId));
    const refused = await api.start(waiting, 2013);
    expect(refused.json().message).toBe(messages.quiz.paused);
    t.clock.advanceSeconds(1000);
    const q = (await api.paper(s, 2013)).json();
    expect(q.assessmentInfo).toMatchObject({ paused: true, remainingSeconds: 500 });
    const answer = await api.answer(s, 2013, 1, {
      answerId: keyOfShown(bank, q.questions[0]).right,
      attemptId,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(messages.quiz.paused);
    expect(await answersOf(attemptId)).toHaveLength(0);
    expect((await api.complete(s, 2013)).json().message).toBe(messages.quiz.paused);
    await completeExpiredAttempts(t.database.db, t.clock.now());
    await api.list(s);
    expect((await attemptOf(attemptId)).completedAt).toBeNull();
    const beat = (await api.heartbeat(s, 2013, { attemptId, pending: 2 })).json();
    expect(beat).toMatchObject({ paused: true, completed: false, remainingSeconds: 500 });
  });

  it('shows the right answers once the window has closed and no attempt is open', async () => {
    const [s, other] = students as [Student, Student];
    const now = t.clock.now().getTime();
    await exam(2014, { serving: { closesAt: new Date(now + 900_000) } });
    await api.start(s, 2014);
    await api.start(other, 2014);
    await api.complete(s, 2014);
    expect((await api.result(s, 2014)).json().result.rightAnswersShown).toBe(false);
    t.clock.advanceSeconds(900);
    // The other attempt's time is up at the close; once it is completed, the answers show.
    await completeExpiredAttempts(t.database.db, new Date(now + 900_000 + 10_000));
    const result = (await api.result(s, 2014)).json().result;
    expect(result.rightAnswersShown).toBe(true);
    const q = bank.find((b) => b.text === result.questions[0].CQ_Question)!;
    expect(result.questions[0].correctAnswer).toBe(
      [q.option1, q.option2, q.option3, q.option4][q.correctOption - 1],
    );
    const open = await t.database.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.assessmentId, 2014), eq(attempts.studentId, other.id)));
    expect(open[0]?.completionReason).toBe('time_up');
  });

  it('holds the right answers back while a student with extra time may still start', async () => {
    // students[1] has 50% extra time (300 s of 600): they may start until 300 s after the close.
    const [s, withExtra] = students as [Student, Student];
    const now = t.clock.now().getTime();
    await exam(2015, { serving: { closesAt: new Date(now + 900_000) } });
    await api.start(s, 2015);
    await api.complete(s, 2015);
    t.clock.advanceSeconds(901);
    expect((await api.result(s, 2015)).json().result.rightAnswersShown).toBe(false);
    expect((await api.start(withExtra, 2015)).statusCode).toBe(200);
    t.clock.advanceSeconds(300);
    expect((await api.result(s, 2015)).json().result.rightAnswersShown).toBe(false);
    await api.complete(withExtra, 2015);
    expect((await api.result(s, 2015)).json().result.rightAnswersShown).toBe(true);
  });
});

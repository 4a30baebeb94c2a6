import { api, messages, OFFLINE_SYNC_LIMIT_SECONDS } from '@pathshala/contracts';
import { answers, attempts, examRoomEvents, questions } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { makeServedAssessment } from '../../../test/factories';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { createAttemptCore } from './attempt-core';
import { completeExpiredAttempts } from './completion.repository';
import {
  assessable,
  type BankQuestion,
  keyOfShown,
  type Student,
  signInStudents,
  studentCalls,
} from './exam-day.test-support';

let t: TestApp;
let students: Student[];
let bank: BankQuestion[];
let cohortId: number;
let curriculumId: number;
let call: ApiCall;
let calls: ReturnType<typeof studentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  const setup = await signInStudents(t);
  ({ students, bank } = setup);
  cohortId = setup.cohort.id;
  curriculumId = setup.cohort.curriculumId;
  calls = studentCalls(t);
});
afterAll(async () => t?.close());

/** A fresh exam served to the class (4 questions unless chosen). */
const served = (chosen = assessable(bank).slice(0, 4)) =>
  makeServedAssessment(call, { cohortId, curriculumId, questions: chosen });
/** A fresh 4-question exam taken by the student: its attempt, paper, clock mark and the ids. */
async function takeExam(s: Student, chosen?: BankQuestion[]) {
  const { assessmentId: id, servingId } = await served(chosen);
  const attemptId = (await calls.start(s, id)).body.attemptId;
  const paper = (await calls.paper(s, id)).body;
  return {
    id,
    servingId,
    attemptId,
    clock: paper.assessmentInfo.clock as string,
    keys: paper.questions.map((q) => keyOfShown(bank, q)),
  };
}
const held = (attemptId: number) =>
  t.database.db.select().from(answers).where(eq(answers.attemptId, attemptId)).orderBy(answers.seqNum);
const events = (attemptId: number) =>
  t.database.db.select().from(examRoomEvents).where(eq(examRoomEvents.attemptId, attemptId));
const scoreOf = async (attemptId: number) =>
  (await t.database.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!.score;

describe(`answers made in one turn (${testDriver})`, () => {
  it('two conflicting answers in one statement: exactly one is stored, and only it is acknowledged', async () => {
    const s = students[0]!;
    const exam = await takeExam(s);
    const core = createAttemptCore(t.ctx);
    const [attempt] = await t.database.db.select().from(attempts).where(eq(attempts.id, exam.attemptId));
    const question = exam.keys[0]!.question;
    const item = (selectedOption: number) => ({
      attemptId: exam.attemptId,
      studentId: s.id,
      assessmentId: exam.id,
      servingId: attempt!.servingId,
      position: 1,
      questionId: question.id,
      selectedOption,
      isCorrect: selectedOption === question.correctOption,
      marksAwarded: selectedOption === question.correctOption ? question.marks : 0,
      fullMarks: question.marks,
      wrongMarks: 0,
      answeredAt: t.clock.now(),
      receivedAt: t.clock.now(),
      clientSeq: null,
      mayArriveLate: false,
      afterRightAnswers: false,
    });
    const wrong = (question.correctOption % 4) + 1;
    // Both calls in the same turn: one statement.
    const [first, second] = await Promise.all([
      core.storeAnswer(item(question.correctOption)),
      core.storeAnswer(item(wrong)),
    ]);
    const rows = await held(exam.attemptId);
    expect(rows).toHaveLength(1);
    const stored = rows[0]!.selectedOption;
    expect(first.selectedOption).toBe(stored);
    expect(second.selectedOption).toBe(stored);
    expect(
      [first, second].filter((r, i) => r.fresh && r.selectedOption === [question.correctOption, wrong][i]),
    ).toHaveLength(1);
    expect(await scoreOf(exam.attemptId)).toBe(rows[0]!.marksAwarded);
  });

  it('a single answer and a batch naming another option in the same turn: the loser is told what is held', async () => {
    const s = students[1]!;
    const exam = await takeExam(s);
    const { right, wrong } = exam.keys[0]!;
    const [single, batch] = await Promise.all([
      calls.answer(s, exam.id, 1, { answerId: right, attemptId: exam.attemptId }),
      calls.answers(s, exam.id, {
        attemptId: exam.attemptId,
        answers: [{ seqNum: 1, answerId: wrong, clock: exam.clock, sinceClockMs: 0, clientSeq: 1 }],
      }),
    ]);
    const rows = await held(exam.attemptId);
    expect(rows).toHaveLength(1);
    const storedShown = rows[0]!.isCorrect ? right : wrong;
    if (storedShown === right) {
      expect(single.status).toBe(200);
      expect(batch.body.saved[0]).toMatchObject({ status: 'CONFLICT', selected: right });
    } else {
      expect(single.status).toBe(409);
      expect(single.body.message).toBe(messages.quiz.alreadyAnswered);
      expect(batch.body.saved[0]).toMatchObject({ status: 'SAVED', selected: wrong });
    }
  });
});

describe(`online answers with their time proof (${testDriver})`, () => {
  /** The SQL of every statement the app's database runs while `run` does (auth included). */
  async function statementsOf(run: () => Promise<unknown>) {
    const session = (t.ctx.db as unknown as { session: { prepareQuery(query: { sql: string }): unknown } })
      .session;
    const spy = vi.spyOn(session, 'prepareQuery');
    try {
      await run();
      return spy.mock.calls.map(([query]) => query.sql);
    } finally {
      spy.mockRestore();
    }
  }

  it('in time, after the paper was loaded: one statement, no read of the attempt or its answers', async () => {
    const s = students[7]!;
    const exam = await takeExam(s);
    t.clock.advanceSeconds(30);
    let clock = exam.clock;
    for (const [index, key] of exam.keys.slice(0, 3).entries()) {
      const batch = {
        attemptId: exam.attemptId,
        answers: [
          { seqNum: index + 1, answerId: key.right, clock, sinceClockMs: 1000, clientSeq: index + 1 },
        ],
      };
      let response: Awaited<ReturnType<typeof calls.answers>> | undefined;
      const statements = await statementsOf(async () => {
        response = await calls.answers(s, exam.id, batch);
      });
      expect(response?.status, response?.text).toBe(200);
      expect(response?.body.saved[0]).toMatchObject({ status: 'SAVED', late: false });
      const touching = statements.filter((q) => /\b(answers|attempts)\b/.test(q));
      expect(touching).toHaveLength(1);
      expect(touching[0]).toMatch(/insert into answers/);
      clock = response?.body.clock ?? clock;
      t.clock.advanceSeconds(5);
    }
    expect(await held(exam.attemptId)).toHaveLength(3);
  });

  it('answers stored by the one-statement way are resends to the full way, counted once', async () => {
    const s = students[8]!;
    const exam = await takeExam(s);
    t.clock.advanceSeconds(30);
    const answer = (seqNum: number, answerId: number, clientSeq: number) => ({
      seqNum,
      answerId,
      clock: exam.clock,
      sinceClockMs: clientSeq * 1000,
      clientSeq,
    });
    const first = [answer(1, exam.keys[0]!.right, 1), answer(2, exam.keys[1]!.right, 2)];
    expect((await calls.answers(s, exam.id, { attemptId: exam.attemptId, answers: first })).status).toBe(200);
    const score = await scoreOf(exam.attemptId);
    // Past the deadline (the fast way is not taken): the two are resends, the third arrives late.
    t.clock.advanceSeconds(600);
    const late = await calls.answers(s, exam.id, {
      attemptId: exam.attemptId,
      answers: [...first, answer(3, exam.keys[2]!.wrong, 3)],
    });
    expect(late.status, late.text).toBe(200);
    expect(late.body.saved.map((x) => x.late)).toEqual([false, false, true]);
    expect(await held(exam.attemptId)).toHaveLength(3);
    expect(await scoreOf(exam.attemptId)).toBe(score);
  });

  it('a paused room: the one statement stores nothing, the full way says why; after the resume it goes on', async () => {
    const s = students[7]!;
    const exam = await takeExam(s);
    t.clock.advanceSeconds(30);
    const room = { as: 'teacher1', params: { servingId: exam.servingId } } as const;
    const batch = {
      attemptId: exam.attemptId,
      answers: [
        { seqNum: 1, answerId: exam.keys[0]!.right, clock: exam.clock, sinceClockMs: 1000, clientSeq: 1 },
      ],
    };
    expect((await call(api.examRoom.pause, { ...room, body: { reason: 'Power cut' } })).status).toBe(200);
    const paused = await calls.answers(s, exam.id, batch);
    expect(paused.status).toBe(409);
    expect(paused.body.message).toBe(messages.quiz.paused);
    expect(await held(exam.attemptId)).toHaveLength(0);
    expect((await call(api.examRoom.resume, { ...room, body: {} })).status).toBe(200);
    const resumed = await calls.answers(s, exam.id, batch);
    expect(resumed.status, resumed.text).toBe(200);
    expect(await held(exam.attemptId)).toHaveLength(1);
  });
});

describe('offline answers and their time proof', () => {
  it('stores the claimed time, the running number and when it arrived; a resend is the stored result', async () => {
    const s = students[2]!;
    const exam = await takeExam(s);
    t.clock.advanceSeconds(90);
    const batch = {
      attemptId: exam.attemptId,
      answers: [
        { seqNum: 1, answerId: exam.keys[0]!.right, clock: exam.clock, sinceClockMs: 30_000, clientSeq: 1 },
        { seqNum: 2, answerId: exam.keys[1]!.wrong, clock: exam.clock, sinceClockMs: 60_000, clientSeq: 2 },
      ],
    };
    const sent = await calls.answers(s, exam.id, batch);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.saved).toEqual([
      {
        seqNum: 1,
        status: 'SAVED',
        selected: exam.keys[0]!.right,
        isCorrect: true,
        marksAwarded: expect.any(Number),
        late: false,
        held: false,
      },
      {
        seqNum: 2,
        status: 'SAVED',
        selected: exam.keys[1]!.wrong,
        isCorrect: false,
        marksAwarded: 0,
        late: false,
        held: false,
      },
    ]);
    const rows = await held(exam.attemptId);
    const markMs = Number.parseInt(exam.clock.split('.')[0]!, 36);
    expect(
      rows.map((r) => [r.answeredAt.getTime(), r.receivedAt.getTime(), r.clientSeq, r.syncedLate]),
    ).toEqual([
      [markMs + 30_000, t.clock.now().getTime(), 1, false],
      [markMs + 60_000, t.clock.now().getTime(), 2, false],
    ]);
    const score = await scoreOf(exam.attemptId);
    const resent = await calls.answers(s, exam.id, batch);
    expect(resent.status).toBe(200);
    expect(resent.body.saved.map((x) => x.status)).toEqual(['SAVED', 'SAVED']);
    expect(await held(exam.attemptId)).toHaveLength(2);
    expect(await scoreOf(exam.attemptId)).toBe(score);
    // One answer with its proof through the spec's call goes the same way.
    const one = await calls.answer(s, exam.id, 3, {
      answerId: exam.keys[2]!.right,
      clock: resent.body.clock,
      sinceClockMs: 0,
      clientSeq: 3,
    });
    expect(one.status, one.text).toBe(200);
    const partial = await calls.answer(s, exam.id, 4, { answerId: 1, clientSeq: 4 });
    expect(partial.status).toBe(400);
    expect(await held(exam.attemptId)).toHaveLength(3);
  });

  it('the paper says the highest running number held, so a device that lost its storage continues after it', async () => {
    const s = students[2]!;
    const exam = await takeExam(s);
    expect((await calls.paper(s, exam.id)).body.assessmentInfo.lastClientSeq).toBe(0);
    t.clock.advanceSeconds(20);
    // The first device's answers 2-4 never left it: the server holds 1 and 5.
    const first = await calls.answers(s, exam.id, {
      attemptId: exam.attemptId,
      answers: [
        { seqNum: 1, answerId: exam.keys[0]!.right, clock: exam.clock, sinceClockMs: 5_000, clientSeq: 1 },
        { seqNum: 2, answerId: exam.keys[1]!.right, clock: exam.clock, sinceClockMs: 10_000, clientSeq: 5 },
      ],
    });
    expect(first.status, first.text).toBe(200);
    const paper = (await calls.paper(s, exam.id)).body;
    expect(paper.assessmentInfo.lastClientSeq).toBe(5);
    // A second device numbering after as many answers as are held (3) would be refused; after 5 it is not.
    const after = (clientSeq: number) =>
      calls.answers(s, exam.id, {
        attemptId: exam.attemptId,
        answers: [
          {
            seqNum: 3,
            answerId: exam.keys[2]!.right,
            clock: paper.assessmentInfo.clock,
            sinceClockMs: 0,
            clientSeq,
          },
        ],
      });
    expect((await after(3)).status).toBe(400);
    expect((await after(paper.assessmentInfo.lastClientSeq + 1)).status).toBe(200);
    expect(await held(exam.attemptId)).toHaveLength(3);
  });

  it('keeps answers given in time that arrive late, held (not scored), also after the sweeper; never after a submit or the limit', async () => {
    const [s, submitter] = students as [Student, Student];
    const late = await takeExam(s);
    t.clock.advanceSeconds(600 + 60);
    await completeExpiredAttempts(t.database.db, t.clock.now());
    const receiptBefore = (await calls.complete(s, late.id)).body.receipt;
    const sent = await calls.answers(s, late.id, {
      attemptId: late.attemptId,
      answers: [
        { seqNum: 1, answerId: late.keys[0]!.right, clock: late.clock, sinceClockMs: 500_000, clientSeq: 1 },
        { seqNum: 2, answerId: late.keys[1]!.right, clock: late.clock, sinceClockMs: 590_000, clientSeq: 2 },
      ],
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.saved.map((x) => x.late)).toEqual([true, true]);
    expect(sent.body.saved.map((x) => x.held)).toEqual([true, true]);
    expect((await held(late.attemptId)).every((r) => r.syncedLate && r.heldState === 'held')).toBe(true);
    expect(await scoreOf(late.attemptId)).toBe(0);
    expect((await events(late.attemptId)).map((e) => e.kind)).toEqual(['LATE_SYNC']);
    const again = (await calls.complete(s, late.id)).body;
    expect(again).toMatchObject({ answered: 2, timeUp: true });
    expect(again.receipt).not.toBe(receiptBefore);
    expect((await calls.result(s, late.id)).body.result.questions[0]).toMatchObject({
      syncedLate: true,
      heldState: 'held',
    });

    // Submitted by the student: nothing more goes in.
    const submitted = await takeExam(submitter);
    await calls.complete(submitter, submitted.id);
    const refused = await calls.answers(submitter, submitted.id, {
      attemptId: submitted.attemptId,
      answers: [{ seqNum: 1, answerId: 1, clock: submitted.clock, sinceClockMs: 0, clientSeq: 1 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.quiz.alreadyCompleted);

    // Past the offline limit: too late.
    const tooLate = await takeExam(submitter);
    t.clock.advanceSeconds(OFFLINE_SYNC_LIMIT_SECONDS + 700);
    const over = await calls.answers(submitter, tooLate.id, {
      attemptId: tooLate.attemptId,
      answers: [{ seqNum: 1, answerId: 1, clock: tooLate.clock, sinceClockMs: 10_000, clientSeq: 1 }],
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(messages.quiz.syncTooLate);
    expect(await held(tooLate.attemptId)).toHaveLength(0);
  });
});

describe('a forged batch changes nothing and is recorded', () => {
  it.each([
    [
      'a tampered mark',
      'not genuine',
      (m: Mark) => [{ ...m.ok(1, 1000, 1), clock: `${m.clock.slice(0, -2)}xx` }],
    ],
    ["another attempt's mark", 'not genuine', (m: Mark) => [{ ...m.ok(1, 1000, 1), clock: m.foreign }]],
    ['a claim in the future', 'future', (m: Mark) => [m.ok(1, 120_000, 1)]],
    ['a claim after the deadline', 'after the deadline', (m: Mark) => [m.ok(1, 700_000, 1)]],
    ['running numbers out of order', 'out of order', (m: Mark) => [m.ok(3, 30_000, 7), m.ok(4, 40_000, 6)]],
    ['times out of order', 'out of order', (m: Mark) => [m.ok(3, 40_000, 6), m.ok(4, 30_000, 7)]],
    ['a running number not above the stored', 'already stored', (m: Mark) => [m.ok(3, 50_000, 5)]],
    ['a time before the stored', 'already stored', (m: Mark) => [m.ok(3, 5_000, 9)]],
    [
      'a question not on the paper',
      'not on this student',
      (m: Mark) => [m.ok(3, 30_000, 6), { ...m.ok(4, 40_000, 7), seqNum: 99 }],
    ],
    ['an option not shown', 'was not shown', (m: Mark) => [{ ...m.ok(4, 1000, 1), answerId: 3 }]],
  ])('%s', async (_name, reason, build) => {
    const s = students[3]!;
    // The 4th question has only two options.
    const [twoOptions] = await t.database.db
      .insert(questions)
      .values({
        ...withoutId(assessable(bank)[5]!),
        text: `Two options ${bank.length}`,
        option3: '',
        option4: '',
        correctOption: 1,
      })
      .returning();
    bank.push(twoOptions!);
    const exam = await takeExam(s, [...assessable(bank).slice(0, 3), twoOptions!]);
    const other = await takeExam(students[4]!);
    // Two answers already stored (running numbers 4 and 5, 10 s and 20 s after the mark).
    t.clock.advanceSeconds(60);
    const setup = await calls.answers(s, exam.id, {
      attemptId: exam.attemptId,
      answers: [
        { seqNum: 1, answerId: exam.keys[0]!.right, clock: exam.clock, sinceClockMs: 10_000, clientSeq: 4 },
        { seqNum: 2, answerId: exam.keys[1]!.right, clock: exam.clock, sinceClockMs: 20_000, clientSeq: 5 },
      ],
    });
    expect(setup.status, setup.text).toBe(200);
    if (reason === 'after the deadline') t.clock.advanceSeconds(700);
    const before = { rows: await held(exam.attemptId), score: await scoreOf(exam.attemptId) };
    const mark: Mark = {
      clock: exam.clock,
      foreign: other.clock,
      ok: (seqNum, sinceClockMs, clientSeq) => ({
        seqNum,
        answerId: 1,
        clock: exam.clock,
        sinceClockMs,
        clientSeq,
      }),
    };
    const forged = await calls.answers(s, exam.id, { attemptId: exam.attemptId, answers: build(mark) });
    expect(forged.status, forged.text).toBe(400);
    expect(forged.body.message).toBe(messages.quiz.forgedBatch);
    expect(await held(exam.attemptId)).toEqual(before.rows);
    expect(await scoreOf(exam.attemptId)).toBe(before.score);
    const logged = await events(exam.attemptId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ kind: 'FORGED_BATCH', studentId: s.id, servingId: exam.servingId });
    expect(logged[0]!.reason).toContain(reason);
  });

  it('a negative elapsed time is refused by the contract (400), storing nothing', async () => {
    const s = students[5]!;
    const exam = await takeExam(s);
    const response = await calls.answers(s, exam.id, {
      attemptId: exam.attemptId,
      answers: [{ seqNum: 1, answerId: 1, clock: exam.clock, sinceClockMs: -5000, clientSeq: 1 }],
    });
    expect(response.status).toBe(400);
    expect(await held(exam.attemptId)).toHaveLength(0);
  });
});

describe('heartbeat and who may call the new steps', () => {
  it('reports time, pause and completion, and the pending answers to the room', async () => {
    const s = students[6]!;
    const exam = await takeExam(s);
    t.clock.advanceSeconds(100);
    const beat = await calls.heartbeat(s, exam.id, { attemptId: exam.attemptId, pending: 3 });
    expect(beat.body).toMatchObject({
      remainingSeconds: 500,
      paused: false,
      completed: false,
      clock: expect.any(String),
      deadline: expect.any(String),
    });
    expect((await t.ctx.examPresence.of([exam.attemptId])).get(exam.attemptId)).toMatchObject({
      pending: 3,
      lastSeenMs: t.clock.now().getTime(),
    });
    await calls.complete(s, exam.id);
    expect((await calls.heartbeat(s, exam.id)).body).toMatchObject({ completed: true, remainingSeconds: 0 });
  });

  it('refuses another student, a teacher, an unserved assessment and one not started', async () => {
    const [s, other] = students as [Student, Student];
    const exam = await takeExam(s);
    const batch = {
      attemptId: exam.attemptId,
      answers: [{ seqNum: 1, answerId: 1, clock: exam.clock, sinceClockMs: 0, clientSeq: 1 }],
    };
    const teacher = await t.login('teacher1');
    const asTeacher = { id: s.id, token: teacher.token };
    for (const [who, expected] of [
      [{ ...other, id: s.id }, 403],
      [asTeacher, 403],
    ] as const) {
      expect((await calls.answers(who, exam.id, batch)).status).toBe(expected);
      expect((await calls.heartbeat(who, exam.id)).status).toBe(expected);
    }
    expect((await calls.answers(s, 1003, batch)).status).toBe(404);
    expect((await calls.heartbeat(s, 1003)).status).toBe(404);
    const { assessmentId: unstarted } = await served(assessable(bank).slice(0, 2));
    expect((await calls.answers(s, unstarted, batch)).body.message).toBe(messages.quiz.notStarted);
    expect((await calls.heartbeat(s, unstarted)).body.message).toBe(messages.quiz.notStarted);
    // Another attempt's id: not current.
    expect((await calls.heartbeat(s, exam.id, { attemptId: exam.attemptId + 1000 })).status).toBe(409);
    expect(await held(exam.attemptId)).toHaveLength(0);
  });
});

interface Mark {
  clock: string;
  foreign: string;
  ok(
    seqNum: number,
    sinceClockMs: number,
    clientSeq: number,
  ): {
    seqNum: number;
    answerId: number;
    clock: string;
    sinceClockMs: number;
    clientSeq: number;
  };
}

function withoutId(question: BankQuestion) {
  const { id: _id, fingerprint: _f, ...rest } = question;
  return rest;
}

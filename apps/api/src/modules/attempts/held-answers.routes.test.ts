import { messages } from '@pathshala/contracts';
import { answers, assessmentShares, attempts, auditLog, users } from '@pathshala/db';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import {
  type BankQuestion,
  keyOfShown,
  makeExam,
  type ShownQuestion,
  type Student,
  signInStudents,
  studentCalls,
} from './exam-day.test-support';

/**
 * Issue 27, item 1: answers that reach the server after the deadline and its grace are held for the
 * teacher, never scored on arrival, so right answers read on a result page cannot be synced in.
 */

let t: TestApp;
let students: Student[];
let bank: BankQuestion[];
let cohortId: number;
let curriculumId: number;
let api: ReturnType<typeof studentCalls>;
let tokens: Record<'teacher1' | 'teacher2' | 'teacher3' | 'admin', string>;
beforeAll(async () => {
  t = await createTestApp();
  const setup = await signInStudents(t);
  ({ students, bank } = setup);
  cohortId = setup.cohort.id;
  curriculumId = setup.cohort.curriculumId;
  api = studentCalls(t);
  tokens = {
    teacher1: (await t.login('teacher1')).token,
    teacher2: (await t.login('teacher2')).token,
    teacher3: (await t.login('teacher3')).token,
    admin: (await t.login('admin')).token,
  };
});
afterAll(async () => t?.close());

let nextId = 5000;
/** A 3-question exam that closes in 10 minutes, started by the student, who answers nothing. */
async function startExam(s: Student) {
  const id = nextId++;
  await makeExam(t, {
    id,
    cohortId,
    curriculumId,
    chosen: bank.slice(0, 3),
    serving: { closesAt: new Date(t.clock.now().getTime() + 600_000) },
  });
  const attemptId = (await api.start(s, id)).json().attemptId as number;
  const paper = (await api.paper(s, id)).json();
  return {
    id,
    attemptId,
    clock: paper.assessmentInfo.clock as string,
    keys: (paper.questions as ShownQuestion[]).map((q) => keyOfShown(bank, q)),
  };
}

/** The attack: past the close, the right answers as read on the result page, claimed given at the start. */
async function syncRightAnswersLate(s: Student, exam: Awaited<ReturnType<typeof startExam>>) {
  return api.answers(s, exam.id, {
    attemptId: exam.attemptId,
    answers: exam.keys.map((key, i) => ({
      seqNum: i + 1,
      answerId: key.right,
      clock: exam.clock,
      sinceClockMs: (i + 1) * 1000,
      clientSeq: i + 1,
    })),
  });
}

const attemptRow = async (attemptId: number) =>
  (await t.database.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;
const storedAnswers = (attemptId: number) =>
  t.database.db.select().from(answers).where(eq(answers.attemptId, attemptId)).orderBy(answers.seqNum);

const decide = (token: string, assessmentId: number, attemptId: number, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/assessments/${assessmentId}/results/held/${attemptId}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { decision },
  });
const results = async (assessmentId: number, token = tokens.teacher1) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/assessments/${assessmentId}/results`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
};

describe(`answers arriving after the deadline are held for the teacher (${testDriver})`, () => {
  it('the attack: right answers read on the result page and synced late score nothing; they are held', async () => {
    const s = students[0]!;
    const exam = await startExam(s);
    t.clock.advanceSeconds(660);
    const shown = await api.result(s, exam.id);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().result).toMatchObject({ score: 0, rightAnswersShown: true });

    const sent = await syncRightAnswersLate(s, exam);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await api.result(s, exam.id)).json().result.score).toBe(0);
    expect(sent.json().message).toBe(messages.quiz.answersHeld(3));
    expect(sent.json().saved.map((x: { held: boolean }) => x.held)).toEqual([true, true, true]);
    expect(sent.json().saved.every((x: { isCorrect: unknown }) => x.isCorrect === null)).toBe(true);
    expect((await attemptRow(exam.attemptId)).score).toBe(0);
    expect((await storedAnswers(exam.attemptId)).map((a) => a.heldState)).toEqual(['held', 'held', 'held']);

    const after = (await api.result(s, exam.id)).json().result;
    expect(after.score).toBe(0);
    expect(after.questions.map((q: { heldState: string | null }) => q.heldState)).toEqual([
      'held',
      'held',
      'held',
    ]);
    // The server keeps all three (the receipt covers them); none is in the score.
    expect((await api.complete(s, exam.id)).json()).toMatchObject({ score: 0, answered: 3 });
    const listed = (await api.list(s)).json().assessments.find((a: { AM_id: number }) => a.AM_id === exam.id);
    expect(listed.score).toBe(0);

    const row = (await results(exam.id)).students.find((x: { ST_id: number }) => x.ST_id === s.id);
    // Late answers that count are 'lateAnswers'; held ones are listed apart, never counted twice.
    expect(row).toMatchObject({ score: 0, attemptId: exam.attemptId, lateAnswers: 0, declinedAnswers: 0 });
    expect(row.heldAnswers).toHaveLength(3);
    expect(row.heldAnswers[0]).toMatchObject({
      AS_SeqNum: 1,
      afterRightAnswers: true,
      afterResultShown: true,
    });
    expect(Date.parse(row.heldAnswers[0].receivedAt) - Date.parse(row.heldAnswers[0].answeredAt)).toBe(
      659_000,
    );
    const question = (await results(exam.id)).questions[0];
    expect(question.answeredCount).toBe(0);
  });

  it('accept scores the held answers exactly as in time, once; audited', async () => {
    const s = students[1]!;
    const exam = await startExam(s);
    t.clock.advanceSeconds(660);
    expect((await syncRightAnswersLate(s, exam)).statusCode).toBe(200);
    const row = (await results(exam.id)).students.find((x: { ST_id: number }) => x.ST_id === s.id);
    expect(row.heldAnswers[0]).toMatchObject({ afterRightAnswers: true, afterResultShown: false });

    const accepted = await decide(tokens.teacher1, exam.id, exam.attemptId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ decided: 3 });
    expect(await attemptRow(exam.attemptId)).toMatchObject({ score: 3, answerCount: 3 });
    expect((await storedAnswers(exam.attemptId)).map((a) => a.heldState)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);
    expect((await api.result(s, exam.id)).json().result).toMatchObject({ score: 3, percentage: 100 });
    const after = (await results(exam.id)).students.find((x: { ST_id: number }) => x.ST_id === s.id);
    expect(after).toMatchObject({ score: 3, heldAnswers: [], lateAnswers: 3, declinedAnswers: 0 });
    expect((await results(exam.id)).questions[0].answeredCount).toBe(1);

    // Deciding again: nothing is held any more.
    const twice = await decide(tokens.teacher1, exam.id, exam.attemptId, 'accept');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.teacher.noHeldAnswers);
    expect((await attemptRow(exam.attemptId)).score).toBe(3);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'exam.held_accept'));
    expect(audit.map((a) => a.entityId)).toContain(String(exam.attemptId));
  });

  it('decline keeps them stored and never scores them', async () => {
    const s = students[2]!;
    const exam = await startExam(s);
    t.clock.advanceSeconds(660);
    await syncRightAnswersLate(s, exam);
    const declined = await decide(tokens.teacher1, exam.id, exam.attemptId, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await storedAnswers(exam.attemptId)).map((a) => a.heldState)).toEqual([
      'declined',
      'declined',
      'declined',
    ]);
    expect((await attemptRow(exam.attemptId)).score).toBe(0);
    expect((await decide(tokens.teacher1, exam.id, exam.attemptId, 'accept')).statusCode).toBe(409);
    expect((await attemptRow(exam.attemptId)).score).toBe(0);
    expect((await api.result(s, exam.id)).json().result.score).toBe(0);
    const row = (await results(exam.id)).students.find((x: { ST_id: number }) => x.ST_id === s.id);
    expect(row).toMatchObject({ lateAnswers: 0, declinedAnswers: 3, heldAnswers: [] });
  });

  it('an offline batch arriving in time still scores at once', async () => {
    const s = students[3]!;
    const exam = await startExam(s);
    t.clock.advanceSeconds(500);
    const sent = await syncRightAnswersLate(s, exam);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(messages.quiz.answersSaved(3));
    expect(sent.json().saved.map((x: { held: boolean }) => x.held)).toEqual([false, false, false]);
    expect((await attemptRow(exam.attemptId)).score).toBe(3);
    expect((await storedAnswers(exam.attemptId)).map((a) => a.heldState)).toEqual([null, null, null]);
  });

  it('who may decide: a teacher of the cohort who may see the results; others 403, another assessment 404, bad input 400', async () => {
    const s = students[4]!;
    const exam = await startExam(s);
    const other = await startExam(students[5]!);
    t.clock.advanceSeconds(660);
    await syncRightAnswersLate(s, exam);
    const [teacher2] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'teacher2@pathshala.example'));
    const [teacher3] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'teacher3@pathshala.example'));
    const [owner] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'teacher1@pathshala.example'));
    await t.database.db.insert(assessmentShares).values([
      { assessmentId: exam.id, teacherId: teacher2!.id, level: 'EDIT', sharedBy: owner!.id },
      { assessmentId: exam.id, teacherId: teacher3!.id, level: 'VIEW', sharedBy: owner!.id },
    ]);

    const student = await decide(s.token, exam.id, exam.attemptId, 'accept');
    expect(student.statusCode).toBe(403);
    expect((await decide(tokens.admin, exam.id, exam.attemptId, 'accept')).statusCode).toBe(403);
    const viewOnly = await decide(tokens.teacher3, exam.id, exam.attemptId, 'accept');
    expect(viewOnly.statusCode).toBe(403);
    expect(viewOnly.json().message).toBe(messages.teacher.cannotSeeResults);
    await t.database.db.delete(assessmentShares).where(eq(assessmentShares.teacherId, teacher3!.id));
    expect((await decide(tokens.teacher3, exam.id, exam.attemptId, 'accept')).statusCode).toBe(403);
    // Another assessment's attempt, and no such attempt: not found.
    expect((await decide(tokens.teacher1, exam.id, other.attemptId, 'accept')).statusCode).toBe(404);
    expect((await decide(tokens.teacher1, exam.id, 2_000_000, 'accept')).statusCode).toBe(404);
    expect((await decide(tokens.teacher1, exam.id, exam.attemptId, 'maybe')).statusCode).toBe(400);
    expect((await attemptRow(exam.attemptId)).score).toBe(0);

    // An EDIT share who does not teach the student's cohort sees the results but does not decide.
    await t.database.db.insert(assessmentShares).values({
      assessmentId: exam.id,
      teacherId: teacher3!.id,
      level: 'EDIT',
      sharedBy: owner!.id,
    });
    // The results say so, so her page offers no buttons that would be refused; they offer them to
    // the cohort's teachers.
    const heldRow = (rows: { students: Array<{ attemptId: number | null; heldDecidable: boolean }> }) =>
      rows.students.find((row) => row.attemptId === exam.attemptId)!;
    expect(heldRow(await results(exam.id, tokens.teacher3)).heldDecidable).toBe(false);
    expect(heldRow(await results(exam.id, tokens.teacher2)).heldDecidable).toBe(true);
    expect(heldRow(await results(exam.id, tokens.teacher1)).heldDecidable).toBe(true);
    const notTheCohorts = await decide(tokens.teacher3, exam.id, exam.attemptId, 'accept');
    expect(notTheCohorts.statusCode).toBe(403);
    expect(notTheCohorts.json().message).toBe(messages.teacher.heldNotYourCohort);
    expect((await attemptRow(exam.attemptId)).score).toBe(0);

    // teacher2: an EDIT share who teaches the cohort.
    const shared = await decide(tokens.teacher2, exam.id, exam.attemptId, 'accept');
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await attemptRow(exam.attemptId)).score).toBe(3);
  });
});

/**
 * A regrade locks the answers table and then attempt rows; an accept locked its attempt row and then
 * wrote answers. Both at once on one attempt deadlocked (PostgreSQL aborts one). Another connection
 * plays the regrade here: the accept must wait for its table lock before touching the attempt.
 */
describe.runIf(testDriver === 'postgres')('an accept while a regrade runs (postgres)', () => {
  it('waits for the regrade instead of deadlocking with it', async () => {
    const s = students[4]!;
    const exam = await startExam(s);
    t.clock.advanceSeconds(660);
    expect((await syncRightAnswersLate(s, exam)).statusCode).toBe(200);

    const name = (await t.database.db.execute(sql`select current_database() as name`)).rows[0] as {
      name: string;
    };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name.name}`;
    const regrade = new pg.Client({ connectionString: url.toString() });
    await regrade.connect();
    try {
      await regrade.query('begin');
      await regrade.query('lock table answers in share row exclusive mode');
      const accepting = decide(tokens.teacher1, exam.id, exam.attemptId, 'accept');
      await new Promise((resolve) => setTimeout(resolve, 300)); // the accept is now waiting on a lock
      // The regrade goes on to rescore the attempt: its row must not be held by the waiting accept.
      await regrade.query("set local lock_timeout = '3s'");
      await regrade.query('update attempts set score = score where id = $1', [exam.attemptId]);
      await regrade.query('commit');
      const accepted = await accepting;
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((await attemptRow(exam.attemptId)).score).toBe(3);
    } finally {
      await regrade.end();
    }
  });
});

import { api, messages } from '@pathshala/contracts';
import { answers, assessmentShares, attempts, auditLog, users } from '@pathshala/db';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiCaller, unchecked } from '../../../test/api-caller';
import { makeServedAssessment } from '../../../test/factories';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import {
  assessable,
  type BankQuestion,
  keyOfShown,
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

/** A 3-question exam that closes in 10 minutes, started by the student, who answers nothing. */
async function startExam(s: Student) {
  const { assessmentId: id } = await makeServedAssessment(call, {
    cohortId,
    curriculumId,
    // A mark each: three right answers are a score of 3.
    questions: assessable(bank)
      .filter((q) => q.marks === 1)
      .slice(0, 3),
    closesAt: new Date(t.clock.now().getTime() + 600_000).toISOString(),
  });
  const attemptId = (await calls.start(s, id)).body.attemptId;
  const paper = (await calls.paper(s, id)).body;
  return {
    id,
    attemptId,
    clock: paper.assessmentInfo.clock,
    keys: paper.questions.map((q) => keyOfShown(bank, q)),
  };
}

/** The attack: past the close, the right answers as read on the result page, claimed given at the start. */
async function syncRightAnswersLate(s: Student, exam: Awaited<ReturnType<typeof startExam>>) {
  return calls.answers(s, exam.id, {
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

const decide = (who: Account | Student, assessmentId: number, attemptId: number, decision: string) =>
  call(api.teacher.decideHeldAnswers, {
    as: who,
    params: { id: assessmentId, attemptId },
    body: { decision: unchecked(decision) },
  });
const results = async (assessmentId: number, as: Account = 'teacher1') => {
  const response = await call(api.teacher.results, { as, params: { id: assessmentId } });
  expect(response.status, response.text).toBe(200);
  return response.body.results;
};

describe(`answers arriving after the deadline are held for the teacher (${testDriver})`, () => {
  it('the attack: right answers read on the result page and synced late score nothing; they are held', async () => {
    const s = students[0]!;
    const exam = await startExam(s);
    t.clock.advanceSeconds(660);
    const shown = await calls.result(s, exam.id);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.result).toMatchObject({ score: 0, rightAnswersShown: true });

    const sent = await syncRightAnswersLate(s, exam);
    expect(sent.status, sent.text).toBe(200);
    expect((await calls.result(s, exam.id)).body.result.score).toBe(0);
    expect(sent.body.message).toBe(messages.quiz.answersHeld(3));
    expect(sent.body.saved.map((x) => x.held)).toEqual([true, true, true]);
    expect(sent.body.saved.every((x) => x.isCorrect === null)).toBe(true);
    expect((await attemptRow(exam.attemptId)).score).toBe(0);
    expect((await storedAnswers(exam.attemptId)).map((a) => a.heldState)).toEqual(['held', 'held', 'held']);

    const after = (await calls.result(s, exam.id)).body.result;
    expect(after.score).toBe(0);
    expect(after.questions.map((q) => q.heldState)).toEqual(['held', 'held', 'held']);
    // The server keeps all three (the receipt covers them); none is in the score.
    expect((await calls.complete(s, exam.id)).body).toMatchObject({ score: 0, answered: 3 });
    const listed = (await calls.list(s)).body.assessments.find((a) => a.AM_id === exam.id)!;
    expect(listed.score).toBe(0);

    const row = (await results(exam.id)).students.find((x) => x.ST_id === s.id)!;
    // Late answers that count are 'lateAnswers'; held ones are listed apart, never counted twice.
    expect(row).toMatchObject({ score: 0, attemptId: exam.attemptId, lateAnswers: 0, declinedAnswers: 0 });
    expect(row.heldAnswers).toHaveLength(3);
    expect(row.heldAnswers[0]).toMatchObject({
      AS_SeqNum: 1,
      afterRightAnswers: true,
      afterResultShown: true,
    });
    expect(Date.parse(row.heldAnswers[0]!.receivedAt) - Date.parse(row.heldAnswers[0]!.answeredAt)).toBe(
      659_000,
    );
    const question = (await results(exam.id)).questions[0]!;
    expect(question.answeredCount).toBe(0);
  });

  it('accept scores the held answers exactly as in time, once; audited', async () => {
    const s = students[1]!;
    const exam = await startExam(s);
    t.clock.advanceSeconds(660);
    expect((await syncRightAnswersLate(s, exam)).status).toBe(200);
    const row = (await results(exam.id)).students.find((x) => x.ST_id === s.id)!;
    expect(row.heldAnswers[0]).toMatchObject({ afterRightAnswers: true, afterResultShown: false });

    const accepted = await decide('teacher1', exam.id, exam.attemptId, 'accept');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ decided: 3 });
    expect(await attemptRow(exam.attemptId)).toMatchObject({ score: 3, answerCount: 3 });
    expect((await storedAnswers(exam.attemptId)).map((a) => a.heldState)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);
    expect((await calls.result(s, exam.id)).body.result).toMatchObject({ score: 3, percentage: 100 });
    const after = (await results(exam.id)).students.find((x) => x.ST_id === s.id)!;
    expect(after).toMatchObject({ score: 3, heldAnswers: [], lateAnswers: 3, declinedAnswers: 0 });
    expect((await results(exam.id)).questions[0]!.answeredCount).toBe(1);

    // Deciding again: nothing is held any more.
    const twice = await decide('teacher1', exam.id, exam.attemptId, 'accept');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(messages.teacher.noHeldAnswers);
    expect((await attemptRow(exam.attemptId)).score).toBe(3);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'exam.held_accept'));
    expect(audit.map((a) => a.entityId)).toContain(String(exam.attemptId));
  });

  it('decline keeps them stored and never scores them', async () => {
    const s = students[2]!;
    const exam = await startExam(s);
    t.clock.advanceSeconds(660);
    await syncRightAnswersLate(s, exam);
    const declined = await decide('teacher1', exam.id, exam.attemptId, 'decline');
    expect(declined.status, declined.text).toBe(200);
    expect((await storedAnswers(exam.attemptId)).map((a) => a.heldState)).toEqual([
      'declined',
      'declined',
      'declined',
    ]);
    expect((await attemptRow(exam.attemptId)).score).toBe(0);
    expect((await decide('teacher1', exam.id, exam.attemptId, 'accept')).status).toBe(409);
    expect((await attemptRow(exam.attemptId)).score).toBe(0);
    expect((await calls.result(s, exam.id)).body.result.score).toBe(0);
    const row = (await results(exam.id)).students.find((x) => x.ST_id === s.id)!;
    expect(row).toMatchObject({ lateAnswers: 0, declinedAnswers: 3, heldAnswers: [] });
  });

  it('an offline batch arriving in time still scores at once', async () => {
    const s = students[3]!;
    const exam = await startExam(s);
    t.clock.advanceSeconds(500);
    const sent = await syncRightAnswersLate(s, exam);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.message).toBe(messages.quiz.answersSaved(3));
    expect(sent.body.saved.map((x) => x.held)).toEqual([false, false, false]);
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
    // EDIT and VIEW shares: the sharing call gives FULL only, so they are written as the table holds them.
    await t.database.db.insert(assessmentShares).values([
      { assessmentId: exam.id, teacherId: teacher2!.id, level: 'EDIT', sharedBy: owner!.id },
      { assessmentId: exam.id, teacherId: teacher3!.id, level: 'VIEW', sharedBy: owner!.id },
    ]);

    const student = await decide(s, exam.id, exam.attemptId, 'accept');
    expect(student.status).toBe(403);
    expect((await decide('admin', exam.id, exam.attemptId, 'accept')).status).toBe(403);
    const viewOnly = await decide('teacher3', exam.id, exam.attemptId, 'accept');
    expect(viewOnly.status).toBe(403);
    expect(viewOnly.body.message).toBe(messages.teacher.cannotSeeResults);
    await t.database.db.delete(assessmentShares).where(eq(assessmentShares.teacherId, teacher3!.id));
    expect((await decide('teacher3', exam.id, exam.attemptId, 'accept')).status).toBe(403);
    // Another assessment's attempt, and no such attempt: not found.
    expect((await decide('teacher1', exam.id, other.attemptId, 'accept')).status).toBe(404);
    expect((await decide('teacher1', exam.id, 2_000_000, 'accept')).status).toBe(404);
    expect((await decide('teacher1', exam.id, exam.attemptId, 'maybe')).status).toBe(400);
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
    expect(heldRow(await results(exam.id, 'teacher3')).heldDecidable).toBe(false);
    expect(heldRow(await results(exam.id, 'teacher2')).heldDecidable).toBe(true);
    expect(heldRow(await results(exam.id, 'teacher1')).heldDecidable).toBe(true);
    const notTheCohorts = await decide('teacher3', exam.id, exam.attemptId, 'accept');
    expect(notTheCohorts.status).toBe(403);
    expect(notTheCohorts.body.message).toBe(messages.teacher.heldNotYourCohort);
    expect((await attemptRow(exam.attemptId)).score).toBe(0);

    // teacher2: an EDIT share who teaches the cohort.
    const shared = await decide('teacher2', exam.id, exam.attemptId, 'accept');
    expect(shared.status, shared.text).toBe(200);
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
    expect((await syncRightAnswersLate(s, exam)).status).toBe(200);

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
      const accepting = decide('teacher1', exam.id, exam.attemptId, 'accept');
      await new Promise((resolve) => setTimeout(resolve, 300)); // the accept is now waiting on a lock
      // The regrade goes on to rescore the attempt: its row must not be held by the waiting accept.
      await regrade.query("set local lock_timeout = '3s'");
      await regrade.query('update attempts set score = score where id = $1', [exam.attemptId]);
      await regrade.query('commit');
      const accepted = await accepting;
      expect(accepted.status, accepted.text).toBe(200);
      expect((await attemptRow(exam.attemptId)).score).toBe(3);
    } finally {
      await regrade.end();
    }
  });
});

import { api, type Endpoint, messages } from '@pathshala/contracts';
import { answers, attempts, cohortStudents, cohorts, servings, users } from '@pathshala/db';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../../../test/api-caller';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { completeExpiredAttempts } from './completion.repository';
import { type Student, studentCalls } from './exam-day.test-support';

let t: TestApp;
let call: ApiCall;
let student: ReturnType<typeof studentCalls>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  student = studentCalls(t);
});
afterAll(async () => t?.close());

async function signInStudent(email: string): Promise<Student> {
  const response = await call(api.auth.login, {
    as: null,
    body: { username: email, password: 'Student@123' },
  });
  expect(response.status, response.text).toBe(200);
  return { id: response.body.user.id, token: response.body.token };
}

const start = (s: Student, assessmentId: number) => student.start(s, assessmentId);
const questions = (s: Student, assessmentId: number) => student.paper(s, assessmentId);
const answer = (s: Student, assessmentId: number, seqNum: number, body: unknown) =>
  student.answer(s, assessmentId, seqNum, body);
const complete = (s: Student, assessmentId: number, body: unknown = {}) =>
  student.complete(s, assessmentId, body);
/** Serves an assessment to a cohort as its teacher would (again, with confirmReset, resetting attempts). */
async function serve(
  as: 'teacher1' | 'teacher2',
  assessmentId: number,
  cohortId: number,
  confirmReset?: boolean,
) {
  const served = await call(api.teacher.serve, { as, body: { assessmentId, cohortId, confirmReset } });
  expect(served.status, served.text).toBe(200);
}

/** The stored key, read from the database the way only the server may. */
async function keyOf(assessmentId: number): Promise<Map<number, { correct: number; marks: number }>> {
  const rows = (await t.database.db.execute(
    `select aq.seq_num::int as seq, q.correct_option::int as correct, q.marks::float8 as marks
     from assessment_questions aq join questions q on q.id = aq.question_id where aq.assessment_id = ${assessmentId}` as never,
  )) as { rows: Array<{ seq: number; correct: number; marks: number }> };
  return new Map(
    rows.rows.map((r) => [Number(r.seq), { correct: Number(r.correct), marks: Number(r.marks) }]),
  );
}

/** Answers the student has stored for assessment 1001, the one these tests take. */
async function answerCount(studentId: number): Promise<number> {
  const rows = await t.database.db
    .select({ seq: answers.seqNum })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(and(eq(attempts.studentId, studentId), eq(attempts.assessmentId, 1001)));
  return rows.length;
}

/** Every key of a JSON value, however deep. */
function allKeys(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) allKeys(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      found.push(key);
      allKeys(inner, found);
    }
  return found;
}

describe(`student assessments (${testDriver})`, () => {
  let demo: Student;
  beforeAll(async () => {
    demo = await signInStudent('student@pathshala.example');
  });

  it('GET list shows the served assessments with their derived state', async () => {
    const response = await call(api.student.listAssessments, {
      as: demo,
      params: { studentId: demo.id },
      query: { _t: 1 },
    });
    expect(response.status).toBe(200);
    const list = response.body.assessments;
    expect(list.map((a) => a.AM_id)).toEqual([1001, 1002]);
    expect(list[0]).toMatchObject({
      AM_Name: 'Living Systems: Unit Test',
      isCompleted: 0,
      score: null,
      AM_Duration: 900,
    });
    expect(list[1]).toMatchObject({ isCompleted: 1, score: expect.any(Number) });
    expect(list[1]?.completionDate).toEqual(expect.any(String));
  });

  it('answers 403 for another student id on every call, and for teachers', async () => {
    const other = await signInStudent('ananya.gupta@pathshala.example');
    const theirs = { studentId: other.id, assessmentId: 1001 };
    const calls: Array<[Endpoint, object, unknown?]> = [
      [api.student.listAssessments, { studentId: other.id }],
      [api.student.startAttempt, theirs],
      [api.student.attemptPaper, theirs],
      [api.student.answerQuestion, { ...theirs, seqNum: 1 }, { answerId: 1 }],
      [api.student.completeAttempt, theirs, {}],
      [api.student.attemptResult, { studentId: other.id, assessmentId: 1002 }],
    ];
    for (const [endpoint, params, body] of calls) {
      const response = await call(endpoint, { as: demo, params, body });
      expect(response.status, endpoint.path).toBe(403);
    }
    const asTeacher = await call(api.student.listAssessments, {
      as: 'teacher1',
      params: { studentId: demo.id },
    });
    expect(asTeacher.status).toBe(403);
    expect(await answerCount(other.id)).toBe(0);
  });

  it('refuses to retake a completed assessment', async () => {
    const response = await start(demo, 1002);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.quiz.alreadyCompleted);
  });

  it('refuses an assessment not served to the student with the same 404 as an unknown one', async () => {
    expect((await start(demo, 1003)).status).toBe(404);
  });

  it('refuses answers before start with 409', async () => {
    const response = await answer(demo, 1001, 1, { answerId: 1 });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.quiz.notStarted);
    expect((await questions(demo, 1001)).status).toBe(409);
  });

  it('runs a whole attempt: start, resume, questions without the key, answers, retry, complete, result', async () => {
    const started = await start(demo, 1001);
    expect(started.status).toBe(200);
    const attemptId = started.body.attemptId as number;
    const again = await start(demo, 1001);
    expect(again.body).toMatchObject({ attemptId, message: messages.quiz.resumed });

    const quiz = await questions(demo, 1001);
    expect(quiz.status).toBe(200);
    const body = quiz.body;
    expect(body.questions).toHaveLength(6);
    expect(body.assessmentInfo).toMatchObject({ attemptId, remainingSeconds: 900, AM_Duration: 900 });
    for (const key of allKeys(body)) expect(key).not.toMatch(/correct|key|marks_?awarded/i);

    const key = await keyOf(1001);
    let expectedScore = 0;
    for (const seq of [1, 2, 3, 4, 5]) {
      const right = key.get(seq)!;
      const choice = seq === 2 ? (right.correct % 4) + 1 : right.correct;
      const response = await answer(demo, 1001, seq, { answerId: choice, attemptId });
      expect(response.status, response.text).toBe(200);
      if (choice === right.correct) expectedScore += right.marks;
      expect(response.body).toMatchObject({ isCorrect: choice === right.correct, score: expectedScore });
    }
    // A retry of the same answer returns the stored result and changes nothing.
    const right1 = key.get(1)!;
    const retry = await answer(demo, 1001, 1, { answerId: right1.correct, attemptId });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ isCorrect: true, score: expectedScore });
    // A different answer to an answered question is refused and never changes the score.
    const changed = await answer(demo, 1001, 1, { answerId: (right1.correct % 4) + 1, attemptId });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(messages.quiz.alreadyAnswered);

    t.clock.advanceSeconds(120);
    const resumed = await questions(demo, 1001);
    expect(resumed.body.assessmentInfo.remainingSeconds).toBe(780);
    expect(resumed.body.questions.filter((q) => q.answered)).toHaveLength(5);

    const done = await complete(demo, 1001, { attemptId });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      score: expectedScore,
      timeUp: false,
      totalMarks: expect.any(Number),
    });
    expect((await answer(demo, 1001, 6, { answerId: 1, attemptId })).status).toBe(409);
    expect((await start(demo, 1001)).status).toBe(409);

    const result = await student.result(demo, 1001);
    expect(result.status).toBe(200);
    const view = result.body.result;
    expect(view.score).toBe(expectedScore);
    expect(view.questions.map((q) => q.isCorrect)).toEqual([true, false, true, true, true, false]);
    expect(view.questions[5]!.answered).toBe(false);
    // The serving has no closing time: no right answers are shown (others may still be taking it).
    expect(view.rightAnswersShown).toBe(false);
    expect(view.questions.every((q) => q.correctAnswer === null)).toBe(true);
    for (const k of allKeys(view)) expect(k).not.toMatch(/correctOption|key/i);
  });
});

describe('a student in two cohorts that both have the assessment', () => {
  it('gets exactly one attempt', async () => {
    const kabir = await signInStudent('kabir.singh@pathshala.example');
    const kabirsCohorts = await t.database.db
      .select()
      .from(cohortStudents)
      .where(eq(cohortStudents.studentId, kabir.id));
    expect(kabirsCohorts.length).toBe(2);
    for (const row of kabirsCohorts) await serve('teacher1', 1003, row.cohortId);
    const [first, second] = await Promise.all([start(kabir, 1003), start(kabir, 1003)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.attemptId).toBe(second.body.attemptId);
    const rows = await t.database.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.studentId, kabir.id), eq(attempts.assessmentId, 1003)));
    expect(rows).toHaveLength(1);
  });
});

describe('a class pressing Start together', () => {
  it('gives each student their own attempt, a double press one attempt, refuses an outsider, and stores answers made together once', async () => {
    const [science] = await t.database.db.select().from(cohorts).where(eq(cohorts.name, 'Class 8A Science'));
    await serve('teacher2', 1005, science!.id);
    const members = await t.database.db
      .select({ email: users.email })
      .from(cohortStudents)
      .innerJoin(users, eq(users.id, cohortStudents.studentId))
      .where(eq(cohortStudents.cohortId, science!.id));
    const [outsider] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.type, 'student'),
          eq(users.registrationStatus, 'A'),
          notInArray(
            users.id,
            t.database.db
              .select({ id: cohortStudents.studentId })
              .from(cohortStudents)
              .where(eq(cohortStudents.cohortId, science!.id)),
          ),
        ),
      )
      .limit(1);
    const students = await Promise.all(members.map((m) => signInStudent(m.email!)));
    const stranger = await signInStudent(outsider!.email!);

    const [refused, doublePress, ...responses] = await Promise.all([
      start(stranger, 1005),
      start(students[0]!, 1005),
      ...students.map((s) => start(s, 1005)),
    ]);
    expect(refused.status).toBe(404);
    expect(responses.map((r) => r.status)).toEqual(students.map(() => 200));
    const ids = responses.map((r) => r.body.attemptId as number);
    expect(new Set(ids).size).toBe(students.length);
    expect(doublePress.status).toBe(200);
    expect(doublePress.body.attemptId).toBe(ids[0]);
    expect([doublePress.body.message, responses[0]!.body.message].sort()).toEqual(
      [messages.quiz.started, messages.quiz.resumed].sort(),
    );
    const stored = await t.database.db.select().from(attempts).where(eq(attempts.assessmentId, 1005));
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());

    // And they load their questions together: each sees their own attempt.
    const views = await Promise.all(students.map((s) => questions(s, 1005)));
    expect(views.map((v) => v.body.assessmentInfo.attemptId)).toEqual(ids);
    expect(views.every((v) => v.body.questions.length === 8)).toBe(true);

    // And answer question 1 together, with a retry and a changed mind among them.
    const key = (await keyOf(1005)).get(1)!;
    const wrong = (key.correct % 4) + 1;
    const [retry, changedMind, ...answered] = await Promise.all([
      answer(students[0]!, 1005, 1, { answerId: key.correct }),
      answer(students[1]!, 1005, 1, { answerId: wrong }),
      ...students.map((s) => answer(s, 1005, 1, { answerId: key.correct })),
    ]);
    expect(answered.slice(2).map((r) => r.status)).toEqual(students.slice(2).map(() => 200));
    for (const response of [retry, answered[0]!]) {
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ isCorrect: true, score: key.marks });
    }
    expect([changedMind.status, answered[1]!.status].sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select({ attemptId: answers.attemptId, option: answers.selectedOption })
      .from(answers)
      .innerJoin(attempts, eq(attempts.id, answers.attemptId))
      .where(eq(attempts.assessmentId, 1005));
    expect(rows).toHaveLength(students.length);
    const scores = await t.database.db
      .select({ id: attempts.id, score: attempts.score })
      .from(attempts)
      .where(eq(attempts.assessmentId, 1005));
    for (const { id, score } of scores) {
      const option = rows.find((row) => row.attemptId === id)!.option;
      expect(score).toBe(option === key.correct ? key.marks : 0);
    }
    // Of the changed mind, the one acknowledged is the one stored.
    const acknowledged = [changedMind, answered[1]!].find((r) => r.status === 200)!;
    const [secondStudentsAttempt] = await t.database.db
      .select({ score: attempts.score })
      .from(attempts)
      .where(and(eq(attempts.assessmentId, 1005), eq(attempts.studentId, students[1]!.id)));
    expect(acknowledged.body.score).toBe(secondStudentsAttempt!.score);
    expect(acknowledged.body.isCorrect).toBe(secondStudentsAttempt!.score === key.marks);
  });
});

describe('bad answers', () => {
  let student: Student;
  beforeAll(async () => {
    student = await signInStudent('kabir.singh@pathshala.example');
    expect((await start(student, 1001)).status).toBe(200);
  });

  it.each([
    [{ answerId: 0 }],
    [{ answerId: 5 }],
    [{ answerId: '2' }],
    [{ answerId: 2.5 }],
    [{ answerId: null }],
    [{}],
    [{ answerId: [2] }],
  ])('answers 400 and stores nothing for %j', async (payload) => {
    const response = await answer(student, 1001, 1, payload);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(await answerCount(student.id)).toBe(0);
  });

  it.each(['0', '99', 'abc', '-1', '1.5'])('answers 400 for seqNum %s', async (seq) => {
    const response = await call(api.student.answerQuestion, {
      as: student,
      params: { studentId: student.id, assessmentId: 1001, seqNum: seq },
      body: { answerId: 1 },
    });
    expect(response.status).toBe(400);
    expect(await answerCount(student.id)).toBe(0);
  });

  it('answers 400 for malformed JSON', async () => {
    // Not JSON at all: no client written from the contract sends this, so the request is made by hand.
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/student/quiz/${student.id}/assessment/1001/question/1`,
      headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
      payload: '{"answerId": 1',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('deadline, grace and time up', () => {
  it('accepts an answer within the 5 s grace and refuses it after, completing the attempt as time up', async () => {
    const student = await signInStudent('diya.patel@pathshala.example');
    const attemptId = (await start(student, 1001)).body.attemptId;
    const key = await keyOf(1001);
    t.clock.advanceSeconds(900 + 4);
    const inGrace = await answer(student, 1001, 1, { answerId: key.get(1)!.correct, attemptId });
    expect(inGrace.status, inGrace.text).toBe(200);
    t.clock.advanceSeconds(2);
    const late = await answer(student, 1001, 2, { answerId: key.get(2)!.correct, attemptId });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(messages.quiz.timeUp);
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row?.completionReason).toBe('time_up');
    expect(row?.completedAt?.getTime()).toBe(row?.deadline.getTime());
    expect(row?.score).toBe(key.get(1)!.marks);
  });

  it('a completion at or after the deadline counts as time up', async () => {
    const student = await signInStudent('sara.khan@pathshala.example');
    const attemptId = (await start(student, 1001)).body.attemptId;
    t.clock.advanceSeconds(900);
    const done = await complete(student, 1001, { attemptId });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ timeUp: true, message: messages.quiz.timeUp });
  });

  it('the sweeper completes attempts whose time ran out, even if nobody reads them', async () => {
    const student = await signInStudent('vihaan.reddy@pathshala.example');
    const attemptId = (await start(student, 1001)).body.attemptId;
    t.clock.advanceSeconds(900 + 6);
    const swept = await completeExpiredAttempts(t.database.db, t.clock.now());
    expect(swept).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row?.completionReason).toBe('time_up');
    // Nothing left open past its deadline.
    const open = await t.database.db.select().from(attempts).where(isNull(attempts.completedAt));
    expect(open.every((a) => a.deadline.getTime() + 5000 >= t.clock.now().getTime())).toBe(true);
  });

  it('completes once when two completes race, and both answer the same result', async () => {
    const student = await signInStudent('ishita.menon@pathshala.example');
    const attemptId = (await start(student, 1001)).body.attemptId;
    const key = await keyOf(1001);
    await answer(student, 1001, 3, { answerId: key.get(3)!.correct, attemptId });
    const [a, b] = await Promise.all([
      complete(student, 1001, { attemptId }),
      complete(student, 1001, { attemptId }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.score).toBe(b.body.score);
    expect(a.body.score).toBe(key.get(3)!.marks);
  });

  it('refuses writes to an attempt that is no longer current', async () => {
    const student = await signInStudent('arjun.das@pathshala.example');
    const attemptId = (await start(student, 1001)).body.attemptId;
    // A teacher re-served the assessment to the cohort: the attempt is superseded.
    const [serving] = await t.database.db.select().from(servings).where(eq(servings.assessmentId, 1001));
    await serve('teacher1', 1001, serving!.cohortId, true);
    const fresh = (await start(student, 1001)).body.attemptId;
    expect(fresh).not.toBe(attemptId);
    const stale = await answer(student, 1001, 1, { answerId: 1, attemptId });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(messages.quiz.notCurrent);
    expect((await complete(student, 1001, { attemptId })).status).toBe(409);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, student.id));
    expect(user?.type).toBe('student');
  });
});

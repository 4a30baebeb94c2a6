import { api } from '@pathshala/contracts';
import { attempts, cohorts, questions, studentAccommodations } from '@pathshala/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiCaller } from '../../../test/api-caller';
import { makeServedAssessment } from '../../../test/factories';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { rightAnswersReleased } from '../attempts/completion.repository';
import { assessable, type BankQuestion, type Student, studentCalls } from '../attempts/exam-day.test-support';
import { cohortTestKit } from '../cohorts/cohorts.test-helper';

/**
 * Where a student's extra time applies (issue 27): an admin's, in every exam; a teacher's, only in
 * the servings to the cohorts that teacher teaches. Reyansh is in Class 8A Science (teacher1 and
 * teacher2) and in Jaipur's Class 8 Mathematics (teacher3).
 */
let t: TestApp;
let call: ApiCall;
const kit = cohortTestKit(() => t);
let reyansh: Student;
let science: number;
let jaipur: number;
let curriculumId: number;
let bank: BankQuestion[];
let exam: ReturnType<typeof studentCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  science = await kit.cohortId('Class 8A Science');
  jaipur = await kit.cohortId('Class 8 Mathematics');
  const [scienceRow] = await t.database.db.select().from(cohorts).where(eq(cohorts.id, science));
  curriculumId = scienceRow!.curriculumId;
  bank = assessable(
    await t.database.db
      .select()
      .from(questions)
      .where(and(eq(questions.curriculumId, curriculumId), isNull(questions.replacedById)))
      .orderBy(asc(questions.id)),
  );
  const signedIn = await call(api.auth.login, {
    as: null,
    body: { username: 'reyansh.joshi@pathshala.example', password: 'Student@123' },
  });
  reyansh = { id: signedIn.body.user.id, token: signedIn.body.token };
  exam = studentCalls(t);
}, 120_000);
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.database.db.delete(studentAccommodations);
});

const setExtraTime = (who: Account, percent: number) =>
  call(api.accommodations.set, {
    as: who,
    params: { studentId: reyansh.id },
    body: { kind: 'PERCENT', amount: percent, note: 'Assessed need' },
  });

/** A new 10-minute exam served to the cohort by a teacher of it (teacher3 in Jaipur, teacher1 in Science). */
const served = (cohortId: number, closesAt?: Date) =>
  makeServedAssessment(call, {
    cohortId,
    curriculumId,
    questions: bank.slice(0, 3),
    as: cohortId === jaipur ? 'teacher3' : 'teacher1',
    closesAt: closesAt?.toISOString(),
  });

/** A new 10-minute exam served to the cohort; answers its id. */
const examFor = async (cohortId: number, closesAt?: Date) => (await served(cohortId, closesAt)).assessmentId;

/** A new 10-minute exam served to the cohort; answers its serving's id. */
const servingFor = async (cohortId: number, closesAt?: Date) => (await served(cohortId, closesAt)).servingId;

/** The extra seconds Reyansh's attempt at this exam started with. */
async function startedExtra(examId: number): Promise<number> {
  const started = await exam.start(reyansh, examId);
  expect(started.status, started.text).toBe(200);
  const [attempt] = await t.database.db
    .select()
    .from(attempts)
    .where(eq(attempts.id, started.body.attemptId));
  return attempt!.accommodationSeconds;
}

describe(`where extra time applies (${testDriver})`, () => {
  it("a teacher's extra time lengthens her own cohort's exams only, not another teacher's", async () => {
    expect((await setExtraTime('teacher3', 50)).status).toBe(200);
    const jaipurExam = await examFor(jaipur);
    const scienceExam = await examFor(science);
    expect(await startedExtra(jaipurExam)).toBe(300);
    expect(await startedExtra(scienceExam)).toBe(0);
  });

  it("a teacher's extra time does not keep another teacher's window open, nor show in its rules", async () => {
    expect((await setExtraTime('teacher3', 50)).status).toBe(200);
    const now = t.clock.now().getTime();
    const scienceExam = await examFor(science, new Date(now + 60_000));
    const listed = (await exam.list(reyansh)).body.assessments;
    expect(listed.find((a) => a.AM_id === scienceExam)?.rules).toMatchObject({
      extraSeconds: 0,
      closesAt: new Date(now + 60_000).toISOString(),
    });
    t.clock.advanceSeconds(120);
    const refused = await exam.start(reyansh, scienceExam);
    expect(refused.status).toBe(409);
  });

  it('the other way round: teacher1 (Science) gives extra time, Jaipur is untouched', async () => {
    expect((await setExtraTime('teacher1', 20)).status).toBe(200);
    expect(await startedExtra(await examFor(science))).toBe(120);
    expect(await startedExtra(await examFor(jaipur))).toBe(0);
  });

  it("an admin's extra time applies to every exam of every teacher", async () => {
    expect((await setExtraTime('admin', 50)).status).toBe(200);
    expect(await startedExtra(await examFor(jaipur))).toBe(300);
    expect(await startedExtra(await examFor(science))).toBe(300);
  });
});

describe(`each teacher keeps her own extra time; the largest that applies counts (${testDriver})`, () => {
  it("A's 25 % stays in A's exams when B sets 10 % for hers; an admin's 50 % school-wide makes both 50 %", async () => {
    // A: teacher3 (Jaipur Mathematics); B: teacher1 (Class 8A Science). Reyansh is in both.
    expect((await setExtraTime('teacher3', 25)).status).toBe(200);
    expect(await startedExtra(await examFor(jaipur))).toBe(150);
    expect(await startedExtra(await examFor(science))).toBe(0);
    const second = await setExtraTime('teacher1', 10);
    expect(second.status, second.text).toBe(200);
    expect(await startedExtra(await examFor(science))).toBe(60);
    expect(await startedExtra(await examFor(jaipur))).toBe(150);
    expect((await setExtraTime('admin', 50)).status).toBe(200);
    expect(await startedExtra(await examFor(science))).toBe(300);
    expect(await startedExtra(await examFor(jaipur))).toBe(300);
    const rows = await t.database.db.select().from(studentAccommodations);
    expect(rows).toHaveLength(3);
  });

  it("the largest counts, not the sum: a school-wide 10 % under a teacher's 25 % gives 25 %", async () => {
    expect((await setExtraTime('admin', 10)).status).toBe(200);
    expect((await setExtraTime('teacher3', 25)).status).toBe(200);
    expect(await startedExtra(await examFor(jaipur))).toBe(150);
    expect(await startedExtra(await examFor(science))).toBe(60);
  });

  it("a co-teacher's extra time applies in the cohort's exams whoever served them", async () => {
    // teacher2 also teaches Class 8A Science; the exam is served by teacher1.
    const set = await call(api.accommodations.set, {
      as: 'teacher2',
      params: { studentId: reyansh.id },
      body: { kind: 'MINUTES', amount: 4, note: 'Co-teacher' },
    });
    expect(set.status).toBe(200);
    expect(await startedExtra(await examFor(science))).toBe(240);
    expect(await startedExtra(await examFor(jaipur))).toBe(0);
  });

  it('two teachers setting it at once for a student with none: both rows kept, neither overwritten', async () => {
    const [a, b] = await Promise.all([setExtraTime('teacher3', 25), setExtraTime('teacher1', 10)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await t.database.db.select().from(studentAccommodations);
    expect(rows.map((row) => row.amount).sort()).toEqual([10, 25]);
    expect(await startedExtra(await examFor(jaipur))).toBe(150);
    expect(await startedExtra(await examFor(science))).toBe(60);
  });

  it("right answers wait for the extra time that applies in the serving, not another teacher's", async () => {
    expect((await setExtraTime('teacher3', 50)).status).toBe(200);
    const closesAt = new Date(t.clock.now().getTime() + 60_000);
    const science1 = await servingFor(science, closesAt);
    const jaipur1 = await servingFor(jaipur, closesAt);
    t.clock.advanceSeconds(120);
    // Reyansh (not started) may still start Jaipur's for 300 s more; Science's is over for him.
    expect(await rightAnswersReleased(t.database.db, science1, t.clock.now())).toBe(true);
    expect(await rightAnswersReleased(t.database.db, jaipur1, t.clock.now())).toBe(false);
    t.clock.advanceSeconds(300);
    expect(await rightAnswersReleased(t.database.db, jaipur1, t.clock.now())).toBe(true);
  });
});

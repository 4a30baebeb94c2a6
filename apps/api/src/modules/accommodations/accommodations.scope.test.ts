import { attempts, cohorts, questions, studentAccommodations } from '@pathshala/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { rightAnswersReleased } from '../attempts/completion.repository';
import { type BankQuestion, makeExam, type Student, studentCalls } from '../attempts/exam-day.test-support';
import { cohortTestKit } from '../cohorts/cohorts.test-helper';

/**
 * Where a student's extra time applies (issue 27): an admin's, in every exam; a teacher's, only in
 * the servings to the cohorts that teacher teaches. Reyansh is in Class 8A Science (teacher1 and
 * teacher2) and in Jaipur's Class 8 Mathematics (teacher3).
 */
let t: TestApp;
const kit = cohortTestKit(() => t);
const tokens = { admin: '', teacher1: '', teacher3: '' };
let reyansh: Student;
let science: number;
let jaipur: number;
let curriculumId: number;
let bank: BankQuestion[];
let api: ReturnType<typeof studentCalls>;
let nextExam = 2600;

beforeAll(async () => {
  t = await createTestApp();
  for (const account of Object.keys(tokens) as Array<keyof typeof tokens>) {
    tokens[account] = (await t.login(account)).token;
  }
  science = await kit.cohortId('Class 8A Science');
  jaipur = await kit.cohortId('Class 8 Mathematics');
  const [scienceRow] = await t.database.db.select().from(cohorts).where(eq(cohorts.id, science));
  curriculumId = scienceRow!.curriculumId;
  bank = await t.database.db
    .select()
    .from(questions)
    .where(and(eq(questions.curriculumId, curriculumId), isNull(questions.replacedById)))
    .orderBy(asc(questions.id));
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'reyansh.joshi@pathshala.example', password: 'Student@123' },
  });
  reyansh = { id: signedIn.json().user.id, token: signedIn.json().token };
  api = studentCalls(t);
}, 120_000);
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.database.db.delete(studentAccommodations);
});

const setExtraTime = (who: keyof typeof tokens, percent: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accommodations/students/${reyansh.id}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
    payload: { kind: 'PERCENT', amount: percent, note: 'Assessed need' },
  });

/** A new 10-minute exam served to the cohort; answers its id. */
async function examFor(cohortId: number, serving: Parameters<typeof makeExam>[1]['serving'] = {}) {
  const id = nextExam++;
  await makeExam(t, { id, cohortId, curriculumId, chosen: bank.slice(0, 3), serving });
  return id;
}

/** A new 10-minute exam served to the cohort; answers its serving's id. */
const servingFor = (cohortId: number, serving: Parameters<typeof makeExam>[1]['serving'] = {}) =>
  makeExam(t, { id: nextExam++, cohortId, curriculumId, chosen: bank.slice(0, 3), serving });

/** The extra seconds Reyansh's attempt at this exam started with. */
async function startedExtra(examId: number): Promise<number> {
  const started = await api.start(reyansh, examId);
  expect(started.statusCode, started.body).toBe(200);
  const [attempt] = await t.database.db
    .select()
    .from(attempts)
    .where(eq(attempts.id, started.json().attemptId));
  return attempt!.accommodationSeconds;
}

describe(`where extra time applies (${testDriver})`, () => {
  it("a teacher's extra time lengthens her own cohort's exams only, not another teacher's", async () => {
    expect((await setExtraTime('teacher3', 50)).statusCode).toBe(200);
    const jaipurExam = await examFor(jaipur);
    const scienceExam = await examFor(science);
    expect(await startedExtra(jaipurExam)).toBe(300);
    expect(await startedExtra(scienceExam)).toBe(0);
  });

  it("a teacher's extra time does not keep another teacher's window open, nor show in its rules", async () => {
    expect((await setExtraTime('teacher3', 50)).statusCode).toBe(200);
    const now = t.clock.now().getTime();
    const scienceExam = await examFor(science, { closesAt: new Date(now + 60_000) });
    const listed = (await api.list(reyansh)).json().assessments as Array<{ AM_id: number; rules: object }>;
    expect(listed.find((a) => a.AM_id === scienceExam)?.rules).toMatchObject({
      extraSeconds: 0,
      closesAt: new Date(now + 60_000).toISOString(),
    });
    t.clock.advanceSeconds(120);
    const refused = await api.start(reyansh, scienceExam);
    expect(refused.statusCode).toBe(409);
  });

  it('the other way round: teacher1 (Science) gives extra time, Jaipur is untouched', async () => {
    expect((await setExtraTime('teacher1', 20)).statusCode).toBe(200);
    expect(await startedExtra(await examFor(science))).toBe(120);
    expect(await startedExtra(await examFor(jaipur))).toBe(0);
  });

  it("an admin's extra time applies to every exam of every teacher", async () => {
    expect((await setExtraTime('admin', 50)).statusCode).toBe(200);
    expect(await startedExtra(await examFor(jaipur))).toBe(300);
    expect(await startedExtra(await examFor(science))).toBe(300);
  });
});

describe(`each teacher keeps her own extra time; the largest that applies counts (${testDriver})`, () => {
  it("A's 25 % stays in A's exams when B sets 10 % for hers; an admin's 50 % school-wide makes both 50 %", async () => {
    // A: teacher3 (Jaipur Mathematics); B: teacher1 (Class 8A Science). Reyansh is in both.
    expect((await setExtraTime('teacher3', 25)).statusCode).toBe(200);
    expect(await startedExtra(await examFor(jaipur))).toBe(150);
    expect(await startedExtra(await examFor(science))).toBe(0);
    const second = await setExtraTime('teacher1', 10);
    expect(second.statusCode, second.body).toBe(200);
    expect(await startedExtra(await examFor(science))).toBe(60);
    expect(await startedExtra(await examFor(jaipur))).toBe(150);
    expect((await setExtraTime('admin', 50)).statusCode).toBe(200);
    expect(await startedExtra(await examFor(science))).toBe(300);
    expect(await startedExtra(await examFor(jaipur))).toBe(300);
    const rows = await t.database.db.select().from(studentAccommodations);
    expect(rows).toHaveLength(3);
  });

  it("the largest counts, not the sum: a school-wide 10 % under a teacher's 25 % gives 25 %", async () => {
    expect((await setExtraTime('admin', 10)).statusCode).toBe(200);
    expect((await setExtraTime('teacher3', 25)).statusCode).toBe(200);
    expect(await startedExtra(await examFor(jaipur))).toBe(150);
    expect(await startedExtra(await examFor(science))).toBe(60);
  });

  it("a co-teacher's extra time applies in the cohort's exams whoever served them", async () => {
    // teacher2 also teaches Class 8A Science; the exam is served by teacher1.
    const teacher2 = (await t.login('teacher2')).token;
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/accommodations/students/${reyansh.id}`,
      headers: { authorization: `Bearer ${teacher2}` },
      payload: { kind: 'MINUTES', amount: 4, note: 'Co-teacher' },
    });
    expect(set.statusCode).toBe(200);
    expect(await startedExtra(await examFor(science))).toBe(240);
    expect(await startedExtra(await examFor(jaipur))).toBe(0);
  });

  it('two teachers setting it at once for a student with none: both rows kept, neither overwritten', async () => {
    const [a, b] = await Promise.all([setExtraTime('teacher3', 25), setExtraTime('teacher1', 10)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db.select().from(studentAccommodations);
    expect(rows.map((row) => row.amount).sort()).toEqual([10, 25]);
    expect(await startedExtra(await examFor(jaipur))).toBe(150);
    expect(await startedExtra(await examFor(science))).toBe(60);
  });

  it("right answers wait for the extra time that applies in the serving, not another teacher's", async () => {
    expect((await setExtraTime('teacher3', 50)).statusCode).toBe(200);
    const closesAt = new Date(t.clock.now().getTime() + 60_000);
    const science1 = await servingFor(science, { closesAt });
    const jaipur1 = await servingFor(jaipur, { closesAt });
    t.clock.advanceSeconds(120);
    // Reyansh (not started) may still start Jaipur's for 300 s more; Science's is over for him.
    expect(await rightAnswersReleased(t.database.db, science1, t.clock.now())).toBe(true);
    expect(await rightAnswersReleased(t.database.db, jaipur1, t.clock.now())).toBe(false);
    t.clock.advanceSeconds(300);
    expect(await rightAnswersReleased(t.database.db, jaipur1, t.clock.now())).toBe(true);
  });
});

import { api, type BankQuestion, questionBankMessages as m } from '@pathshala/contracts';
import { assessmentQuestions, assessments, cohorts, questions, servings } from '@pathshala/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { caller, firstPlace, questionInput, type Role, signInAll } from './question-bank.test-support';

/**
 * Versions under concurrency. Two requests at once run on both databases; the ones that need a
 * transaction held open by the test (a serve or a placement in flight) need a second connection,
 * which only PostgreSQL has (PGlite runs one transaction at a time, so there is no race to lose).
 */
const SERVED = 1001;
const DRAFT = 1005;

let t: TestApp;
let tokens: Record<Role, string>;
let call: ReturnType<typeof caller>;
let science: Awaited<ReturnType<typeof firstPlace>>;
let teacher1: number;
const qb = api.questionBank;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t);
  call = caller(t, tokens);
  science = await firstPlace(t, 'Class 8 Science');
  teacher1 = (await t.login('teacher1')).body.user.id;
});
afterAll(async () => t?.close());

const rowOf = async (id: number) =>
  (await t.database.db.select().from(questions).where(eq(questions.id, id)))[0];

async function create(overrides: Record<string, unknown> = {}): Promise<BankQuestion> {
  const response = await call(
    qb.createQuestion,
    'teacher1',
    {},
    questionInput(science.subconceptId, overrides),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().question;
}

const edit = (id: number, text: string) =>
  call(qb.updateQuestion, 'teacher1', { id }, questionInput(science.subconceptId, { text }));

/** Resolves when `promise` settles or after `ms`, saying which came first. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.finally(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}

/**
 * Runs `work` in a transaction on a connection of its own and keeps it open until `release` is
 * called: a request the app makes meanwhile meets its locks.
 */
function holdTransaction(
  work: (tx: Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0]) => Promise<void>,
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ready!: () => void;
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const done = t.database.db.transaction(async (tx) => {
    await work(tx);
    ready();
    await released;
  });
  return { started, release, done };
}

describe(`question versions under concurrency (${testDriver})`, () => {
  it('two edits of one used question at once make one new version; the other is told it is older (409)', async () => {
    const question = await create({ text: 'Raced' });
    await t.database.db
      .insert(assessmentQuestions)
      .values({ assessmentId: SERVED, seqNum: 300, questionId: question.id });
    const answers = await Promise.all([edit(question.id, 'Edit one'), edit(question.id, 'Edit two')]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(m.replacedVersion);
    const next = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.previousVersionId, question.id));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ version: 2, replacedById: null });
    expect((await rowOf(question.id))!).toMatchObject({ text: 'Raced', replacedById: next[0]!.id });
  });

  it('an edit and a delete of one unused question at once: one wins, the other gets a clear 4xx', async () => {
    const question = await create({ text: 'Edited or deleted' });
    const [edited, deleted] = await Promise.all([
      edit(question.id, 'Edited first'),
      call(qb.deleteQuestion, 'teacher1', { id: question.id }),
    ]);
    expect([edited.statusCode, deleted.statusCode]).toContain(200);
    for (const response of [edited, deleted]) expect(response.statusCode, response.body).toBeLessThan(500);
  });

  it.runIf(testDriver === 'postgres')(
    'an edit waits for a serve in flight of a draft holding the question, then makes a new version',
    async () => {
      const question = await create({ text: 'In a draft being served' });
      await t.database.db
        .insert(assessmentQuestions)
        .values({ assessmentId: DRAFT, seqNum: 300, questionId: question.id });
      const [cohort] = await t.database.db.select({ id: cohorts.id }).from(cohorts).limit(1);
      // What serving does: the assessment row locked, a serving inserted, committed a moment later.
      const serve = holdTransaction(async (tx) => {
        await tx.select().from(assessments).where(eq(assessments.id, DRAFT)).for('update');
        await tx.insert(servings).values({ assessmentId: DRAFT, cohortId: cohort!.id, servedBy: teacher1 });
      });
      await serve.started;
      const edited = edit(question.id, 'Edited while serving');
      try {
        expect(await settledWithin(edited, 400)).toBe(false);
      } finally {
        serve.release();
        await serve.done;
      }
      const response = await edited;
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().newVersion).toBe(true);
      // The served paper keeps the row the students were served.
      expect((await rowOf(question.id))!.text).toBe('In a draft being served');
      const [held] = await t.database.db
        .select()
        .from(assessmentQuestions)
        .where(sql`${assessmentQuestions.assessmentId} = ${DRAFT} and ${assessmentQuestions.seqNum} = 300`);
      expect(held!.questionId).toBe(question.id);
    },
  );

  it.runIf(testDriver === 'postgres')(
    'a delete waits for a placement in flight, then keeps the question (409, not a 500)',
    async () => {
      const question = await create({ text: 'Being placed' });
      const place = holdTransaction(async (tx) => {
        await tx
          .insert(assessmentQuestions)
          .values({ assessmentId: DRAFT, seqNum: 301, questionId: question.id });
      });
      await place.started;
      const deleted = call(qb.deleteQuestion, 'teacher1', { id: question.id });
      try {
        expect(await settledWithin(deleted, 300)).toBe(false);
      } finally {
        place.release();
        await place.done;
      }
      const response = await deleted;
      expect([response.statusCode, response.json().message]).toEqual([409, m.usedCannotDelete]);
      expect(await rowOf(question.id)).toBeDefined();
    },
  );
});

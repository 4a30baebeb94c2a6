import { api, type BankQuestion, questionBankMessages as m } from '@pathshala/contracts';
import { assessmentQuestions, auditLog, practiceResults, questions } from '@pathshala/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import {
  caller,
  firstPlace,
  questionAt,
  questionInput,
  type Role,
  signInAll,
} from './question-bank.test-support';

/** Assessments of the demo school: 1001 served (not started), 1002 served and answered, 1005 a draft. */
const SERVED = 1001;
const ANSWERED = 1002;
const DRAFT = 1005;

let t: TestApp;
let tokens: Record<Role, string>;
let call: ReturnType<typeof caller>;
let studentId: number;
let science: Awaited<ReturnType<typeof firstPlace>>;
const qb = api.questionBank;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t);
  call = caller(t, tokens);
  studentId = (await t.login('student')).body.user.id;
  science = await firstPlace(t, 'Class 8 Science');
});
afterAll(async () => t?.close());

const rowOf = async (id: number) =>
  (await t.database.db.select().from(questions).where(eq(questions.id, id)))[0];
const heldBy = async (assessmentId: number, seqNum: number) =>
  (
    await t.database.db
      .select()
      .from(assessmentQuestions)
      .where(and(eq(assessmentQuestions.assessmentId, assessmentId), eq(assessmentQuestions.seqNum, seqNum)))
  )[0]?.questionId;
const placeInDraft = (questionId: number, seqNum: number) =>
  t.database.db.insert(assessmentQuestions).values({ assessmentId: DRAFT, seqNum, questionId });

/** The input that rewrites a stored row's stem (everything else as it was). */
function rewrite(row: typeof questions.$inferSelect, changes: Record<string, unknown>) {
  const options = [row.option1, row.option2, row.option3, row.option4]
    .filter(Boolean)
    .map((text) => ({ text }));
  return questionInput(row.subconceptId, {
    text: row.text,
    options,
    correctOption: row.correctOption,
    marks: row.marks,
    use: row.use,
    explanation: row.explanation,
    difficulty: row.difficulty,
    ...changes,
  });
}

const asStudent = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${tokens.student}` }, payload });

describe(`question versions under served assessments (${testDriver})`, () => {
  it('editing a served question makes version 2; the served paper keeps version 1; the draft moves to 2', async () => {
    const old = await questionAt(t, SERVED, 1);
    expect(old.authorId).toBeNull();
    await placeInDraft(old.id, 100);
    const response = await call(
      qb.updateQuestion,
      'admin',
      { id: old.id },
      rewrite(old, { text: 'A changed stem' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { question, newVersion } = response.json() as { question: BankQuestion; newVersion: boolean };
    expect(newVersion).toBe(true);
    expect(question).toMatchObject({ text: 'A changed stem', version: 2, author: null, replacedById: null });
    expect(question.id).not.toBe(old.id);

    const [oldRow, newRow] = [await rowOf(old.id), await rowOf(question.id)];
    expect(oldRow).toMatchObject({ text: old.text, replacedById: question.id, version: 1 });
    expect(newRow).toMatchObject({ previousVersionId: old.id, createdAt: old.createdAt });
    expect(newRow!.fingerprint).not.toBe(old.fingerprint);
    expect(await heldBy(SERVED, 1)).toBe(old.id);
    expect(await heldBy(DRAFT, 100)).toBe(question.id);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'question.version'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.details).toEqual({ previousId: old.id, version: 2, assessmentsSwitched: [DRAFT] });

    // The served paper is what students see: still the old stem (and image URLs, none here).
    expect(
      (await asStudent('POST', `/api/student/assessments/start/${studentId}/${SERVED}`)).statusCode,
    ).toBe(200);
    const paper = await asStudent('GET', `/api/student/quiz/${studentId}/assessment/${SERVED}`);
    expect(paper.statusCode, paper.body).toBe(200);
    const first = paper.json().questions.find((q: { AS_SeqNum: number }) => q.AS_SeqNum === 1);
    expect(first).toMatchObject({
      CQ_Question: old.text,
      CQ_Image: null,
      CQ_OptionImages: [null, null, null, null],
    });
    expect(paper.body).not.toContain('A changed stem');

    // The bank lists only the current version; the old one is read-only.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/question-bank/questions?status=ALL&pageSize=100&subconceptId=${old.subconceptId}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const ids = list.json().questions.map((q: BankQuestion) => q.id);
    expect(ids).toContain(question.id);
    expect(ids).not.toContain(old.id);
    const current = (await call(qb.getQuestion, 'teacher1', { id: question.id })).json();
    expect(current.versions).toEqual([{ id: old.id, version: 1, updatedAt: old.updatedAt.toISOString() }]);
    const earlier = (await call(qb.getQuestion, 'admin', { id: old.id })).json().question;
    expect(earlier).toMatchObject({ replacedById: question.id, used: true });
    expect(earlier.actions).toEqual({ edit: false, retire: false, restore: false, delete: false });
    for (const [endpoint, body] of [
      [qb.updateQuestion, rewrite(old, { text: 'Again' })],
      [qb.retireQuestion, undefined],
      [qb.deleteQuestion, undefined],
      [qb.duplicateQuestion, undefined],
    ] as const) {
      const refused = await call(endpoint, 'admin', { id: old.id }, body);
      expect([refused.statusCode, refused.json().message], endpoint.path).toEqual([409, m.replacedVersion]);
    }
    expect(await rowOf(old.id)).toEqual(oldRow);
  });

  it('answered questions keep their old text in teacher and student results', async () => {
    const old = await questionAt(t, ANSWERED, 1);
    const unchanged = await call(qb.updateQuestion, 'admin', { id: old.id }, rewrite(old, {}));
    expect(unchanged.json()).toMatchObject({ newVersion: false, question: { id: old.id, version: 1 } });
    expect(await rowOf(old.id)).toEqual(old);
    const edited = await call(
      qb.updateQuestion,
      'admin',
      { id: old.id },
      rewrite(old, { text: 'Reworded after the test' }),
    );
    expect(edited.json().newVersion).toBe(true);
    const results = await t.app.inject({
      method: 'GET',
      url: `/api/assessments/${ANSWERED}/results`,
      headers: { authorization: `Bearer ${tokens.teacher1}` },
    });
    expect(results.statusCode, results.body).toBe(200);
    const first = results.json().results.questions.find((q: { AQ_SeqNum: number }) => q.AQ_SeqNum === 1);
    expect(first).toMatchObject({ CQ_Id: old.id, CQ_Question: old.text });
    expect(first.answeredCount).toBeGreaterThan(0);
    const own = await asStudent('GET', `/api/student/assessments/result/${studentId}/${ANSWERED}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain(JSON.stringify(old.text).slice(1, -1));
    expect(own.body).not.toContain('Reworded after the test');
  });

  it('a new version with other marks leaves the draft on the version its totals were built with', async () => {
    const old = await questionAt(t, SERVED, 2);
    await placeInDraft(old.id, 101);
    const edited = await call(
      qb.updateQuestion,
      'admin',
      { id: old.id },
      rewrite(old, { marks: old.marks + 1 }),
    );
    expect(edited.json()).toMatchObject({ newVersion: true, question: { marks: old.marks + 1 } });
    expect(await heldBy(DRAFT, 101)).toBe(old.id);
  });

  it('an unused question changes in place; once practised, an edit makes a new version', async () => {
    const created = await call(
      qb.createQuestion,
      'teacher1',
      {},
      questionInput(science.subconceptId, { use: 'PRACTICE', text: 'Practice me' }),
    );
    const id = created.json().question.id as number;
    const inPlace = await call(
      qb.updateQuestion,
      'teacher1',
      { id },
      questionInput(science.subconceptId, { use: 'PRACTICE', text: 'Practice me, edited' }),
    );
    expect(inPlace.json()).toMatchObject({ newVersion: false, question: { id, version: 1, used: false } });

    const submit = await asStudent('POST', `/api/student/subconcept/${science.subconceptId}/quiz/submit`, {
      answers: [{ questionId: id, answerId: 1 }],
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(submit.json().results.details[0].explanation).toBe(questionInput(0).explanation);
    const practised = (await call(qb.getQuestion, 'teacher1', { id })).json().question;
    expect(practised).toMatchObject({ used: true, actions: { edit: true, delete: false } });
    const deleted = await call(qb.deleteQuestion, 'teacher1', { id });
    expect([deleted.statusCode, deleted.json().message]).toEqual([409, m.usedCannotDelete]);

    const next = await call(
      qb.updateQuestion,
      'teacher1',
      { id },
      questionInput(science.subconceptId, { use: 'PRACTICE', text: 'Practice me, version 2' }),
    );
    expect(next.json()).toMatchObject({ newVersion: true, question: { version: 2, used: false } });
    const [result] = await t.database.db
      .select()
      .from(practiceResults)
      .orderBy(desc(practiceResults.id))
      .limit(1);
    expect(result!.details).toEqual([expect.objectContaining({ questionId: id })]);
    expect((await rowOf(id))!.text).toBe('Practice me, edited');

    // Deleting the unused version 2 brings version 1 back as the current one.
    const newId = next.json().question.id as number;
    expect((await call(qb.deleteQuestion, 'teacher1', { id: newId })).statusCode).toBe(200);
    expect(await rowOf(newId)).toBeUndefined();
    expect((await rowOf(id))!.replacedById).toBeNull();
  });
});

describe(`deleting and retiring (${testDriver})`, () => {
  it('deletes an unused question, and records it', async () => {
    const created = await call(qb.createQuestion, 'teacher2', {}, questionInput(science.subconceptId));
    const id = created.json().question.id as number;
    const response = await call(qb.deleteQuestion, 'teacher2', { id });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'question.delete'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.entityId).toBe(String(id));
  });

  it('keeps a used question (409) and retires it instead; its served paper still holds it', async () => {
    const used = await questionAt(t, SERVED, 3);
    const refused = await call(qb.deleteQuestion, 'admin', { id: used.id });
    expect([refused.statusCode, refused.json().message]).toEqual([409, m.usedCannotDelete]);
    const retired = await call(qb.retireQuestion, 'admin', { id: used.id });
    expect(retired.json().question).toMatchObject({ status: 'RETIRED', used: true });
    expect(await heldBy(SERVED, 3)).toBe(used.id);
    expect((await rowOf(used.id))!.retiredAt).toEqual(t.clock.now());
  });

  it('keeps a question a draft holds (409), though it was never used', async () => {
    const created = await call(qb.createQuestion, 'teacher1', {}, questionInput(science.subconceptId));
    const id = created.json().question.id as number;
    await placeInDraft(id, 102);
    const seen = (await call(qb.getQuestion, 'teacher1', { id })).json().question;
    expect(seen).toMatchObject({ used: false, actions: { delete: false, edit: true } });
    const refused = await call(qb.deleteQuestion, 'teacher1', { id });
    expect([refused.statusCode, refused.json().message]).toEqual([409, m.usedCannotDelete]);
    expect(await rowOf(id)).toBeDefined();
  });
});

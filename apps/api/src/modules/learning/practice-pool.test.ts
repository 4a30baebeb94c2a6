import { api } from '@pathshala/contracts';
import { assessmentQuestions, questions, servings } from '@pathshala/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import {
  caller,
  firstPlace,
  multipartFile,
  pngBytes,
  questionInput,
  type Role,
  signInAll,
} from '../question-bank/question-bank.test-support';

const withAuth = (form: { payload: Buffer; headers: Record<string, string> }, token: string) => ({
  payload: form.payload,
  headers: { ...form.headers, authorization: `Bearer ${token}` },
});

/** What practice may draw: questions for practice, current and active, in no assessment. */
let t: TestApp;
let tokens: Record<Role, string>;
let call: ReturnType<typeof caller>;
let subconceptId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t);
  call = caller(t, tokens);
  subconceptId = (await firstPlace(t, 'Class 8 Science')).subconceptId;
});
afterAll(async () => t?.close());

/** Every id practice offers now: a draw of 20 takes the whole pool. */
async function drawnIds(): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/student/subconcept/${subconceptId}/quiz?count=20`,
    headers: { authorization: `Bearer ${tokens.student}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().questions.map((q: { CQ_id: number }) => q.CQ_id);
}

async function create(overrides: Record<string, unknown>): Promise<number> {
  const response = await call(
    api.questionBank.createQuestion,
    'teacher1',
    {},
    questionInput(subconceptId, overrides),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().question.id;
}

describe(`practice pool (${testDriver})`, () => {
  it('every demo subconcept has at least 5 practice-only questions', async () => {
    const rows = await t.database.db.select().from(questions).where(eq(questions.use, 'PRACTICE'));
    const perSubconcept = new Map<number, number>();
    for (const row of rows)
      perSubconcept.set(row.subconceptId, (perSubconcept.get(row.subconceptId) ?? 0) + 1);
    expect(perSubconcept.size).toBeGreaterThanOrEqual(16);
    for (const n of perSubconcept.values()) expect(n).toBeGreaterThanOrEqual(5);
    // Demo assessments hold only questions meant for assessments.
    const placed = await t.database.db
      .select({ use: questions.use })
      .from(assessmentQuestions)
      .innerJoin(questions, eq(questions.id, assessmentQuestions.questionId));
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.every((row) => row.use !== 'PRACTICE')).toBe(true);
  });

  it('draws PRACTICE and BOTH questions, never ASSESSMENT-only ones', async () => {
    const practice = await create({ use: 'PRACTICE' });
    const both = await create({ use: 'BOTH' });
    const exam = await create({ use: 'ASSESSMENT' });
    const ids = await drawnIds();
    expect(ids).toEqual(expect.arrayContaining([practice, both]));
    expect(ids).not.toContain(exam);
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/student/subconcept/${subconceptId}/quiz/submit`,
      headers: { authorization: `Bearer ${tokens.student}` },
      payload: { answers: [{ questionId: exam, answerId: 1 }] },
    });
    expect(submit.statusCode).toBe(400);
  });

  it('never draws a retired question, nor an old version', async () => {
    const retired = await create({ use: 'PRACTICE' });
    expect((await call(api.questionBank.retireQuestion, 'teacher1', { id: retired })).statusCode).toBe(200);
    expect(await drawnIds()).not.toContain(retired);
    const old = await create({ use: 'PRACTICE', text: 'Before the edit' });
    const practised = await t.app.inject({
      method: 'POST',
      url: `/api/student/subconcept/${subconceptId}/quiz/submit`,
      headers: { authorization: `Bearer ${tokens.student}` },
      payload: { answers: [{ questionId: old, answerId: 1 }] },
    });
    expect(practised.statusCode).toBe(200);
    const edit = await call(
      api.questionBank.updateQuestion,
      'teacher1',
      { id: old },
      questionInput(subconceptId, { use: 'PRACTICE', text: 'After the edit' }),
    );
    expect(edit.json().newVersion).toBe(true);
    const ids = await drawnIds();
    expect(ids).toContain(edit.json().question.id);
    expect(ids).not.toContain(old);
  });

  it('leaves out a question placed in any assessment: a draft (about to be served) or a served one', async () => {
    const inDraft = await create({ use: 'BOTH' });
    const inServed = await create({ use: 'BOTH' });
    expect(await drawnIds()).toEqual(expect.arrayContaining([inDraft, inServed]));
    // 1005 is a draft, 1001 is served.
    await t.database.db.insert(assessmentQuestions).values([
      { assessmentId: 1005, seqNum: 200, questionId: inDraft },
      { assessmentId: 1001, seqNum: 200, questionId: inServed },
    ]);
    const [served] = await t.database.db
      .select()
      .from(servings)
      .where(inArray(servings.assessmentId, [1001]));
    expect(served).toBeDefined();
    const ids = await drawnIds();
    expect(ids).not.toContain(inDraft);
    expect(ids).not.toContain(inServed);
  });

  it('shows the explanation with the marked answer', async () => {
    const id = await create({ use: 'PRACTICE', explanation: 'Because \\(x^2 = 4\\).' });
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/student/subconcept/${subconceptId}/quiz/submit`,
      headers: { authorization: `Bearer ${tokens.student}` },
      payload: { answers: [{ questionId: id, answerId: 2 }] },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(submit.json().results.details[0]).toMatchObject({
      questionId: id,
      isCorrect: false,
      explanation: 'Because \\(x^2 = 4\\).',
    });
  });

  it('leaves out every version of a question an assessment holds: an edit of a served question does not leak its key', async () => {
    const exam = await create({ use: 'BOTH', text: 'On the exam' });
    await t.database.db
      .insert(assessmentQuestions)
      .values({ assessmentId: 1001, seqNum: 201, questionId: exam });
    const edit = await call(
      api.questionBank.updateQuestion,
      'teacher1',
      { id: exam },
      questionInput(subconceptId, { use: 'BOTH', text: 'On the exam, typo fixed' }),
    );
    expect(edit.json().newVersion).toBe(true);
    const next = edit.json().question.id as number;
    expect(await drawnIds()).not.toContain(next);
    for (const questionId of [exam, next]) {
      const submit = await t.app.inject({
        method: 'POST',
        url: `/api/student/subconcept/${subconceptId}/quiz/submit`,
        headers: { authorization: `Bearer ${tokens.student}` },
        payload: { answers: [{ questionId, answerId: 1 }] },
      });
      expect(submit.statusCode, String(questionId)).toBe(400);
      expect(submit.body).not.toContain('correctAnswer');
    }
    // The version before a placed one is kept out too: its key is most likely the exam's.
    const earlier = await create({ use: 'BOTH', text: 'Practised first' });
    const practised = await t.app.inject({
      method: 'POST',
      url: `/api/student/subconcept/${subconceptId}/quiz/submit`,
      headers: { authorization: `Bearer ${tokens.student}` },
      payload: { answers: [{ questionId: earlier, answerId: 1 }] },
    });
    expect(practised.statusCode).toBe(200);
    const later = await call(
      api.questionBank.updateQuestion,
      'teacher1',
      { id: earlier },
      questionInput(subconceptId, { use: 'BOTH', text: 'Practised first, then examined' }),
    );
    const laterId = later.json().question.id as number;
    await t.database.db
      .insert(assessmentQuestions)
      .values({ assessmentId: 1001, seqNum: 202, questionId: laterId });
    const resubmit = await t.app.inject({
      method: 'POST',
      url: `/api/student/subconcept/${subconceptId}/quiz/submit`,
      headers: { authorization: `Bearer ${tokens.student}` },
      payload: { answers: [{ questionId: earlier, answerId: 1 }] },
    });
    expect(resubmit.statusCode).toBe(400);
  });

  it('marks an option that is only an image', async () => {
    const image = await t.app.inject({
      method: 'POST',
      url: api.questionBank.uploadImage.path,
      ...withAuth(multipartFile('b.png', pngBytes('image-only-option')), tokens.teacher1),
    });
    expect(image.statusCode, image.body).toBe(200);
    const id = await create({
      use: 'PRACTICE',
      options: [{ text: 'Words' }, { text: '', imageId: image.json().image.id }],
      correctOption: 2,
    });
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/student/subconcept/${subconceptId}/quiz/submit`,
      headers: { authorization: `Bearer ${tokens.student}` },
      payload: { answers: [{ questionId: id, answerId: 2 }] },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(submit.json().results.details[0]).toMatchObject({
      questionId: id,
      isCorrect: true,
      correctAnswer: 2,
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/student/subconcept/${subconceptId}/quiz/submit`,
      headers: { authorization: `Bearer ${tokens.student}` },
      payload: { answers: [{ questionId: id, answerId: 3 }] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('a drawn question carries nothing but what a student needs (no key, explanation, use, author)', async () => {
    await create({ use: 'PRACTICE', explanation: 'The key is A' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/student/subconcept/${subconceptId}/quiz?count=20`,
      headers: { authorization: `Bearer ${tokens.student}` },
    });
    for (const question of response.json().questions) {
      expect(Object.keys(question).sort()).toEqual(
        [
          'CQ_id',
          'CQ_Question',
          'CQ_Option1',
          'CQ_Option2',
          'CQ_Option3',
          'CQ_Option4',
          'CQ_Marks',
          'CQ_Image',
          'CQ_OptionImages',
          'CO_id',
          'CN_id',
          'SC_id',
        ].sort(),
      );
    }
    expect(response.body).not.toContain('The key is A');
  });
});

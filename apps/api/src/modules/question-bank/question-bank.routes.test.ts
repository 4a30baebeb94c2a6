import { api, type BankQuestion, questionBankMessages as m } from '@pathshala/contracts';
import { auditLog, questions, subconcepts } from '@pathshala/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import {
  caller,
  countQuestions,
  firstPlace,
  questionInput,
  type Role,
  signInAll,
} from './question-bank.test-support';

let t: TestApp;
let tokens: Record<Role, string>;
let call: ReturnType<typeof caller>;
let science: Awaited<ReturnType<typeof firstPlace>>;
let maths: Awaited<ReturnType<typeof firstPlace>>;
const qb = api.questionBank;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t);
  call = caller(t, tokens);
  science = await firstPlace(t, 'Class 8 Science');
  maths = await firstPlace(t, 'Class 8 Mathematics');
});
afterAll(async () => t?.close());

async function create(role: Role, overrides: Record<string, unknown> = {}): Promise<BankQuestion> {
  const response = await call(qb.createQuestion, role, {}, questionInput(science.subconceptId, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().question;
}

async function demoQuestionId(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: questions.id })
    .from(questions)
    .where(and(isNull(questions.authorId), eq(questions.subconceptId, science.subconceptId)))
    .limit(1);
  return row!.id;
}

async function lastAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe(`question bank: who may call (${testDriver})`, () => {
  const every = () => {
    const body = questionInput(science.subconceptId);
    return [
      [qb.places, {}, undefined],
      [qb.authors, {}, undefined],
      [qb.listQuestions, {}, undefined],
      [qb.getQuestion, { id: 1 }, undefined],
      [qb.createQuestion, {}, body],
      [qb.updateQuestion, { id: 1 }, body],
      [qb.duplicateQuestion, { id: 1 }, undefined],
      [qb.retireQuestion, { id: 1 }, undefined],
      [qb.restoreQuestion, { id: 1 }, undefined],
      [qb.deleteQuestion, { id: 1 }, undefined],
      [qb.uploadImage, {}, undefined],
    ] as const;
  };

  it('answers 401 without a token and 403 to a student, for every call, and changes nothing', async () => {
    const before = await countQuestions(t);
    for (const [endpoint, params, body] of every()) {
      const anonymous = await call(endpoint, null, params, body);
      expect(anonymous.statusCode, endpoint.path).toBe(401);
      const student = await call(endpoint, 'student', params, body);
      expect(student.statusCode, endpoint.path).toBe(403);
      expect(student.json().success).toBe(false);
    }
    expect(await countQuestions(t)).toBe(before);
  });

  it('lets teachers and admins read the whole bank', async () => {
    for (const role of ['teacher1', 'teacher3', 'admin'] as const) {
      const places = await call(qb.places, role);
      expect(places.statusCode).toBe(200);
      const names = places.json().curricula.map((c: { name: string }) => c.name);
      expect(names).toEqual(expect.arrayContaining(['Class 8 Science', 'Class 8 Mathematics']));
      const list = await call(qb.listQuestions, role);
      expect(list.statusCode).toBe(200);
      expect(list.json().total).toBeGreaterThanOrEqual(40);
    }
  });

  it("refuses a teacher another teacher's question (403), lets its author and admins change it", async () => {
    const own = await create('teacher1');
    for (const [endpoint, body] of [
      [qb.updateQuestion, questionInput(science.subconceptId, { text: 'Changed by teacher2' })],
      [qb.retireQuestion, undefined],
      [qb.restoreQuestion, undefined],
      [qb.deleteQuestion, undefined],
    ] as const) {
      const response = await call(endpoint, 'teacher2', { id: own.id }, body);
      expect(response.statusCode, endpoint.path).toBe(403);
      expect(response.json().message).toBe(m.notYourQuestion);
    }
    const seen = (await call(qb.getQuestion, 'teacher2', { id: own.id })).json().question;
    expect(seen.actions).toEqual({ edit: false, retire: false, restore: false, delete: false });
    const mine = (await call(qb.getQuestion, 'teacher1', { id: own.id })).json().question;
    expect(mine.actions).toEqual({ edit: true, retire: true, restore: false, delete: true });

    const edited = await call(
      qb.updateQuestion,
      'teacher1',
      { id: own.id },
      questionInput(science.subconceptId, { text: 'Edited by its author' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      newVersion: false,
      question: { id: own.id, text: 'Edited by its author' },
    });
    const byAdmin = await call(
      qb.updateQuestion,
      'admin',
      { id: own.id },
      questionInput(science.subconceptId, { text: 'Edited by an admin' }),
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().question.author.id).toBe(own.author!.id);
    expect((await lastAudit('question.update'))?.entityId).toBe(String(own.id));
    expect((await call(qb.retireQuestion, 'admin', { id: own.id })).statusCode).toBe(200);
    expect((await call(qb.restoreQuestion, 'teacher1', { id: own.id })).statusCode).toBe(200);
    expect((await call(qb.deleteQuestion, 'admin', { id: own.id })).statusCode).toBe(200);
    expect((await call(qb.getQuestion, 'teacher1', { id: own.id })).statusCode).toBe(404);
  });

  it('lets only admins change the demo questions (no author)', async () => {
    const id = await demoQuestionId();
    const teacher = await call(qb.retireQuestion, 'teacher1', { id });
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().message).toBe(m.notYourQuestion);
    expect((await call(qb.getQuestion, 'admin', { id })).json().question.actions.retire).toBe(true);
    expect((await call(qb.retireQuestion, 'admin', { id })).statusCode).toBe(200);
    expect((await call(qb.restoreQuestion, 'admin', { id })).statusCode).toBe(200);
  });

  it('lets staff who may write in its place duplicate any current question into one of their own', async () => {
    const id = await demoQuestionId();
    const response = await call(qb.duplicateQuestion, 'teacher2', { id });
    expect(response.statusCode, response.body).toBe(200);
    const copy = response.json().question as BankQuestion;
    const [source] = await t.database.db.select().from(questions).where(eq(questions.id, id));
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({ text: source!.text, version: 1, status: 'ACTIVE', used: false });
    expect(copy.author?.name).toMatch(/\S/);
    expect(copy.actions.edit).toBe(true);
    expect((await lastAudit('question.duplicate'))?.details).toEqual({ sourceId: id });
    expect((await call(qb.duplicateQuestion, 'teacher3', { id: 999_999 })).statusCode).toBe(404);
  });

  it('refuses to edit or retire a retired question (409) until it is restored', async () => {
    const own = await create('teacher2');
    expect((await call(qb.restoreQuestion, 'teacher2', { id: own.id })).json().message).toBe(m.notRetired);
    const retired = await call(qb.retireQuestion, 'teacher2', { id: own.id });
    expect(retired.json().question).toMatchObject({
      status: 'RETIRED',
      actions: { edit: false, retire: false, restore: true },
    });
    const edit = await call(
      qb.updateQuestion,
      'teacher2',
      { id: own.id },
      questionInput(science.subconceptId),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(m.retired);
    const again = await call(qb.retireQuestion, 'teacher2', { id: own.id });
    expect([again.statusCode, again.json().message]).toEqual([409, m.alreadyRetired]);
  });

  it('answers 404 for a question that does not exist', async () => {
    for (const endpoint of [qb.getQuestion, qb.retireQuestion, qb.restoreQuestion, qb.deleteQuestion]) {
      const response = await call(endpoint, 'admin', { id: 999_999 });
      expect(response.statusCode, endpoint.path).toBe(404);
      expect(response.json().message).toBe(m.questionNotFound(999_999));
    }
  });
});

describe(`question bank: writing (${testDriver})`, () => {
  it('fills the place from the subconcept, stores a fingerprint, records the author and the audit', async () => {
    const question = await create('teacher1', { options: [{ text: 'x' }, { text: 'y' }], correctOption: 2 });
    expect(question.place).toMatchObject({
      curriculumId: science.curriculumId,
      courseId: science.courseId,
      conceptId: science.conceptId,
      subconceptId: science.subconceptId,
    });
    expect(question.place.curriculumName).toBe('Class 8 Science');
    expect(question.options).toEqual([
      { text: 'x', image: null },
      { text: 'y', image: null },
    ]);
    expect(question).toMatchObject({
      correctOption: 2,
      use: 'BOTH',
      difficulty: 'EASY',
      version: 1,
      used: false,
    });
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, question.id));
    expect(row!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.option3).toBe('');
    expect((await lastAudit('question.create'))?.entityId).toBe(String(question.id));
  });

  const badInputs: Array<[string, Record<string, unknown>, string | null]> = [
    ['an empty stem', { text: '   ' }, m.stemRequired],
    ['an empty option', { options: [{ text: 'a' }, { text: ' ' }] }, m.optionRequired('B')],
    [
      'five options',
      { options: [{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }, { text: 'e' }] },
      m.tooManyOptions,
    ],
    ['one option', { options: [{ text: 'a' }] }, m.optionCount],
    ['a correct option past the options', { correctOption: 4 }, m.correctOutOfRange],
    ['no correct option', { correctOption: undefined }, m.correctMissing],
    ['two correct options', { correctOption: [1, 2] }, m.correctMissing],
    ['marks below 0.5', { marks: 0.25 }, m.marksInvalid],
    ['marks as text', { marks: 'one' }, m.marksInvalid],
    ['marks not in steps of 0.5', { marks: 1.3 }, m.marksInvalid],
    ['an unknown use', { use: 'HOMEWORK' }, m.useInvalid],
    ['an unknown difficulty', { difficulty: 'IMPOSSIBLE' }, m.difficultyInvalid],
    ['options as a string', { options: 'a,b' }, m.optionCount],
    ['a stem as a number', { text: 42 }, m.stemRequired],
    ['a control character', { text: 'bad\u0007text' }, m.controlCharacters],
    ['a subconcept as words', { subconceptId: 'cells' }, null],
    ['an unknown subconcept', { subconceptId: 999_999 }, m.placeNotFound],
    ['an unknown image', { imageId: 999_999 }, m.imageNotFound],
    [
      'an unknown option image',
      { options: [{ text: 'a', imageId: 999_999 }, { text: 'b' }] },
      m.imageNotFound,
    ],
  ];

  it.each(badInputs)('refuses %s with 400 and stores nothing', async (_name, overrides, message) => {
    const before = await countQuestions(t);
    const response = await call(
      qb.createQuestion,
      'teacher1',
      {},
      questionInput(science.subconceptId, overrides),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().success).toBe(false);
    if (message) expect(response.json().message).toContain(message);
    expect(await countQuestions(t)).toBe(before);
  });

  it('refuses the same bad input on an edit and leaves the question as it was', async () => {
    const own = await create('teacher1', { text: 'Unchanged stem' });
    for (const [, overrides] of badInputs) {
      const response = await call(
        qb.updateQuestion,
        'teacher1',
        { id: own.id },
        questionInput(science.subconceptId, overrides),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, own.id));
    expect(row!.text).toBe('Unchanged stem');
  });

  it('refuses a retired subconcept (or one under a retired concept) as the place', async () => {
    const [second] = await t.database.db
      .select()
      .from(subconcepts)
      .where(eq(subconcepts.conceptId, maths.conceptId))
      .orderBy(desc(subconcepts.id))
      .limit(1);
    await t.database.db
      .update(subconcepts)
      .set({ retiredAt: t.clock.now() })
      .where(eq(subconcepts.id, second!.id));
    const response = await call(qb.createQuestion, 'admin', {}, questionInput(second!.id));
    expect([response.statusCode, response.json().message]).toEqual([400, m.placeNotFound]);
    const places = (await call(qb.places, 'admin')).json().curricula;
    expect(JSON.stringify(places)).not.toContain(`"id":${second!.id},`);
    await t.database.db.update(subconcepts).set({ retiredAt: null }).where(eq(subconcepts.id, second!.id));
  });
});

describe(`question bank: search (${testDriver})`, () => {
  const list = async (query: string, role: Role = 'teacher1') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/question-bank/questions?${query}`,
      headers: { authorization: `Bearer ${tokens[role]}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { questions: BankQuestion[]; total: number; page: number; pageSize: number };
  };

  it('finds text in the stem or an option, with % and _ matched literally', async () => {
    const mark = `zq${Date.now()}`;
    const stem = await create('teacher2', { text: `Stem with ${mark} in it` });
    const option = await create('teacher2', { options: [{ text: `Option ${mark}` }, { text: 'other' }] });
    const found = await list(`text=${mark.toUpperCase()}`);
    expect(found.questions.map((q) => q.id).sort()).toEqual([stem.id, option.id].sort());
    // A space comes before the mark in both: wildcards would match it, the literal characters do not.
    expect((await list(`text=%25${mark}`)).total).toBe(0);
    expect((await list(`text=_${mark}`)).total).toBe(0);
    const percent = await create('teacher2', { text: `Grew by 50%${mark}` });
    expect((await list(`text=0%25${mark}`)).questions.map((q) => q.id)).toEqual([percent.id]);
  });

  it('filters by place at every level, use, status, author, marks; newest first, a page at a time', async () => {
    const all = await list('pageSize=100');
    expect(all.questions.every((q) => q.status === 'ACTIVE')).toBe(true);
    const byCurriculum = await list(`curriculumId=${maths.curriculumId}&pageSize=100`);
    expect(byCurriculum.total).toBeGreaterThan(0);
    expect(byCurriculum.questions.every((q) => q.place.curriculumId === maths.curriculumId)).toBe(true);
    for (const [key, value] of Object.entries(science)) {
      const page = await list(`${key}=${value}&pageSize=100`);
      expect(page.total, key).toBeGreaterThan(0);
      expect(page.questions.every((q) => q.place[key as keyof typeof science] === value)).toBe(true);
    }
    const practice = await list('use=PRACTICE&pageSize=100');
    expect(practice.total).toBeGreaterThan(0);
    expect(practice.questions.every((q) => q.use === 'PRACTICE')).toBe(true);
    const two = await create('teacher3', { marks: 2.5, subconceptId: maths.subconceptId });
    expect((await list('marks=2.5')).questions.map((q) => q.id)).toContain(two.id);
    expect((await list('marks=2.5')).questions.every((q) => q.marks === 2.5)).toBe(true);
    const mine = await list('author=me', 'teacher3');
    expect(mine.questions.length).toBeGreaterThan(0);
    expect(mine.questions.every((q) => q.author?.id === two.author!.id)).toBe(true);
    expect((await list(`author=${two.author!.id}`)).total).toBe(mine.total);
    expect((await list('pageSize=1')).questions[0]!.id).toBe(two.id);

    await call(qb.retireQuestion, 'teacher3', { id: two.id });
    expect((await list('marks=2.5')).questions.map((q) => q.id)).not.toContain(two.id);
    const retired = await list('status=RETIRED');
    expect(retired.questions.map((q) => q.id)).toContain(two.id);
    expect(retired.questions.every((q) => q.status === 'RETIRED')).toBe(true);
    const active = await list('');
    expect((await list('status=ALL')).total).toBe(active.total + retired.total);

    const first = await list('pageSize=5&page=1');
    const second = await list('pageSize=5&page=2');
    expect(first.questions).toHaveLength(5);
    expect(second.page).toBe(2);
    expect(second.questions.map((q) => q.id)).not.toContain(first.questions[0]!.id);
    const times = first.questions.map((q) => q.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'use=HOMEWORK',
      'status=GONE',
      'author=someone',
      'page=0',
      'pageSize=1000',
      'marks=x',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/question-bank/questions?${query}`,
        headers: { authorization: `Bearer ${tokens.teacher1}` },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('lists authors and counts active questions per place', async () => {
    const own = await create('teacher1');
    const authors = (await call(qb.authors, 'teacher2')).json().authors as Array<{
      id: number;
      name: string;
    }>;
    expect(authors.map((a) => a.id)).toContain(own.author!.id);
    const tree = (await call(qb.places, 'teacher2')).json().curricula;
    const subconcept = tree
      .flatMap((c: { courses: unknown[] }) => c.courses)
      .flatMap((c: { concepts: unknown[] }) => c.concepts)
      .flatMap((c: { subconcepts: unknown[] }) => c.subconcepts)
      .find((s: { id: number }) => s.id === science.subconceptId);
    const active = await t.database.db
      .select()
      .from(questions)
      .where(
        and(
          eq(questions.subconceptId, science.subconceptId),
          isNull(questions.replacedById),
          isNull(questions.retiredAt),
        ),
      );
    expect(subconcept.questionCount).toBe(active.length);
  });
});

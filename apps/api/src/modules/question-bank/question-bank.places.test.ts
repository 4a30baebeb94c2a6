import { api, libraryMessages } from '@pathshala/contracts';
import { questionImports, questions } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import { findLiveSubconcepts, type PlaceRow } from './question-bank.repository';
import { caller, countQuestions, questionInput, type Role, signInAll } from './question-bank.test-support';
import { importAndWait, templateCsv, transferCalls, waitForImport } from './question-transfer.test-support';

/**
 * The library's place rule in the bank (issue 27, item 7): only admins and the teachers of a cohort
 * studying a curriculum write questions into it, since they go into its students' practice. In the
 * demo school teacher1 teaches Science and Mathematics, teacher2 Science, teacher3 Mathematics only.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let call: ReturnType<typeof caller>;
let science: Omit<PlaceRow, 'live'>;
let maths: Omit<PlaceRow, 'live'>;
const qb = api.questionBank;
const refused = { statusCode: 403, message: libraryMessages.notYourCurriculum };
const as = (role: Role) => transferCalls(t, tokens[role]);

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t);
  call = caller(t, tokens);
  const places = await findLiveSubconcepts(t.database.db);
  science = places.find((place) => place.curriculumName === 'Class 8 Science')!;
  maths = places.find((place) => place.curriculumName === 'Class 8 Mathematics')!;
});
afterAll(async () => t?.close());

async function answer(response: { statusCode: number; json: () => { message?: string } }) {
  return { statusCode: response.statusCode, message: response.json().message };
}

async function create(role: Role, subconceptId: number, text: string) {
  const response = await call(qb.createQuestion, role, {}, questionInput(subconceptId, { text }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().question as { id: number };
}

async function row(id: number) {
  const [found] = await t.database.db.select().from(questions).where(eq(questions.id, id));
  return found!;
}

/** A CSV whose one question names its own place. */
function placedCsv(place: typeof science, text: string) {
  return templateCsv([
    {
      Curriculum: place.curriculumName,
      Course: place.courseName,
      Concept: place.conceptName,
      Subconcept: place.subconceptName,
      Question: text,
      'Option A': 'Yes',
      'Option B': 'No',
      Correct: 'B',
    },
  ]);
}

describe(`question bank: only a curriculum's teachers and admins write into it (${testDriver})`, () => {
  it('create: 403 for a teacher who does not teach the curriculum, nothing written', async () => {
    const before = await countQuestions(t);
    const response = await call(qb.createQuestion, 'teacher3', {}, questionInput(science.subconceptId));
    expect(await answer(response)).toEqual(refused);
    expect(await countQuestions(t)).toBe(before);

    for (const role of ['teacher2', 'teacher1', 'admin'] as const) {
      await create(role, science.subconceptId, `Created by ${role}`);
    }
    await create('teacher3', maths.subconceptId, 'Created by teacher3 in her own curriculum');
    expect(await countQuestions(t)).toBe(before + 4);
  });

  it('edit: moving a question into a curriculum she does not teach is 403 and changes nothing', async () => {
    const own = await create('teacher3', maths.subconceptId, 'To be moved');
    const before = await row(own.id);
    const moved = await call(
      qb.updateQuestion,
      'teacher3',
      { id: own.id },
      questionInput(science.subconceptId, { text: 'To be moved' }),
    );
    expect(await answer(moved)).toEqual(refused);
    expect(await row(own.id)).toEqual(before);

    const teacher1 = await create('teacher1', maths.subconceptId, 'Moved by its author');
    const byTeacher = await call(
      qb.updateQuestion,
      'teacher1',
      { id: teacher1.id },
      questionInput(science.subconceptId, { text: 'Moved by its author' }),
    );
    expect(byTeacher.statusCode, byTeacher.body).toBe(200);
    expect((await row(teacher1.id)).curriculumId).toBe(science.curriculumId);
    const byAdmin = await call(
      qb.updateQuestion,
      'admin',
      { id: own.id },
      questionInput(science.subconceptId, { text: 'Moved by an admin' }),
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await row(own.id)).curriculumId).toBe(science.curriculumId);
  });

  it('edit: her own question in a curriculum she does not teach (any more) is 403, in place or moved out', async () => {
    const written = await create('admin', science.subconceptId, 'Written in Science');
    const teacher3 = (await t.login('teacher3')).body.user.id as number;
    await t.database.db.update(questions).set({ authorId: teacher3 }).where(eq(questions.id, written.id));
    const before = await row(written.id);
    for (const place of [science, maths]) {
      const response = await call(
        qb.updateQuestion,
        'teacher3',
        { id: written.id },
        questionInput(place.subconceptId, { text: 'Key changed', correctOption: 2 }),
      );
      expect(await answer(response)).toEqual(refused);
      expect(await row(written.id)).toEqual(before);
    }
    const byAdmin = await call(
      qb.updateQuestion,
      'admin',
      { id: written.id },
      questionInput(science.subconceptId, { text: 'Key changed by an admin', correctOption: 2 }),
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('restore: her own retired question in a curriculum she does not teach (any more) is 403 and stays retired', async () => {
    const written = await create('admin', science.subconceptId, 'Retired with a wrong key');
    const teacher3 = (await t.login('teacher3')).body.user.id as number;
    await t.database.db.update(questions).set({ authorId: teacher3 }).where(eq(questions.id, written.id));
    expect((await call(qb.retireQuestion, 'teacher3', { id: written.id })).statusCode).toBe(200);
    const before = await row(written.id);
    const response = await call(qb.restoreQuestion, 'teacher3', { id: written.id });
    expect(await answer(response)).toEqual(refused);
    expect(await row(written.id)).toEqual(before);

    // The curriculum's own teacher restores hers, and an admin any.
    const own = await create('teacher2', science.subconceptId, 'Retired by her teacher');
    for (const role of ['teacher2', 'admin'] as const) {
      expect((await call(qb.retireQuestion, role, { id: own.id })).statusCode).toBe(200);
      const restored = await call(qb.restoreQuestion, role, { id: own.id });
      expect(restored.statusCode, restored.body).toBe(200);
      expect((await row(own.id)).retiredAt).toBeNull();
    }
    const byAdmin = await call(qb.restoreQuestion, 'admin', { id: written.id });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('duplicate: 403 into a curriculum she does not teach, nothing written', async () => {
    const source = await create('admin', science.subconceptId, 'To be copied');
    const before = await countQuestions(t);
    const response = await call(qb.duplicateQuestion, 'teacher3', { id: source.id });
    expect(await answer(response)).toEqual(refused);
    expect(await countQuestions(t)).toBe(before);

    for (const role of ['teacher2', 'admin'] as const) {
      const copy = await call(qb.duplicateQuestion, role, { id: source.id });
      expect(copy.statusCode, copy.body).toBe(200);
    }
    expect(await countQuestions(t)).toBe(before + 2);
  });

  it('import dry run: 403 for the place chosen or a place named in the file', async () => {
    const plain = templateCsv([{ Question: 'Dry run', 'Option A': 'Yes', 'Option B': 'No', Correct: 'A' }]);
    const chosen = await as('teacher3').check('q.csv', plain, { subconceptId: science.subconceptId });
    expect(await answer(chosen)).toEqual(refused);
    const named = await as('teacher3').check('q.csv', placedCsv(science, 'Named in the file'));
    expect(await answer(named)).toEqual(refused);

    const own = await as('teacher3').check('q.csv', placedCsv(maths, 'Named in the file'));
    expect(own.statusCode, own.body).toBe(200);
    for (const role of ['teacher2', 'admin'] as const) {
      expect((await as(role).check('q.csv', plain, { subconceptId: science.subconceptId })).statusCode).toBe(
        200,
      );
      expect((await as(role).check('q.csv', placedCsv(science, 'Named in the file'))).statusCode).toBe(200);
    }
  });

  it('import: 403 for the place chosen; a place named in the file fails the import; nothing written', async () => {
    const before = await countQuestions(t);
    const imports = (await t.database.db.select().from(questionImports)).length;
    const plain = templateCsv([{ Question: 'Imported', 'Option A': 'Yes', 'Option B': 'No', Correct: 'A' }]);
    const chosen = await as('teacher3').start('q.csv', plain, { subconceptId: science.subconceptId });
    expect(await answer(chosen)).toEqual(refused);
    expect((await t.database.db.select().from(questionImports)).length).toBe(imports);

    // Which places a file names is known only once it is read, in the background.
    const started = await as('teacher3').start('q.csv', placedCsv(science, 'Named and imported'));
    expect(started.statusCode, started.body).toBe(200);
    const named = await waitForImport(as('teacher3'), started.json().import.id);
    expect(named).toMatchObject({ status: 'FAILED', createdCount: 0 });
    expect(named.report?.problems).toEqual([
      { item: 0, name: null, reason: libraryMessages.notYourCurriculum },
    ]);
    expect(await countQuestions(t)).toBe(before);

    const own = await importAndWait(as('teacher3'), 'q.csv', placedCsv(maths, 'Imported into maths'));
    expect(own).toMatchObject({ status: 'DONE', createdCount: 1 });
    const teacher = await importAndWait(as('teacher2'), 'q.csv', plain, {
      subconceptId: science.subconceptId,
    });
    expect(teacher).toMatchObject({ status: 'DONE', createdCount: 1 });
    const admin = await importAndWait(as('admin'), 'q.csv', placedCsv(science, 'Imported by an admin'));
    expect(admin).toMatchObject({ status: 'DONE', createdCount: 1 });
    expect(await countQuestions(t)).toBe(before + 3);
  });
});

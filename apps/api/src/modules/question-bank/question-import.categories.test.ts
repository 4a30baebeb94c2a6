import { readFileSync } from 'node:fs';
import type { ImportReport } from '@pathshala/contracts';
import { questionCategoryPlaces, questions } from '@pathshala/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findLiveSubconcepts, type PlaceRow } from './question-bank.repository';
import { countQuestions, type Role, signInAll } from './question-bank.test-support';
import { checkReport, importAndWait, transferCalls } from './question-transfer.test-support';

/**
 * Moodle categories become places (the XML's category entries, GIFT's `$CATEGORY:`), and a question
 * already in the bank at another place is a copy the teacher is told about: the Moodle 5.0.2
 * fixtures, whose 20 one-answer questions are in "Class 8 Science / Cells" and "… / Forces".
 */
const FIXTURES = new URL('../../../test/fixtures/question-import/', import.meta.url);
const xml = readFileSync(new URL('class8-science.moodle.xml', FIXTURES));
const gift = readFileSync(new URL('class8-science.gift.txt', FIXTURES));
const expected = JSON.parse(readFileSync(new URL('expected.json', FIXTURES), 'utf8')) as {
  files: Array<{ questions: Array<{ importable: boolean; category: string }> }>;
};
const inCategory = (name: string) =>
  expected.files[0]!.questions.filter((question) => question.importable && question.category === name).length;
const CELLS = 'Class 8 Science / Cells';
const FORCES = 'Class 8 Science / Forces';

let t: TestApp;
let tokens: Record<Role, string>;
let places: PlaceRow[];
const as = (role: Role) => transferCalls(t, tokens[role]);
const placeNamed = (name: string) => places.find((place) => place.subconceptName === name)!;
const pathOf = (place: PlaceRow) =>
  [place.curriculumName, place.courseName, place.conceptName, place.subconceptName].join(' / ');
const categoriesOf = (report: ImportReport) =>
  report.categories.map(({ category, questionCount, subconceptId, source }) => ({
    category,
    questionCount,
    subconceptId,
    source,
  }));
const authoredBy = async (role: Role, subconceptId: number) => {
  const me = (await t.login(role)).body.user.id as number;
  return t.database.db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.authorId, me),
        eq(questions.subconceptId, subconceptId),
        isNull(questions.replacedById),
      ),
    );
};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t);
  places = (await findLiveSubconcepts(t.database.db)).map((place) => ({ ...place, live: true }));
});
afterAll(async () => {
  await t?.close();
});

describe('Moodle categories become places', () => {
  it('the dry run proposes a place for each category by its names, and writes nothing', async () => {
    const before = await countQuestions(t);
    const report = await checkReport(as('teacher1'), 'science.xml', xml);
    expect(categoriesOf(report)).toEqual([
      {
        category: CELLS,
        questionCount: inCategory('Class 8 Science/Cells'),
        subconceptId: placeNamed('Plant and Animal Cells').subconceptId,
        source: 'NAMES',
      },
      {
        category: FORCES,
        questionCount: inCategory('Class 8 Science/Forces'),
        subconceptId: placeNamed('Contact and Non-contact Forces').subconceptId,
        source: 'NAMES',
      },
    ]);
    expect(report.categories[0]!.placePath).toBe(pathOf(placeNamed('Plant and Animal Cells')));
    expect(report.newCount).toBe(20);
    expect(await countQuestions(t)).toBe(before);
  });

  it('the teacher changes one; the import puts each category in its place and remembers them for her next file', async () => {
    const pressure = placeNamed('Pressure in Solids, Liquids and Gases');
    const cells = placeNamed('Plant and Animal Cells');
    const categoryPlaces = JSON.stringify({ [FORCES]: pressure.subconceptId });
    const checked = await checkReport(as('teacher1'), 'science.xml', xml, { categoryPlaces });
    expect(categoriesOf(checked).map(({ subconceptId, source }) => ({ subconceptId, source }))).toEqual([
      { subconceptId: cells.subconceptId, source: 'NAMES' },
      { subconceptId: pressure.subconceptId, source: 'CHOSEN' },
    ]);

    const done = await importAndWait(as('teacher1'), 'science.xml', xml, { categoryPlaces });
    expect(done).toMatchObject({ status: 'DONE', createdCount: 20, failedCount: 0 });
    expect(await authoredBy('teacher1', cells.subconceptId)).toHaveLength(
      inCategory('Class 8 Science/Cells'),
    );
    expect(await authoredBy('teacher1', pressure.subconceptId)).toHaveLength(
      inCategory('Class 8 Science/Forces'),
    );

    // The GIFT export of the same course: her places come back, and nothing is new.
    const next = await checkReport(as('teacher1'), 'science.gift.txt', gift);
    expect(categoriesOf(next).map(({ subconceptId, source }) => ({ subconceptId, source }))).toEqual([
      { subconceptId: cells.subconceptId, source: 'REMEMBERED' },
      { subconceptId: pressure.subconceptId, source: 'REMEMBERED' },
    ]);
    expect(next).toMatchObject({ newCount: 0, existingCount: 20, elsewhereCount: 0 });

    // Another teacher's imports are her own: she is proposed places by names, not teacher1's.
    const theirs = await checkReport(as('teacher2'), 'science.xml', xml);
    expect(theirs.categories.map((category) => category.source)).toEqual(['NAMES', 'NAMES']);
  });

  it('a category sent back to the file place is forgotten', async () => {
    const structure = placeNamed('Cell Structure');
    const categoryPlaces = JSON.stringify({ [CELLS]: null, [FORCES]: null });
    await importAndWait(as('teacher1'), 'science.xml', xml, {
      subconceptId: structure.subconceptId,
      categoryPlaces,
      duplicates: 'keep',
    });
    const me = (await t.login('teacher1')).body.user.id as number;
    const kept = await t.database.db
      .select({ category: questionCategoryPlaces.category })
      .from(questionCategoryPlaces)
      .where(eq(questionCategoryPlaces.ownerId, me));
    expect(kept).toEqual([]);
  });

  it('never proposes a place the importer may not add to (teacher3 teaches only mathematics)', async () => {
    const report = await checkReport(as('teacher3'), 'science.xml', xml);
    expect(report.categories.map(({ subconceptId, source }) => ({ subconceptId, source }))).toEqual([
      { subconceptId: null, source: 'NONE' },
      { subconceptId: null, source: 'NONE' },
    ]);
    expect(report.failedCount).toBe(20);
    expect(report.problems[0]!.reason).toBe(
      `No place for the category "${CELLS}": choose one for it, or a place for the whole file.`,
    );
  });
});

describe('questions already in the bank at another place', () => {
  it('the dry run says where; the import skips them unless the teacher keeps copies', async () => {
    // teacher1's XML import put the 20 questions in two places (above); teacher2 sends the GIFT file
    // of the same questions to one other place.
    const target = placeNamed('Photosynthesis');
    const fields = {
      subconceptId: target.subconceptId,
      categoryPlaces: JSON.stringify({ [CELLS]: null, [FORCES]: null }),
    };
    const report = await checkReport(as('teacher2'), 'science.gift.txt', gift, fields);
    expect(report).toMatchObject({ newCount: 0, elsewhereCount: 20 });
    const first = report.preview.find((item) => item.outcome === 'ELSEWHERE')!;
    expect(first.alreadyAt).toContain(pathOf(placeNamed('Plant and Animal Cells')));

    const skipped = await importAndWait(as('teacher2'), 'science.gift.txt', gift, fields);
    expect(skipped).toMatchObject({ status: 'DONE', createdCount: 0 });
    expect(skipped.report).toMatchObject({ elsewhereCount: 20 });
    expect(await authoredBy('teacher2', target.subconceptId)).toHaveLength(0);

    const kept = await importAndWait(as('teacher2'), 'science.gift.txt', gift, {
      ...fields,
      duplicates: 'keep',
    });
    expect(kept).toMatchObject({ status: 'DONE', createdCount: 20 });
    expect(kept.report?.preview.filter((item) => item.alreadyAt !== null)).toHaveLength(20);
    expect(await authoredBy('teacher2', target.subconceptId)).toHaveLength(20);
  });
});

describe('bad mappings: a clear answer and nothing written', () => {
  it.each([
    ['not JSON', '{', 400, /categoryPlaces must be a JSON object/],
    [
      'not an id',
      JSON.stringify({ [CELLS]: 'Cells' }),
      400,
      /^categoryPlaces\.Class 8 Science \/ Cells must be a number/,
    ],
    ['an array', JSON.stringify([1]), 400, /categoryPlaces must be a JSON object/],
    ['an unknown place', JSON.stringify({ [CELLS]: 999_999 }), 400, /does not exist or is retired/],
  ])('%s', async (_, categoryPlaces, status, message) => {
    const before = await countQuestions(t);
    for (const call of [as('teacher1').check, as('teacher1').start]) {
      const response = await call('science.xml', xml, { categoryPlaces });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await countQuestions(t)).toBe(before);
  });

  it('duplicates other than skip or keep is refused', async () => {
    const response = await as('teacher1').check('science.xml', xml, { duplicates: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('duplicates must be skip or keep.');
  });

  it('a place in a curriculum the teacher does not teach is refused (403), even for one category', async () => {
    const before = await countQuestions(t);
    const science = placeNamed('Cell Structure');
    const response = await as('teacher3').check('science.xml', xml, {
      categoryPlaces: JSON.stringify({ [CELLS]: science.subconceptId }),
    });
    expect(response.statusCode).toBe(403);
    expect(await countQuestions(t)).toBe(before);
  });
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { questionImages, questions } from '@pathshala/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SCRIPT_BASE } from './formats/html-text';
import { findLiveSubconcepts } from './question-bank.repository';
import { importAndWait, transferCalls } from './question-transfer.test-support';

/**
 * The Moodle 5.0.2 fixtures through the real API, into a real bank: every one-answer multiple
 * choice question arrives with its text, options, key and marks; the others are listed as skipped;
 * importing a file again creates nothing.
 */
const FIXTURES = new URL('../../../test/fixtures/question-import/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('expected.json', FIXTURES), 'utf8')) as {
  files: Array<{
    file: string;
    counts: { questions: number; importable: number; skipped: number };
    embeddedFiles?: Array<{ question: string; sha256: string }>;
    questions: Array<{
      name: string | null;
      importable: boolean;
      optionCount: number;
      correctIndex: number;
      marks: number | null;
      stem: string;
    }>;
  }>;
};

/** The README's plain stem, from our text (our Unicode super/subscripts back to the file's characters). */
const readmeStem = (text: string) =>
  [...text]
    .map((char) => (char === '⁻' ? '−' : (SCRIPT_BASE.get(char) ?? char)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trimEnd();

let t: TestApp;
let calls: ReturnType<typeof transferCalls>;
let subconceptIds: number[];
let teacherId: number;

beforeAll(async () => {
  t = await createTestApp();
  const teacher = await t.login('teacher1');
  calls = transferCalls(t, teacher.token);
  teacherId = teacher.body.user.id;
  subconceptIds = (await findLiveSubconcepts(t.database.db)).slice(0, 3).map((place) => place.subconceptId);
});
afterAll(async () => {
  await t?.close();
});

/**
 * Each file into a place of its own: its categories sent to the file's place, and its questions kept
 * although the file before brought the same ones elsewhere (question-import.categories.test.ts
 * covers categories and copies).
 */
const intoOnePlace = (subconceptId: number) => ({
  subconceptId,
  categoryPlaces: JSON.stringify({ 'Class 8 Science / Cells': null, 'Class 8 Science / Forces': null }),
  duplicates: 'keep',
});

describe.each(expected.files.map((file, index) => ({ ...file, index })))('$file', (fixture) => {
  it('imports every one-answer MCQ intact and lists the others as skipped; a second import creates nothing', async () => {
    const bytes = readFileSync(new URL(fixture.file, FIXTURES));
    const subconceptId = subconceptIds[fixture.index]!;
    const done = await importAndWait(calls, fixture.file, bytes, intoOnePlace(subconceptId));
    expect(done).toMatchObject({
      status: 'DONE',
      totalItems: fixture.counts.questions,
      createdCount: fixture.counts.importable,
      skippedCount: fixture.counts.skipped,
      failedCount: 0,
    });
    const importable = fixture.questions.filter((question) => question.importable);
    const skipped = fixture.questions.flatMap((question, index) =>
      question.importable ? [] : [{ item: index + 1, name: question.name }],
    );
    expect(done.report?.skipped.map(({ item, name }) => ({ item, name }))).toEqual(skipped);

    const rows = await t.database.db.select().from(questions).where(eq(questions.subconceptId, subconceptId));
    // The demo's own questions there have no author; the imported ones are the importer's.
    const imported = rows.filter((row) => row.authorId === teacherId);
    expect(imported).toHaveLength(importable.length);
    for (const question of importable) {
      const matches = imported.filter((row) => readmeStem(row.text) === question.stem);
      expect(matches, question.stem).toHaveLength(1);
      const row = matches[0]!;
      const options = [row.option1, row.option2, row.option3, row.option4].filter(Boolean);
      expect(options).toHaveLength(question.optionCount);
      expect(row.correctOption).toBe(question.correctIndex);
      expect(row.marks).toBe(question.marks ?? 1);
      expect(row.text).not.toMatch(/<|onerror|alert/);
    }

    const again = await importAndWait(calls, fixture.file, bytes, intoOnePlace(subconceptId));
    expect(again).toMatchObject({
      status: 'DONE',
      createdCount: 0,
      existingCount: fixture.counts.importable,
    });
  });
});

it('the XML diagram question keeps its PNG, served by its hash', async () => {
  const [embedded] = expected.files[0]!.embeddedFiles!;
  const [row] = await t.database.db
    .select({ sha256: questionImages.sha256, mimeType: questionImages.mimeType, bytes: questionImages.bytes })
    .from(questions)
    .innerJoin(questionImages, eq(questionImages.id, questions.imageId))
    .where(eq(questions.subconceptId, subconceptIds[0]!));
  expect(row).toMatchObject({ sha256: embedded!.sha256, mimeType: 'image/png' });
  expect(createHash('sha256').update(row!.bytes).digest('hex')).toBe(embedded!.sha256);
  const served = await t.app.inject({ method: 'GET', url: `/api/question-images/${embedded!.sha256}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
});

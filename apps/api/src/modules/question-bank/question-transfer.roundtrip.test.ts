import { questionImages, questions } from '@pathshala/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findLiveSubconcepts } from './question-bank.repository';
import { multipartFile, pngBytes } from './question-bank.test-support';
import { importAndWait, transferCalls } from './question-transfer.test-support';

/**
 * An export imported into a bank without those questions gives the same questions back: texts,
 * options, key, marks, explanation, use, difficulty and place in every format, and the image too
 * in Moodle XML (the spreadsheet formats carry no images).
 */
let t: TestApp;
let token: string;
let authorId: number;
let calls: ReturnType<typeof transferCalls>;
let imageSha: string;

const auth = () => ({ authorization: `Bearer ${token}` });

async function mine() {
  const rows = await t.database.db
    .select({ question: questions, imageSha: questionImages.sha256 })
    .from(questions)
    .leftJoin(questionImages, eq(questionImages.id, questions.imageId))
    .where(and(eq(questions.authorId, authorId), isNull(questions.replacedById)));
  return rows
    .map(({ question, imageSha }) => ({
      subconceptId: question.subconceptId,
      text: question.text,
      options: [question.option1, question.option2, question.option3, question.option4],
      correctOption: question.correctOption,
      marks: question.marks,
      explanation: question.explanation,
      use: question.use,
      difficulty: question.difficulty,
      imageSha,
      id: question.id,
    }))
    .sort((a, b) => a.text.localeCompare(b.text));
}

beforeAll(async () => {
  t = await createTestApp();
  const teacher = await t.login('teacher3');
  token = teacher.token;
  authorId = teacher.body.user.id;
  calls = transferCalls(t, token);
  const [first, second] = await findLiveSubconcepts(t.database.db);

  const upload = multipartFile('diagram.png', pngBytes('round trip'));
  const image = await t.app.inject({
    method: 'POST',
    url: '/api/question-bank/images',
    payload: upload.payload,
    headers: { ...upload.headers, ...auth() },
  });
  expect(image.statusCode).toBe(200);
  imageSha = image.json().image.url.split('/').pop();

  const create = async (body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/question-bank/questions',
      payload: body,
      headers: auth(),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  await create({
    subconceptId: first!.subconceptId,
    text: 'A formula: what is \\( \\frac{1}{2} + \\frac{1}{4} \\)? Take $$x^2$$ & <b>care</b>.',
    options: [{ text: '\\( \\frac{3}{4} \\)' }, { text: '\\( \\frac{2}{6} \\)' }, { text: '1 < 2' }],
    correctOption: 1,
    marks: 1.5,
    explanation: 'Line one\nLine two: \\( \\frac{2}{4} + \\frac{1}{4} \\)',
    use: 'PRACTICE',
    difficulty: 'HARD',
  });
  await create({
    subconceptId: first!.subconceptId,
    text: 'B with an image: which part is labelled X?',
    options: [{ text: 'Cytoplasm' }, { text: 'Membrane' }, { text: 'Nucleus' }, { text: 'Vacuole' }],
    correctOption: 3,
    marks: 2,
    use: 'ASSESSMENT',
    imageId: image.json().image.id,
  });
  await create({
    subconceptId: second!.subconceptId,
    text: '=SUM(A1:A2) starts like a spreadsheet formula; which cell adds?',
    options: [{ text: '-A1' }, { text: '+A2' }, { text: '@A3' }],
    correctOption: 2,
    marks: 0.5,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('export, then import into a bank without those questions', () => {
  // Moodle XML first: it carries the image, so the spreadsheet rounds start from the full set.
  it.each(['moodle-xml', 'csv', 'xlsx'] as const)('%s gives the same questions back', async (format) => {
    const before = await mine();
    expect(before).toHaveLength(3);
    const exported = await calls.export(`format=${format}&author=me`);
    expect(exported.statusCode).toBe(200);

    for (const question of before) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/question-bank/questions/${question.id}`,
        headers: auth(),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    expect(await mine()).toHaveLength(0);

    // No place chosen: every question places itself (the spreadsheet's place columns, the XML's categories).
    const extension = { 'moodle-xml': 'xml', csv: 'csv', xlsx: 'xlsx' }[format];
    const done = await importAndWait(calls, `bank.${extension}`, exported.rawPayload);
    expect(done.report?.problems).toEqual([]);
    expect(done).toMatchObject({ status: 'DONE', createdCount: 3, failedCount: 0 });

    const after = await mine();
    const strip = ({ id: _, imageSha, ...question }: (typeof before)[number]) => ({
      ...question,
      imageSha: format === 'moodle-xml' ? imageSha : null,
    });
    expect(after.map(({ id: _, ...question }) => question)).toEqual(before.map(strip));
    if (format === 'moodle-xml') {
      expect(after.find((question) => question.text.startsWith('B with an image'))?.imageSha).toBe(imageSha);
    }
  });
});

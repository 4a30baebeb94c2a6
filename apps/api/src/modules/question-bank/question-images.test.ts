import { createHash } from 'node:crypto';
import {
  api,
  questionBankMessages as m,
  QUESTION_IMAGE_MAX_BYTES,
  questionImageUrl,
} from '@pathshala/contracts';
import { questionImages } from '@pathshala/db';
import { count } from 'drizzle-orm';
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
} from './question-bank.test-support';

let t: TestApp;
let tokens: Record<Role, string>;
let call: ReturnType<typeof caller>;
let science: Awaited<ReturnType<typeof firstPlace>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t);
  call = caller(t, tokens);
  science = await firstPlace(t, 'Class 8 Science');
});
afterAll(async () => t?.close());

function upload(role: Role | null, fileName: string, bytes: Buffer, field = 'file') {
  const { payload, headers } = multipartFile(fileName, bytes, field);
  return t.app.inject({
    method: 'POST',
    url: api.questionBank.uploadImage.path,
    payload,
    headers: { ...headers, ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}) },
  });
}

const imageCount = async () =>
  Number((await t.database.db.select({ n: count() }).from(questionImages))[0]!.n);

describe(`question images (${testDriver})`, () => {
  it('takes a PNG, stores it once per content, and serves it by hash for good', async () => {
    const png = pngBytes('first');
    const sha256 = createHash('sha256').update(png).digest('hex');
    const response = await upload('teacher1', 'answer-is-B.png', png);
    expect(response.statusCode, response.body).toBe(200);
    const { image } = response.json();
    expect(image.url).toBe(questionImageUrl(sha256));
    expect(image.url).not.toContain('answer');
    const before = await imageCount();
    const again = await upload('admin', 'other-name.png', png);
    expect(again.json().image).toEqual(image);
    expect(await imageCount()).toBe(before);

    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.stringify(served.headers)).not.toContain('answer-is-B');
  });

  it('answers 404 for an unknown or malformed hash', async () => {
    for (const hash of ['0'.repeat(64), 'not-a-hash', `${'a'.repeat(63)}G`, '..%2F..%2Fetc']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/question-images/${hash}` });
      expect(response.statusCode, hash).toBe(404);
    }
  });

  it('refuses a text file named .png, an empty file, a file over the cap and a missing file; stores none', async () => {
    const before = await imageCount();
    const text = await upload('teacher1', 'diagram.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect([text.statusCode, text.json().message]).toEqual([400, m.imageNotImage]);
    const pdf = await upload('teacher1', 'diagram.png', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'));
    expect(pdf.statusCode).toBe(400);
    const empty = await upload('teacher1', 'empty.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const big = await upload(
      'teacher1',
      'big.png',
      Buffer.concat([pngBytes(), Buffer.alloc(QUESTION_IMAGE_MAX_BYTES)]),
    );
    expect([big.statusCode, big.json().message]).toEqual([413, m.imageTooLarge]);
    const wrongField = await upload('teacher1', 'a.png', pngBytes('field'), 'picture');
    expect([wrongField.statusCode, wrongField.json().message]).toEqual([400, m.imageMissing]);
    const json = await call(api.questionBank.uploadImage, 'teacher1', {}, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(await imageCount()).toBe(before);
  });

  it('answers 401 without a token and 403 to a student', async () => {
    expect((await upload(null, 'a.png', pngBytes('anon'))).statusCode).toBe(401);
    expect((await upload('student', 'a.png', pngBytes('student'))).statusCode).toBe(403);
  });

  it('puts images on questions and options; the practice draw carries their URLs, never a name', async () => {
    const stem = (await upload('teacher1', 'stem-diagram.png', pngBytes('stem'))).json().image;
    const option = (await upload('teacher1', 'correct-option.png', pngBytes('option'))).json().image;
    const created = await call(
      api.questionBank.createQuestion,
      'teacher1',
      {},
      questionInput(science.subconceptId, {
        use: 'PRACTICE',
        text: 'Which picture shows a cell membrane?',
        imageId: stem.id,
        options: [{ text: 'This one' }, { text: '', imageId: option.id }],
        correctOption: 2,
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const question = created.json().question;
    expect(question.image).toEqual(stem);
    expect(question.options).toEqual([
      { text: 'This one', image: null },
      { text: '', image: option },
    ]);

    // A draw of 20 takes the whole pool (6 demo practice questions and this one).
    const draw = await t.app.inject({
      method: 'GET',
      url: `/api/student/subconcept/${science.subconceptId}/quiz?count=20`,
      headers: { authorization: `Bearer ${tokens.student}` },
    });
    const drawn = draw.json().questions.find((q: { CQ_id: number }) => q.CQ_id === question.id);
    expect(drawn).toMatchObject({ CQ_Image: stem.url, CQ_OptionImages: [null, option.url, null, null] });
    expect(draw.body).not.toMatch(/stem-diagram|correct-option/);
  });
});

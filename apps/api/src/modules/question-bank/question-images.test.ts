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

  it('refuses images whose declared size would swamp a phone (a decompression bomb), in every type', async () => {
    const before = await imageCount();
    for (const [name, bytes] of Object.entries(bombs())) {
      const response = await upload('teacher1', `${name}.img`, bytes);
      expect([response.statusCode, response.json().message], name).toEqual([400, m.imageTooManyPixels]);
    }
    expect(await imageCount()).toBe(before);
    for (const [name, bytes] of Object.entries(smallImages())) {
      const response = await upload('teacher1', `${name}.img`, bytes);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
  });

  it('an HTML page behind PNG magic bytes is stored as PNG and only ever served as image/png, nosniff', async () => {
    const polyglot = Buffer.concat([pngBytes('poly'), Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await upload('teacher1', 'page.html', polyglot);
    expect(response.statusCode).toBe(200);
    for (const method of ['GET', 'HEAD'] as const) {
      const served = await t.app.inject({ method, url: response.json().image.url });
      expect(served.headers['content-type'], method).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toMatch(/script-src 'self'/);
    }
  });

  it('two files or too many parts: 400 that says one image at a time, nothing stored', async () => {
    const before = await imageCount();
    const boundary = 'xXpathshalaXx';
    const part = (field: string, file: string | null, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${file ? `; filename="${file}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const send = (...parts: Buffer[]) =>
      t.app.inject({
        method: 'POST',
        url: api.questionBank.uploadImage.path,
        payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${tokens.teacher1}`,
        },
      });
    const two = await send(
      part('file', 'a.png', pngBytes('two-a')),
      part('file', 'b.png', pngBytes('two-b')),
    );
    expect([two.statusCode, two.json().message]).toEqual([400, m.imageOneFile]);
    const note = await send(
      part('note', null, Buffer.from('hello')),
      part('file', 'a.png', pngBytes('noted')),
    );
    expect(note.statusCode, note.body).toBe(200);
    const garbage = await t.app.inject({
      method: 'POST',
      url: api.questionBank.uploadImage.path,
      payload: 'not multipart at all',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${tokens.teacher1}`,
      },
    });
    expect(garbage.statusCode).toBe(400);
    expect(await imageCount()).toBe(before + 1);
  });
});

/** Small, valid headers of each allowed type whose declared size is far past the cap. */
function bombs(): Record<string, Buffer> {
  const png = pngBytes('bomb');
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  const tallPng = pngBytes('tall');
  tallPng.writeUInt32BE(1, 16);
  tallPng.writeUInt32BE(20_000, 20);
  const gif = gifBytes();
  gif.writeUInt16LE(65_535, 6);
  gif.writeUInt16LE(65_535, 8);
  return {
    png,
    tallPng,
    gif,
    webp: webpVp8x(16_384, 16_384),
    webpLossy: webpVp8(16_383, 16_383),
    jpeg: jpegBytes(30_000, 30_000),
  };
}

function smallImages(): Record<string, Buffer> {
  return {
    gif: gifBytes(),
    webpLossless: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
    webpExtended: webpVp8x(800, 600),
    webpLossy: webpVp8(640, 480),
    jpeg: jpegBytes(3, 2),
    photo: jpegBytes(3024, 4032),
  };
}

function gifBytes(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
}

/** A WebP whose VP8X chunk declares the canvas (width and height stored minus one, 24 bits each). */
function webpVp8x(width: number, height: number): Buffer {
  const chunk = Buffer.alloc(18);
  chunk.write('VP8X', 0, 'ascii');
  chunk.writeUInt32LE(10, 4);
  chunk.writeUIntLE(width - 1, 12, 3);
  chunk.writeUIntLE(height - 1, 15, 3);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(4 + chunk.length, 4);
  header.write('WEBP', 8, 'ascii');
  return Buffer.concat([header, chunk]);
}

/** A lossy WebP's frame header: tag, start code, then width and height (14 bits each). */
function webpVp8(width: number, height: number): Buffer {
  const chunk = Buffer.alloc(18);
  chunk.write('VP8 ', 0, 'ascii');
  chunk.writeUInt32LE(10, 4);
  Buffer.from('9d012a', 'hex').copy(chunk, 11);
  chunk.writeUInt16LE(width, 14);
  chunk.writeUInt16LE(height, 16);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(4 + chunk.length, 4);
  header.write('WEBP', 8, 'ascii');
  return Buffer.concat([header, chunk]);
}

/** A JPEG's markers up to its frame header (SOF0), which declares the size. */
function jpegBytes(width: number, height: number): Buffer {
  const app0 = Buffer.from('FFE000104A46494600010100000100010000', 'hex');
  const sof = Buffer.from('FFC0001108000000000301220002110103110100', 'hex');
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from('FFD8', 'hex'), app0, sof.subarray(0, 19), Buffer.from('FFD9', 'hex')]);
}

import { auditLog, questionImports, questions } from '@pathshala/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { craftZip, deflateBomb } from '../admin/crafted-zip.test-helper';
import { findLiveSubconcepts, type PlaceRow } from './question-bank.repository';
import { countQuestions, type Role, signInAll } from './question-bank.test-support';
import {
  checkReport,
  importAndWait,
  importForm,
  templateCsv,
  transferCalls,
  waitForImport,
} from './question-transfer.test-support';

let t: TestApp;
let tokens: Record<Role, string>;
let place: PlaceRow;
let other: PlaceRow;
const as = (role: Role) => transferCalls(t, tokens[role]);

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t);
  const places = await findLiveSubconcepts(t.database.db);
  place = { ...places[0]!, live: true };
  other = { ...places[1]!, live: true };
});
afterAll(async () => {
  await t?.close();
});

const goodRow = (text: string, extra: Record<string, string> = {}) => ({
  Question: text,
  'Option A': 'Yes',
  'Option B': 'No',
  Correct: 'A',
  ...extra,
});

describe('who may call the transfer endpoints', () => {
  const csv = templateCsv([goodRow('Who may import?')]);
  const calls: Array<[string, (token?: string) => Promise<{ statusCode: number }>]> = [
    [
      'template',
      (token) =>
        t.app.inject({ method: 'GET', url: '/api/question-bank/template?format=csv', headers: auth(token) }),
    ],
    [
      'export',
      (token) =>
        t.app.inject({ method: 'GET', url: '/api/question-bank/export?format=csv', headers: auth(token) }),
    ],
    [
      'check',
      (token) => {
        const form = importForm('q.csv', csv, { subconceptId: place.subconceptId });
        return t.app.inject({
          method: 'POST',
          url: '/api/question-bank/imports/check',
          payload: form.payload,
          headers: { ...form.headers, ...auth(token) },
        });
      },
    ],
  ];
  const auth = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};

  it.each(calls)(
    '%s: 401 without a token, 403 for a student, 200 for teachers and admins',
    async (_, call) => {
      expect((await call()).statusCode).toBe(401);
      expect((await call(tokens.student)).statusCode).toBe(403);
      expect((await call(tokens.teacher1)).statusCode).toBe(200);
      expect((await call(tokens.admin)).statusCode).toBe(200);
    },
  );

  it('starting and reading an import: 401, 403 for a student, and only the owner reads it (404 for anyone else)', async () => {
    const before = await countQuestions(t);
    const form = importForm('q.csv', csv, { subconceptId: place.subconceptId });
    const url = '/api/question-bank/imports';
    expect(
      (await t.app.inject({ method: 'POST', url, payload: form.payload, headers: form.headers })).statusCode,
    ).toBe(401);
    const asStudent = await t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...auth(tokens.student) },
    });
    expect(asStudent.statusCode).toBe(403);
    expect(await countQuestions(t)).toBe(before);

    const done = await importAndWait(as('teacher3'), 'q.csv', csv, { subconceptId: place.subconceptId });
    expect(done).toMatchObject({ status: 'DONE', createdCount: 1 });
    expect((await as('teacher3').get(done.id)).statusCode).toBe(200);
    for (const role of ['teacher1', 'admin'] as const) {
      const response = await as(role).get(done.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Import ${done.id} not found`);
    }
    expect((await as('student').get(done.id)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/question-bank/imports/${done.id}` })).statusCode,
    ).toBe(401);
    expect((await as('teacher3').get(999_999)).statusCode).toBe(404);
  });
});

describe('bad input: a clear 400 (or 413) and nothing written', () => {
  const cases: Array<
    [string, () => Promise<{ statusCode: number; json(): { message: string } }>, number, RegExp]
  > = [
    [
      'no file',
      () =>
        as('teacher1')
          .check('', Buffer.alloc(0))
          .then((r) => r),
      400,
      /empty|Choose a question file/,
    ],
    [
      'not multipart',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/question-bank/imports/check',
          payload: { file: 'x' },
          headers: { authorization: `Bearer ${tokens.teacher1}` },
        }),
      400,
      /Choose a question file/,
    ],
    [
      'a format that is not one',
      () => as('teacher1').check('q.csv', 'x', { format: 'docx' }),
      400,
      /Format must be/,
    ],
    [
      'marks below 0.5 as the default',
      () => as('teacher1').check('q.csv', 'x', { defaultMarks: '0.25' }),
      400,
      /Marks must be/,
    ],
    ['an empty file', () => as('teacher1').check('q.csv', ''), 400, /The file is empty/],
    [
      'a name that tells no format',
      () => as('teacher1').check('q.docx', 'hello'),
      400,
      /Choose the file's format/,
    ],
    [
      'binary junk named .xml',
      () => as('teacher1').check('q.xml', Buffer.from([0, 1, 2, 255, 254, 0, 7])),
      400,
      /could not be read/,
    ],
    [
      'an XML file that is not Moodle',
      () => as('teacher1').check('q.xml', '<html><p>x</p></html>'),
      400,
      /Moodle XML/,
    ],
    [
      'a billion laughs (DOCTYPE with entities)',
      () =>
        as('teacher1').check(
          'q.xml',
          `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${`&${i === 0 ? 'a' : 'b'.repeat(i)};`.repeat(10)}">`).join('')}]><quiz><question type="multichoice"><name><text>&bbbbbbbbb;</text></name></question></quiz>`,
        ),
      400,
      /DOCTYPE/,
    ],
    [
      'a cut-off XML file',
      () => as('teacher1').check('q.xml', '<?xml version="1.0"?><quiz><question type="multichoice"><name>'),
      400,
      /could not be read/,
    ],
    [
      'a spreadsheet with the wrong columns',
      () => as('teacher1').check('q.csv', 'username,firstName\nasha,Asha\n'),
      400,
      /template's columns \(missing: Question, Option A, Option B, Correct\)/,
    ],
    [
      'an .xlsx that is not a zip',
      () => as('teacher1').check('q.xlsx', 'Question,Option A\n'),
      400,
      /could not be read/,
    ],
    [
      'a zip bomb named .xlsx',
      () =>
        as('teacher1').check(
          'q.xlsx',
          craftZip([
            {
              name: 'xl/worksheets/sheet1.xml',
              data: deflateBomb(300 * 1024).data,
              centralUncompressed: 2_000,
            },
          ]),
        ),
      400,
      /could not be read/,
    ],
    [
      'a place that does not exist',
      () => as('teacher1').check('q.csv', templateCsv([goodRow('Q')]), { subconceptId: 999_999 }),
      400,
      /does not exist or is retired/,
    ],
    [
      'a .txt that is neither GIFT nor Aiken',
      () => as('teacher1').check('q.txt', 'just some words'),
      400,
      /Choose the file's format/,
    ],
  ];

  it.each(cases)('%s', async (_, call, status, message) => {
    const before = await countQuestions(t);
    const response = await call();
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await countQuestions(t)).toBe(before);
  });

  it('a file over the cap is refused with 413', async () => {
    const response = await as('teacher1').check('q.csv', Buffer.alloc(20 * 1024 * 1024 + 10, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/at most 20 MB/);
  });

  it('an import of an unreadable file ends FAILED with the reason, and writes nothing', async () => {
    const before = await countQuestions(t);
    const status = await importAndWait(as('teacher3'), 'q.csv', 'name,email\nx,y\n', {
      subconceptId: place.subconceptId,
    });
    expect(status.status).toBe('FAILED');
    expect(status.report?.problems[0]?.reason).toMatch(/template's columns/);
    expect(await countQuestions(t)).toBe(before);
  });
});

describe('the dry run', () => {
  it('reports each row: new, already in the bank, or failed with its row number and reasons; writes nothing', async () => {
    const before = await countQuestions(t);
    const names = {
      Curriculum: other.curriculumName.toUpperCase(),
      Course: other.courseName,
      Concept: other.conceptName.toLowerCase(),
      Subconcept: other.subconceptName,
    };
    const csv = templateCsv([
      goodRow('A new question, placed by the chosen subconcept', {
        Marks: '2',
        Use: 'practice',
        Difficulty: 'Easy',
      }),
      goodRow('A row that names its own place', names),
      goodRow(''),
      goodRow('Marks too small', { Marks: '0.25' }),
      goodRow('No key', { Correct: '' }),
      goodRow('Key not written', { Correct: 'D' }),
      goodRow('A place that is not there', { ...names, Subconcept: 'Nowhere' }),
      goodRow('=1+1 starts like a formula', { 'Option A': "'-5" }),
      goodRow('A new question, placed by the chosen subconcept', { Marks: '2' }),
    ]);
    const report = await checkReport(as('teacher1'), 'questions.csv', csv, {
      subconceptId: place.subconceptId,
    });
    expect(report).toMatchObject({
      format: 'csv',
      totalItems: 9,
      newCount: 3,
      existingCount: 1,
      failedCount: 5,
      skippedCount: 0,
    });
    expect(report.problems).toEqual([
      { item: 4, name: null, reason: 'The question text is required.' },
      { item: 5, name: null, reason: 'Marks must be a number from 0.5 to 100 in steps of 0.5.' },
      { item: 6, name: null, reason: 'Choose the one correct option.' },
      { item: 7, name: null, reason: 'The correct option must be one of the options written.' },
      expect.objectContaining({
        item: 8,
        reason: expect.stringContaining(`${other.curriculumName.toUpperCase()} / `),
      }),
    ]);
    expect(report.preview.map((item) => [item.item, item.outcome])).toEqual([
      [2, 'NEW'],
      [3, 'NEW'],
      [4, 'FAILED'],
      [5, 'FAILED'],
      [6, 'FAILED'],
      [7, 'FAILED'],
      [8, 'FAILED'],
      [9, 'NEW'],
      [10, 'EXISTING'],
    ]);
    expect(report.preview[0]).toMatchObject({
      marks: 2,
      subconceptName: place.subconceptName,
      correctOption: 1,
    });
    expect(report.preview[1]!.subconceptName).toBe(other.subconceptName);
    expect(report.preview[7]).toMatchObject({ text: '=1+1 starts like a formula', options: ['-5', 'No'] });
    expect(report.failedItems).toHaveLength(5);
    expect(report.failedItems[1]).toMatchObject({
      Question: 'Marks too small',
      Marks: '0.25',
      Problem: 'Marks must be a number from 0.5 to 100 in steps of 0.5.',
    });
    expect(await countQuestions(t)).toBe(before);
  });

  it('without a chosen place, a row that does not place itself is a problem of that row', async () => {
    const report = await checkReport(as('admin'), 'q.csv', templateCsv([goodRow('Unplaced')]));
    expect(report.problems).toEqual([
      { item: 2, name: null, reason: 'Choose the subconcept this question belongs to.' },
    ]);
  });

  it('an option count over four, two correct options and an image that is not one are problems per item', async () => {
    const notPng = Buffer.from('this is not a picture').toString('base64');
    const xml = `<?xml version="1.0"?><quiz>
      <question type="multichoice"><name><text>Five</text></name><questiontext format="html"><text>Q</text></questiontext><single>true</single>
        ${['a', 'b', 'c', 'd', 'e'].map((o, i) => `<answer fraction="${i ? 0 : 100}"><text>${o}</text></answer>`).join('')}</question>
      <question type="multichoice"><name><text>Two keys</text></name><questiontext format="html"><text>Q2</text></questiontext><single>true</single>
        <answer fraction="100"><text>a</text></answer><answer fraction="100"><text>b</text></answer></question>
      <question type="multichoice"><name><text>Fake image</text></name><questiontext format="html"><text><![CDATA[<img src="@@PLUGINFILE@@/x.png">Q3]]></text>
        <file name="x.png" encoding="base64">${notPng}</file></questiontext><single>true</single>
        <answer fraction="100"><text>a</text></answer><answer fraction="0"><text>b</text></answer></question></quiz>`;
    const report = await checkReport(as('teacher1'), 'q.xml', xml, { subconceptId: place.subconceptId });
    expect(report.problems).toEqual([
      { item: 1, name: 'Five', reason: 'A question has at most four options.' },
      { item: 2, name: 'Two keys', reason: 'Only one option can be correct.' },
      { item: 3, name: 'Fake image', reason: 'This file is not a PNG, JPEG, GIF or WebP image.' },
    ]);
    expect(report.failedItems[0]).toMatchObject({ Question: 'Q', 'Option D': 'd / e', Correct: 'A' });
  });
});

describe('the import', () => {
  it('answers at once, writes in the background, records progress, audit and author; the same file again creates nothing', async () => {
    const csv = templateCsv(
      Array.from({ length: 30 }, (_, i) =>
        goodRow(`Import question ${i + 1}`, i === 0 ? { Use: 'assessment', Marks: '3' } : {}),
      ),
    );
    const before = await countQuestions(t);
    const started = await as('teacher1').start('bank.csv', csv, {
      subconceptId: place.subconceptId,
      defaultMarks: '2',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().import).toMatchObject({ status: 'RUNNING', fileName: 'bank.csv', report: null });
    const done = await waitForImport(as('teacher1'), started.json().import.id);
    expect(done).toMatchObject({
      status: 'DONE',
      totalItems: 30,
      doneItems: 30,
      createdCount: 30,
      existingCount: 0,
    });
    expect(done.report).toMatchObject({ newCount: 30, failedCount: 0 });
    expect(await countQuestions(t)).toBe(before + 30);

    const rows = await t.database.db.select().from(questions).where(eq(questions.text, 'Import question 1'));
    expect(rows).toHaveLength(1);
    const teacher1 = (await t.login('teacher1')).body.user.id;
    expect(rows[0]).toMatchObject({
      authorId: teacher1,
      use: 'ASSESSMENT',
      marks: 3,
      version: 1,
      subconceptId: place.subconceptId,
    });
    const [second] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.text, 'Import question 2'));
    expect(second).toMatchObject({ use: 'BOTH', marks: 2 });
    expect(second!.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'question.import'), eq(auditLog.entityId, String(done.id))));
    expect(audit).toMatchObject({ actorId: teacher1 });
    expect(audit!.details).toMatchObject({ created: 30, existing: 0, failed: 0, skipped: 0, format: 'csv' });

    const again = await importAndWait(as('teacher1'), 'bank.csv', csv, { subconceptId: place.subconceptId });
    expect(again).toMatchObject({ status: 'DONE', createdCount: 0, existingCount: 30 });
    expect(again.report?.preview.every((item) => item.outcome === 'EXISTING')).toBe(true);
    expect(await countQuestions(t)).toBe(before + 30);
  });

  it('a file name with control characters (a NUL) is stored without them, not refused by the database', async () => {
    const csv = templateCsv([goodRow('Import question with an odd file name')]);
    const done = await importAndWait(as('teacher3'), 'bank\u0000\u0007\u0085.csv', csv, {
      subconceptId: place.subconceptId,
    });
    expect(done).toMatchObject({ status: 'DONE', createdCount: 1, fileName: 'bank.csv' });
  });

  it('the import field Use wins over the rows; one running import per person (409), others may import meanwhile', async () => {
    const xml = (await import('node:fs')).readFileSync(
      new URL('../../../test/fixtures/question-import/class8-science.moodle.xml', import.meta.url),
    );
    const first = await as('teacher1').start('class8.xml', xml, {
      subconceptId: other.subconceptId,
      // Both Moodle categories to the place chosen for the file (the names would place them elsewhere).
      categoryPlaces: JSON.stringify({ 'Class 8 Science / Cells': null, 'Class 8 Science / Forces': null }),
      use: 'PRACTICE',
    });
    expect(first.statusCode).toBe(200);
    const busy = await as('teacher1').start('again.csv', templateCsv([goodRow('Busy?')]), {
      subconceptId: place.subconceptId,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('You already have an import running. Wait until it finishes.');
    const meanwhile = await importAndWait(as('admin'), 'admin.csv', templateCsv([goodRow('Meanwhile')]), {
      subconceptId: place.subconceptId,
    });
    expect(meanwhile.status).toBe('DONE');
    const done = await waitForImport(as('teacher1'), first.json().import.id);
    expect(done).toMatchObject({ status: 'DONE', createdCount: 20, skippedCount: 5 });
    const imported = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.subconceptId, other.subconceptId));
    const fromFile = imported.filter((row) => row.text.startsWith('Which instrument is used to measure'));
    expect(fromFile).toMatchObject([{ use: 'PRACTICE' }]);
    const rows = await t.database.db.select().from(questionImports).where(eq(questionImports.id, done.id));
    expect(rows[0]!.status).toBe('DONE');
  });
  it('two imports started at the same moment by one person: one runs, the other is told to wait', async () => {
    const csv = (n: number) => templateCsv([goodRow(`Same moment ${n}`)]);
    const answers = await Promise.all([
      as('teacher3').start('a.csv', csv(1), { subconceptId: place.subconceptId }),
      as('teacher3').start('b.csv', csv(2), { subconceptId: place.subconceptId }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const started = answers.find((answer) => answer.statusCode === 200)!;
    expect((await waitForImport(as('teacher3'), started.json().import.id)).status).toBe('DONE');
  });

  it('an import running on one server makes a start on another server wait too', async () => {
    // Long enough to be running still when the second start arrives.
    const many = templateCsv(Array.from({ length: 1000 }, (_, i) => goodRow(`Running elsewhere ${i}`)));
    const first = await as('teacher1').start('many.csv', many, { subconceptId: other.subconceptId });
    expect(first.statusCode).toBe(200);
    // Another server on the same database: the one RUNNING import a person may have is a database rule.
    const elsewhere = transferCalls({ ...t, app: await t.anotherServer() }, tokens.teacher1);
    const busy = await elsewhere.start('again.csv', templateCsv([goodRow('Busy elsewhere?')]), {
      subconceptId: place.subconceptId,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('You already have an import running. Wait until it finishes.');
    expect((await waitForImport(as('teacher1'), first.json().import.id)).status).toBe('DONE');
    const after = await elsewhere.start('after.csv', templateCsv([goodRow('After the first')]), {
      subconceptId: place.subconceptId,
    });
    expect(after.statusCode).toBe(200);
    expect((await waitForImport(elsewhere, after.json().import.id)).status).toBe('DONE');
  });
});

describe('template and export', () => {
  it('the template has the header and two examples (one with a formula) and reads back in a dry run', async () => {
    const csv = await as('teacher1').template('csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="question-template.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Curriculum,Course,Concept,Subconcept,Question,Option A,Option B,Option C,Option D,Correct,Marks,Explanation,Use,Difficulty',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('\\frac{1}{2}');
    const xlsx = await as('teacher1').template('xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const report = await checkReport(as('teacher1'), 'question-template.xlsx', xlsx.rawPayload, {
      subconceptId: place.subconceptId,
    });
    expect(report.totalItems).toBe(2);
    expect(report.preview[0]).toMatchObject({
      outcome: 'NEW',
      text: 'What is \\( \\frac{1}{2} + \\frac{1}{4} \\)?',
    });
  });

  it('exports the filtered bank in the template columns plus Id, Version, Status, Author', async () => {
    const response = await as('teacher1').export(`format=csv&author=me&subconceptId=${place.subconceptId}`);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.endsWith('Difficulty,Id,Version,Status,Author')).toBe(true);
    expect(lines.filter((line) => line.includes('Import question'))).toHaveLength(30);
    expect(lines.some((line) => line.includes('Meanwhile'))).toBe(false);
    expect(lines.some((line) => line.startsWith(`${place.curriculumName},`))).toBe(true);

    const xml = await as('admin').export(`format=moodle-xml&subconceptId=${place.subconceptId}`);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain('<question type="category">');
    expect(xml.body).toContain('<defaultgrade>3.0000000</defaultgrade>');
    expect((await as('teacher1').export('format=pdf')).statusCode).toBe(400);
  });
});

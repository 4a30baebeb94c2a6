import { api, type BankQuestion, questionBankMessages as m } from '@pathshala/contracts';
import { concepts, questions, subconcepts } from '@pathshala/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDriver } from '../../../test/test-app';
import {
  caller,
  countQuestions,
  firstPlace,
  multipartFile,
  pngBytes,
  questionInput,
  type Role,
  signInAll,
} from './question-bank.test-support';

/** The bank as an attacker sees it: roles, other people's questions, hostile bodies and queries. */
let t: TestApp;
let tokens: Record<Role, string>;
let call: ReturnType<typeof caller>;
let science: Awaited<ReturnType<typeof firstPlace>>;
const qb = api.questionBank;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t);
  call = caller(t, tokens);
  science = await firstPlace(t, 'Class 8 Science');
});
afterAll(async () => t?.close());

const rowOf = async (id: number) =>
  (await t.database.db.select().from(questions).where(eq(questions.id, id)))[0];

async function create(role: Role, overrides: Record<string, unknown> = {}): Promise<BankQuestion> {
  const response = await call(qb.createQuestion, role, {}, questionInput(science.subconceptId, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().question;
}

/** A raw request with a body sent as is (not re-encoded), as a hostile client sends it. */
function raw(role: Role | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: string) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** Every call of the bank and its transfer, with the public image route's upload. */
const everyCall = (id: number): Array<[string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string]> => [
  ['places', 'GET', '/api/question-bank/places'],
  ['authors', 'GET', '/api/question-bank/authors'],
  ['list', 'GET', '/api/question-bank/questions'],
  ['get', 'GET', `/api/question-bank/questions/${id}`],
  ['create', 'POST', '/api/question-bank/questions'],
  ['update', 'PATCH', `/api/question-bank/questions/${id}`],
  ['duplicate', 'POST', `/api/question-bank/questions/${id}/duplicate`],
  ['retire', 'POST', `/api/question-bank/questions/${id}/retire`],
  ['restore', 'POST', `/api/question-bank/questions/${id}/restore`],
  ['delete', 'DELETE', `/api/question-bank/questions/${id}`],
  ['upload image', 'POST', '/api/question-bank/images'],
  ['template', 'GET', '/api/question-bank/template?format=csv'],
  ['check import', 'POST', '/api/question-bank/imports/check'],
  ['start import', 'POST', '/api/question-bank/imports'],
  ['get import', 'GET', '/api/question-bank/imports/1'],
  ['export', 'GET', '/api/question-bank/export?format=csv'],
];

describe(`bank attacks: who may call (${testDriver})`, () => {
  it('a student gets 403 for every call, even with a valid body, and no bank data in the answer', async () => {
    const own = await create('teacher1', { text: 'Secret stem of teacher1' });
    const before = await countQuestions(t);
    const body = JSON.stringify(questionInput(science.subconceptId, { text: 'Written by a student' }));
    for (const [name, method, url] of everyCall(own.id)) {
      const response = await raw('student', method, url, method === 'GET' ? undefined : body);
      expect(response.statusCode, name).toBe(403);
      expect(response.body, name).not.toContain('Secret stem');
      expect(response.json().success).toBe(false);
    }
    expect(await countQuestions(t)).toBe(before);
    expect((await rowOf(own.id))!.retiredAt).toBeNull();
  });

  it('401 without a token, with a forged token, or with a token in the query string', async () => {
    const forged = `${tokens.admin.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    for (const [name, method, url] of everyCall(1)) {
      expect((await raw(null, method, url)).statusCode, name).toBe(401);
      const withForged = await t.app.inject({ method, url, headers: { authorization: `Bearer ${forged}` } });
      expect(withForged.statusCode, name).toBe(401);
      const inQuery = `${url}${url.includes('?') ? '&' : '?'}token=${tokens.admin}`;
      expect((await raw(null, method, inQuery)).statusCode, name).toBe(401);
    }
  });

  it("a teacher can do nothing to the school's own (authorless) questions but read and duplicate them", async () => {
    const [demo] = await t.database.db
      .select()
      .from(questions)
      .where(and(isNull(questions.authorId), eq(questions.subconceptId, science.subconceptId)))
      .limit(1);
    const body = questionInput(science.subconceptId, { text: 'Taken over by a teacher' });
    for (const [endpoint, payload] of [
      [qb.updateQuestion, body],
      [qb.retireQuestion, undefined],
      [qb.restoreQuestion, undefined],
      [qb.deleteQuestion, undefined],
    ] as const) {
      const response = await call(endpoint, 'teacher1', { id: demo!.id }, payload);
      expect([response.statusCode, response.json().message], endpoint.path).toEqual([403, m.notYourQuestion]);
    }
    expect(await rowOf(demo!.id)).toEqual(demo);
    expect((await call(qb.getQuestion, 'teacher1', { id: demo!.id })).statusCode).toBe(200);
    expect((await call(qb.duplicateQuestion, 'teacher1', { id: demo!.id })).statusCode).toBe(200);
  });

  it("another teacher's older version: 403 (not theirs) before 409 (older version); its author gets 409", async () => {
    const own = await create('teacher2', { use: 'PRACTICE' });
    const practised = await t.app.inject({
      method: 'POST',
      url: `/api/student/subconcept/${science.subconceptId}/quiz/submit`,
      headers: { authorization: `Bearer ${tokens.student}` },
      payload: { answers: [{ questionId: own.id, answerId: 1 }] },
    });
    expect(practised.statusCode, practised.body).toBe(200);
    const next = await call(
      qb.updateQuestion,
      'teacher2',
      { id: own.id },
      questionInput(science.subconceptId, { use: 'PRACTICE', text: 'Second version' }),
    );
    expect(next.json().newVersion).toBe(true);
    const before = await rowOf(own.id);
    for (const endpoint of [qb.retireQuestion, qb.restoreQuestion, qb.deleteQuestion]) {
      const other = await call(endpoint, 'teacher1', { id: own.id });
      expect([other.statusCode, other.json().message], endpoint.path).toEqual([403, m.notYourQuestion]);
      const author = await call(endpoint, 'teacher2', { id: own.id });
      expect([author.statusCode, author.json().message], endpoint.path).toEqual([409, m.replacedVersion]);
    }
    expect(await rowOf(own.id)).toEqual(before);
  });

  it('the server decides author, version, place names and status: fields a client adds are ignored', async () => {
    const teacher2 = (await t.login('teacher2')).body.user.id;
    const response = await call(
      qb.createQuestion,
      'teacher1',
      {},
      {
        ...questionInput(science.subconceptId),
        id: 1,
        authorId: teacher2,
        author: { id: teacher2, name: 'Someone else' },
        version: 9,
        replacedById: 1,
        previousVersionId: 1,
        retiredAt: '2020-01-01T00:00:00Z',
        curriculumId: 999,
        fingerprint: 'x',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().question as BankQuestion;
    const row = await rowOf(created.id);
    expect(row).toMatchObject({
      authorId: (await t.login('teacher1')).body.user.id,
      version: 1,
      replacedById: null,
      previousVersionId: null,
      retiredAt: null,
      curriculumId: science.curriculumId,
    });
    expect(row!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(created.id).not.toBe(1);
  });

  it('duplicating into a retired place is refused (400) and stores nothing; a retired question copies as active', async () => {
    const own = await create('teacher2');
    await t.database.db
      .update(subconcepts)
      .set({ retiredAt: t.clock.now() })
      .where(eq(subconcepts.id, science.subconceptId));
    try {
      const before = await countQuestions(t);
      const refused = await call(qb.duplicateQuestion, 'teacher1', { id: own.id });
      expect([refused.statusCode, refused.json().message]).toEqual([400, m.placeNotFound]);
      expect(await countQuestions(t)).toBe(before);
    } finally {
      await t.database.db
        .update(subconcepts)
        .set({ retiredAt: null })
        .where(eq(subconcepts.id, science.subconceptId));
    }
    await t.database.db
      .update(concepts)
      .set({ retiredAt: t.clock.now() })
      .where(eq(concepts.id, science.conceptId));
    try {
      const refused = await call(qb.duplicateQuestion, 'teacher1', { id: own.id });
      expect(refused.statusCode).toBe(400);
    } finally {
      await t.database.db.update(concepts).set({ retiredAt: null }).where(eq(concepts.id, science.conceptId));
    }
    expect((await call(qb.retireQuestion, 'teacher2', { id: own.id })).statusCode).toBe(200);
    const copy = await call(qb.duplicateQuestion, 'teacher1', { id: own.id });
    expect(copy.json().question).toMatchObject({ status: 'ACTIVE', version: 1, used: false });
  });

  it('takes an image another teacher uploaded (public by hash, shown in the bank anyway); refuses an unknown id', async () => {
    const { payload, headers } = multipartFile('other.png', pngBytes('teacher2-image'));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: qb.uploadImage.path,
      payload,
      headers: { ...headers, authorization: `Bearer ${tokens.teacher2}` },
    });
    const image = uploaded.json().image;
    const used = await create('teacher1', { imageId: image.id });
    expect(used.image).toEqual(image);
    for (const imageId of [image.id + 10_000, 2_147_483_647]) {
      const response = await call(
        qb.createQuestion,
        'teacher1',
        {},
        questionInput(science.subconceptId, { imageId }),
      );
      expect([response.statusCode, response.json().message]).toEqual([400, m.imageNotFound]);
    }
  });
});

describe(`bank attacks: hostile bodies (${testDriver})`, () => {
  const valid = () => questionInput(science.subconceptId);
  const json = (changes: Record<string, unknown>) => JSON.stringify({ ...valid(), ...changes });
  const cases = (): Array<[string, string, string | RegExp | null]> => [
    [
      '10,000 options',
      json({ options: Array.from({ length: 10_000 }, () => ({ text: 'a' })) }),
      m.tooManyOptions,
    ],
    ['marks 0.25', json({ marks: 0.25 }), m.marksInvalid],
    [
      'marks overflowing to Infinity',
      json({ marks: 1 }).replace('"marks":1', '"marks":1e999'),
      m.marksInvalid,
    ],
    ['marks as a string', json({ marks: '1' }), m.marksInvalid],
    ['marks null', json({ marks: null }), m.marksInvalid],
    ['a negative subconcept', json({ subconceptId: -5 }), null],
    ['a subconcept past int', json({ subconceptId: 2_147_483_648 }), null],
    ['an image id past int', json({ imageId: 99_999_999_999 }), null],
    ['options null', json({ options: null }), m.optionCount],
    ['options of nulls', json({ options: [null, null] }), null],
    ['options as an object', json({ options: { 0: { text: 'a' }, 1: { text: 'b' } } }), m.optionCount],
    ['an option text null', json({ options: [{ text: null }, { text: 'b' }] }), null],
    ['a body that is an array', '[]', null],
    ['a body that is a string', '"question"', null],
    ['a body that is null', 'null', null],
    ['a 4,001-character stem', json({ text: 'x'.repeat(4001) }), m.stemTooLong],
    ['a 1,001-character option', json({ options: [{ text: 'x'.repeat(1001) }, { text: 'b' }] }), null],
    ['a bell in the stem', json({ text: 'ring\u0007' }), m.controlCharacters],
    [
      'an escape sequence in an option',
      json({ options: [{ text: '\u001b[31mred' }, { text: 'b' }] }),
      m.controlCharacters,
    ],
    ['a control character in the explanation', json({ explanation: 'see\u0008below' }), m.controlCharacters],
    ['a NUL in the stem', json({ text: 'a\u0000b' }), null],
    ['malformed JSON', '{"subconceptId": 1,', null],
  ];

  it('refuses each with a 400 and a message, and stores nothing (create and edit)', async () => {
    const own = await create('teacher1', { text: 'Left alone' });
    const before = await countQuestions(t);
    for (const [name, body, message] of cases()) {
      for (const [method, url] of [
        ['POST', qb.createQuestion.path],
        ['PATCH', `/api/question-bank/questions/${own.id}`],
      ] as const) {
        const response = await raw('teacher1', method, url, body);
        expect(response.statusCode, `${method} ${name}: ${response.body}`).toBe(400);
        expect(response.json().success).toBe(false);
        expect(response.json().message).toMatch(/\w/);
        if (message) expect(response.json().message, name).toContain(message);
      }
    }
    expect(await countQuestions(t)).toBe(before);
    expect((await rowOf(own.id))!.text).toBe('Left alone');
  });

  it('a body over the limit is 413, not a 500', async () => {
    const response = await raw(
      'teacher1',
      'POST',
      qb.createQuestion.path,
      json({ explanation: 'x'.repeat(2_000_000) }),
    );
    expect(response.statusCode).toBe(413);
  });

  it('a 4,000-character stem padded with spaces is trimmed and taken', async () => {
    const question = await create('teacher1', { text: `  ${'y'.repeat(4000)}  ` });
    expect(question.text).toHaveLength(4000);
  });
});

describe(`bank attacks: search and paging (${testDriver})`, () => {
  const list = (query: string, role: Role = 'teacher1') =>
    raw(role, 'GET', `/api/question-bank/questions?${query}`);

  it('matches a backslash, % and _ literally (LaTeX is searchable)', async () => {
    const mark = `bk${Date.now()}`;
    const latex = await create('teacher2', { text: `${mark} \\frac{a}{b} and 10_000` });
    const plain = await create('teacher2', { text: `${mark} frac{a}{b} and 10x000` });
    const ids = async (text: string) => {
      const response = await list(`text=${encodeURIComponent(text)}&pageSize=100`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().questions.map((q: BankQuestion) => q.id);
    };
    expect(await ids(`${mark} \\frac`)).toEqual([latex.id]);
    expect((await ids(`${mark} frac`)).sort()).toEqual([plain.id]);
    expect(await ids('10_000')).toContain(latex.id);
    expect(await ids('10_000')).not.toContain(plain.id);
    expect(await ids(`${mark}%`)).toEqual([]);
  });

  it('a page past the end is empty with the true total; bad paging is 400; NUL is 400', async () => {
    const first = (await list('pageSize=1')).json();
    const far = await list('page=100000&pageSize=100');
    expect(far.statusCode).toBe(200);
    expect(far.json()).toMatchObject({ questions: [], total: first.total, page: 100000 });
    for (const query of [
      'page=100001',
      'pageSize=0',
      'pageSize=101',
      'page=-1',
      'page=1.5',
      'text=%00',
      `text=${'a'.repeat(201)}`,
      'author=0',
      'curriculumId=2147483648',
      'use=PRACTICE&use=BOTH',
      'marks=Infinity',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('filters by a retired place answer 200 with only that place', async () => {
    await t.database.db
      .update(subconcepts)
      .set({ retiredAt: t.clock.now() })
      .where(eq(subconcepts.id, science.subconceptId));
    try {
      const response = await list(`subconceptId=${science.subconceptId}&status=ALL&pageSize=100`);
      expect(response.statusCode).toBe(200);
      const found = response.json().questions as BankQuestion[];
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((q) => q.place.subconceptId === science.subconceptId)).toBe(true);
    } finally {
      await t.database.db
        .update(subconcepts)
        .set({ retiredAt: null })
        .where(eq(subconcepts.id, science.subconceptId));
    }
  });
});

describe(`bank attacks: what reaches a student (${testDriver})`, () => {
  it('an exam paper and a result carry texts, options and image URLs only: no key, explanation, marks per option or ids of the bank', async () => {
    const student = (await t.login('student')).body.user.id;
    const headers = { authorization: `Bearer ${tokens.student}` };
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/student/assessments/start/${student}/1001`,
      headers,
    });
    expect(started.statusCode, started.body).toBe(200);
    const paper = await t.app.inject({
      method: 'GET',
      url: `/api/student/quiz/${student}/assessment/1001`,
      headers,
    });
    expect(paper.statusCode, paper.body).toBe(200);
    const served = paper.json().questions as Array<Record<string, unknown>>;
    expect(served.length).toBeGreaterThan(0);
    for (const question of served) {
      expect(Object.keys(question).sort()).toEqual(
        [
          'AS_SeqNum',
          'CQ_Question',
          'CQ_Option1',
          'CQ_Option2',
          'CQ_Option3',
          'CQ_Option4',
          'CQ_Image',
          'CQ_OptionImages',
          'answered',
          'selected',
        ].sort(),
      );
    }
    expect(paper.body).not.toMatch(/correct|explanation|CQ_id|authorId|fingerprint/i);
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/student/assessments/result/${student}/1002`,
      headers,
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.body).not.toMatch(/correctOption|explanation|CQ_Option|fingerprint/i);
    // The right answers only once no one can still be taking it (the window has closed): not here.
    const questions = result.json().result.questions as Array<{ correctAnswer: unknown }>;
    expect(questions.every((q) => q.correctAnswer === null)).toBe(true);
  });
});

describe(`bank attacks: changing the key of an answered question (${testDriver})`, () => {
  it("moves no one's score and no result: the answered paper keeps its key, the edit is a new version", async () => {
    const student = (await t.login('student')).body.user.id;
    const headers = { authorization: `Bearer ${tokens.student}` };
    const resultUrl = `/api/student/assessments/result/${student}/1002`;
    const teacherUrl = '/api/assessments/1002/results';
    const before = (await t.app.inject({ method: 'GET', url: resultUrl, headers })).json();
    const teacherBefore = (
      await t.app.inject({
        method: 'GET',
        url: teacherUrl,
        headers: { authorization: `Bearer ${tokens.teacher1}` },
      })
    ).json();
    const firstSeq = teacherBefore.results.questions[0];
    const old = (await rowOf(firstSeq.CQ_Id))!;
    const options = [old.option1, old.option2, old.option3, old.option4]
      .filter(Boolean)
      .map((text) => ({ text }));
    const moved = (old.correctOption % options.length) + 1;
    const edited = await call(
      qb.updateQuestion,
      'admin',
      { id: old.id },
      {
        subconceptId: old.subconceptId,
        text: old.text,
        options,
        correctOption: moved,
        marks: old.marks,
        use: old.use,
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ newVersion: true, question: { correctOption: moved } });
    expect((await rowOf(old.id))!.correctOption).toBe(old.correctOption);
    const after = (await t.app.inject({ method: 'GET', url: resultUrl, headers })).json();
    expect(after).toEqual(before);
    const teacherAfter = (
      await t.app.inject({
        method: 'GET',
        url: teacherUrl,
        headers: { authorization: `Bearer ${tokens.teacher1}` },
      })
    ).json();
    expect(teacherAfter.results.questions).toEqual(teacherBefore.results.questions);
  });
});

describe(`bank attacks: a deactivated teacher (${testDriver})`, () => {
  it('is stopped at once (401) on every call, and the questions they wrote stay', async () => {
    const own = await create('teacher2', { text: 'Written before leaving' });
    const teacher2 = (await t.login('teacher2')).body.user.id;
    const { token } = await t.login('teacher2');
    const off = await raw('admin', 'POST', `/api/admin/people/${teacher2}/deactivate`, '{}');
    expect(off.statusCode, off.body).toBe(200);
    for (const [name, method, url] of everyCall(own.id)) {
      const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, name).toBe(401);
    }
    expect((await rowOf(own.id))!.text).toBe('Written before leaving');
    const seen = (await call(qb.getQuestion, 'admin', { id: own.id })).json().question;
    expect(seen.actions).toMatchObject({ edit: true, retire: true });
  });
});

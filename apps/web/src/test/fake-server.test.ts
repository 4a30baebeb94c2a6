import { api, type BankQuestion } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, callApi } from '../lib/api-client';
import { droppedConnection, type FakeServer, fakeServer, refusal } from './fake-server';
import { anAdmin, aStudent, aTeacher, storeSession } from './session-users';

const question = (id: number): BankQuestion => ({
  id,
  text: 'What is half of 1?',
  options: [
    { text: '0.5', image: null },
    { text: '2', image: null },
  ],
  correctOption: 1,
  marks: 1,
  explanation: null,
  use: 'BOTH',
  difficulty: null,
  image: null,
  place: {
    curriculumId: 1,
    curriculumName: 'Class 8',
    courseId: 10,
    courseName: 'Mathematics',
    conceptId: 100,
    conceptName: 'Fractions',
    subconceptId: 1000,
    subconceptName: 'Halves',
  },
  author: null,
  version: 1,
  status: 'ACTIVE',
  used: false,
  actions: { edit: true, retire: true, restore: false, delete: true },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

/** Takes the problems a test provoked on purpose, so the server's own end-of-test check passes. */
const takeProblems = (fake: FakeServer) => fake.problems.splice(0);

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('fake server', () => {
  it('routes by the path pattern, hands the handler the parsed request and wraps its answer', async () => {
    storeSession(aTeacher);
    const fake = fakeServer().on(api.questionBank.getQuestion, ({ params }) => ({
      question: question(params.id),
      versions: [],
    }));
    const answer = await callApi(api.questionBank.getQuestion, { params: { id: 42 } });
    expect(answer).toEqual({ success: true, message: 'OK', question: question(42), versions: [] });
    expect(fake.callsTo(api.questionBank.getQuestion)).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/question-bank/questions/42',
        params: { id: '42' },
      }),
    ]);
  });

  it('parses the query with its schema (defaults, numbers) and records it as sent, without _t', async () => {
    storeSession(aTeacher);
    let seen: unknown;
    const fake = fakeServer().on(api.questionBank.listQuestions, ({ query }) => {
      seen = query;
      return { questions: [], total: 0, page: query.page, pageSize: query.pageSize, message: 'Found' };
    });
    const answer = await callApi(api.questionBank.listQuestions, { query: { text: 'half', marks: 2 } });
    expect(answer.message).toBe('Found');
    expect(seen).toMatchObject({ text: 'half', marks: 2, page: 1, status: 'ACTIVE' });
    expect(fake.calls[0]?.query).toEqual({ text: 'half', marks: '2' });
  });

  it('takes a static path before a pattern, as the server does', async () => {
    storeSession(anAdmin);
    const fake = fakeServer()
      .on(api.people.search, () => ({ data: [] }))
      .on(api.people.get, () => {
        throw new Error('not this one');
      });
    await callApi(api.people.search, { query: { type: 'student', q: 'asha' } });
    expect(fake.calls[0]?.endpoint).toBe(api.people.search);
  });

  it('parses the body with the endpoint schema and records it; a later handler wins, once answers one call', async () => {
    storeSession(aStudent);
    const fake = fakeServer()
      .on(api.auth.language, () => ({ message: 'first' }))
      .on(api.auth.language, () => ({ message: 'second' }))
      .once(api.auth.language, () => ({ message: 'just once' }));
    expect((await callApi(api.auth.language, { body: { language: 'hi' } })).message).toBe('just once');
    expect((await callApi(api.auth.language, { body: { language: 'en' } })).message).toBe('second');
    expect(fake.lastBody(api.auth.language)).toEqual({ language: 'en' });
  });

  it('answers a refusal as the API does, with any extra fields', async () => {
    storeSession(aTeacher);
    fakeServer()
      .refuse(api.questionBank.retireQuestion, 409, 'Already retired', { once: true })
      .on(api.questionBank.deleteQuestion, () => refusal(409, 'Used in a paper', { places: [1] }));
    const retire = await failureOf(callApi(api.questionBank.retireQuestion, { params: { id: 1 } }));
    expect([retire.status, retire.serverMessage]).toEqual([409, 'Already retired']);
    const remove = await failureOf(callApi(api.questionBank.deleteQuestion, { params: { id: 1 } }));
    expect(remove.body).toEqual({ success: false, message: 'Used in a paper', places: [1] });
  });

  it('records a form body as an object of its fields', async () => {
    storeSession(aTeacher);
    const fake = fakeServer().on(api.questionBank.uploadImage, () => ({
      image: { id: 5, url: '/api/question-bank/images/a' },
    }));
    const form = new FormData();
    form.append('purpose', 'option');
    expect((await callApi(api.questionBank.uploadImage, { formData: form })).image.id).toBe(5);
    expect(fake.calls[0]?.body).toEqual({ purpose: 'option' });
  });

  it('the session check answers whoever is stored as signed in', async () => {
    storeSession(aTeacher);
    fakeServer();
    expect((await callApi(api.auth.verify)).user).toEqual(aTeacher);
  });

  it('fails the test on a call nobody answers, naming its method and URL', async () => {
    storeSession(aTeacher);
    const fake = fakeServer();
    const error = await failureOf(callApi(api.questionBank.places));
    expect(error.kind).toBe('network');
    expect(takeProblems(fake)).toEqual([
      expect.stringMatching(
        /^GET \/api\/question-bank\/places\?_t=\d+: api\.questionBank\.places has no handler$/,
      ),
    ]);
  });

  it('fails the test on a request the contract refuses, answering 400 as the server would', async () => {
    storeSession(aStudent);
    const fake = fakeServer().on(api.auth.language, () => ({}));
    const error = await failureOf(callApi(api.auth.language, { body: { language: 'fr' as 'en' } }));
    expect(error.status).toBe(400);
    expect(takeProblems(fake)).toEqual([
      expect.stringContaining(
        'POST /api/auth/language (api.auth.language): its body breaks the contract: language',
      ),
    ]);
  });

  it('fails the test on an answer the real server could not give', async () => {
    storeSession(aTeacher);
    const fake = fakeServer().on(
      api.questionBank.listQuestions,
      () => ({ questions: [], total: 0 }) as never,
    );
    const error = await failureOf(callApi(api.questionBank.listQuestions, { query: {} }));
    expect(error.kind).toBe('invalid-response');
    expect(takeProblems(fake)).toEqual([
      expect.stringContaining('the answer breaks the contract: page: page is required'),
    ]);
  });

  it("fails the test on a call the caller's role may not make", async () => {
    storeSession(aStudent);
    const fake = fakeServer().on(api.questionBank.places, () => ({ curricula: [] }));
    expect((await failureOf(callApi(api.questionBank.places))).status).toBe(403);
    expect(takeProblems(fake)).toEqual([
      expect.stringContaining('called by a student; only teacher, admin may'),
    ]);
  });

  it('a handler can drop the connection', async () => {
    storeSession(aTeacher);
    fakeServer().on(api.questionBank.places, () => droppedConnection);
    expect((await failureOf(callApi(api.questionBank.places))).kind).toBe('network');
  });

  it('answers a call outside the contracts through onOther, and records it', async () => {
    const fake = fakeServer().onOther(
      'DELETE',
      '/api/library/uploads/:uploadId',
      () => new Response(null, { status: 204 }),
    );
    expect((await fetch('/api/library/uploads/abc', { method: 'DELETE' })).status).toBe(204);
    expect(fake.calls[0]).toMatchObject({ endpoint: undefined, params: { uploadId: 'abc' } });
  });

  it('puts the real fetch back when the test ends', () => {
    expect(String(globalThis.fetch)).not.toContain('this.fetch');
  });
});

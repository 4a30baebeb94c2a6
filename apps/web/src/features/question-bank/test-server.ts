import {
  type BankPlaceTree,
  type BankQuestion,
  type ImportReport,
  type ImportStatus,
  type SessionUser,
  STORAGE_KEYS,
} from '@pathshala/contracts';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/render';

/** Fixtures and a stubbed API for the bank's page tests (jsdom): every call is recorded. */

export const teacher: SessionUser = {
  id: 7,
  name: 'Meera Iyer',
  type: 'teacher',
  username: 'meera',
  email: 'meera@school.example',
  mustChangePassword: false,
  language: null,
};

export const admin: SessionUser = {
  id: 1,
  name: 'Sunita Rao',
  type: 'admin',
  username: 'admin',
  email: 'admin@school.example',
  mustChangePassword: false,
  language: null,
};

export const places: BankPlaceTree = [
  {
    id: 1,
    name: 'Class 8',
    courses: [
      {
        id: 10,
        name: 'Mathematics',
        concepts: [
          {
            id: 100,
            name: 'Fractions',
            subconcepts: [
              { id: 1000, name: 'Adding fractions', questionCount: 2 },
              { id: 1001, name: 'Comparing fractions', questionCount: 0 },
            ],
          },
        ],
      },
    ],
  },
];

const place = {
  curriculumId: 1,
  curriculumName: 'Class 8',
  courseId: 10,
  courseName: 'Mathematics',
  conceptId: 100,
  conceptName: 'Fractions',
  subconceptId: 1000,
  subconceptName: 'Adding fractions',
};

export function bankQuestion(id: number, changes: Partial<BankQuestion> = {}): BankQuestion {
  return {
    id,
    text: `Question text ${id}: what is \\(\\frac{1}{2}\\)?`,
    options: [
      { text: 'Half', image: null },
      { text: 'Quarter', image: null },
      { text: 'Third', image: null },
    ],
    correctOption: 1,
    marks: 2,
    explanation: null,
    use: 'BOTH',
    difficulty: 'EASY',
    image: null,
    place,
    author: { id: 7, name: 'Meera Iyer' },
    version: 1,
    replacedById: null,
    status: 'ACTIVE',
    used: false,
    actions: { edit: true, retire: true, restore: false, delete: true },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...changes,
  };
}

export const report: ImportReport = {
  format: 'moodle-xml',
  totalItems: 5,
  newCount: 2,
  existingCount: 1,
  failedCount: 1,
  skippedCount: 1,
  elsewhereCount: 0,
  categories: [],
  problems: [{ item: 4, name: 'Broken one', reason: 'Choose the one correct option.' }],
  skipped: [{ item: 5, name: 'Essay', type: 'essay' }],
  preview: [
    {
      item: 1,
      name: 'Halves',
      outcome: 'NEW',
      text: 'What is \\(x^2\\) when x = 3?',
      options: ['6', '9'],
      correctOption: 2,
      marks: 1,
      subconceptName: 'Adding fractions',
      alreadyAt: null,
      hasImage: false,
      warnings: [],
    },
  ],
  failedItems: [{ Question: 'Broken one', 'Option A': 'a', Problem: 'Choose the one correct option.' }],
};

export function importStatus(changes: Partial<ImportStatus>): ImportStatus {
  return {
    id: 3,
    status: 'RUNNING',
    fileName: 'moodle.xml',
    totalItems: 5,
    doneItems: 0,
    createdCount: 0,
    existingCount: 0,
    failedCount: 0,
    skippedCount: 0,
    report: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    finishedAt: null,
    ...changes,
  };
}

export type Call = { url: string; method: string; body: unknown };
type Handler = (call: Call) => Response | undefined;

const ok = (data: Record<string, unknown>) => jsonResponse(200, { success: true, message: 'ok', ...data });
export const refuse = (status: number, message: string) => jsonResponse(status, { success: false, message });

/**
 * Signs the teacher in and answers the bank's calls: `handle` first (a test's own answers), then
 * the places, the authors, an empty list and a 404. Multipart bodies are recorded as plain objects.
 */
export function serveBank(handle: Handler = () => undefined, user: SessionUser = teacher) {
  const calls: Call[] = [];
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      let body: unknown;
      if (init.body instanceof FormData) body = Object.fromEntries(init.body.entries());
      else if (init.body) body = JSON.parse(String(init.body));
      const call = { url, method, body };
      calls.push(call);
      if (url.startsWith('/api/auth/verify')) return jsonResponse(200, { success: true, user });
      const answer = handle(call);
      if (answer) return answer;
      if (url.startsWith('/api/question-bank/places')) return ok({ curricula: places });
      if (url.startsWith('/api/question-bank/authors'))
        return ok({
          authors: [
            { id: 7, name: 'Meera Iyer' },
            { id: 8, name: 'Ravi Das' },
          ],
        });
      if (url.startsWith('/api/question-bank/questions?'))
        return ok({ questions: [], total: 0, page: 1, pageSize: 25 });
      return refuse(404, 'Not found');
    }),
  );
  return calls;
}

export { ok };

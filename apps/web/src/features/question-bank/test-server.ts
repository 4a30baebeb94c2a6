import {
  api,
  type BankPlaceTree,
  type BankQuestion,
  type ImportReport,
  type ImportStatus,
  type SessionUser,
} from '@pathshala/contracts';
import { type FakeServer, fakeServer } from '../../test/fake-server';
import { aTeacher, storeSession } from '../../test/session-users';

/** Fixtures of the bank's page tests (jsdom) and the bank's calls on the fake server. */

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

/**
 * Signs `user` in (the teacher unless told) and answers the bank's everyday calls on the contract fake
 * server: the places, the authors and an empty list. A test adds or replaces answers with `.on(...)`.
 */
export function serveBank(user: SessionUser = aTeacher): FakeServer {
  storeSession(user);
  return fakeServer()
    .on(api.questionBank.places, () => ({ curricula: places }))
    .on(api.questionBank.authors, () => ({
      authors: [
        { id: 7, name: 'Meera Iyer' },
        { id: 8, name: 'Ravi Das' },
      ],
    }))
    .on(api.questionBank.listQuestions, () => ({ questions: [], total: 0, page: 1, pageSize: 25 }));
}

import { type ExamRules, type SessionUser, STORAGE_KEYS, type StudentAssessment } from '@pathshala/contracts';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/render';

/**
 * The student attempt API as packages/contracts/src/api/attempts.ts describes it, kept in memory for the
 * runner's tests: stubbed at the fetch boundary, so the real client, contracts and parsing run. `offline`
 * makes every call fail like a dropped connection; `failAnswers` answers 503 that many times.
 */

export const student: SessionUser = {
  id: 21,
  name: 'Sara Khan',
  type: 'student',
  username: 'sara',
  email: 'sara@pathshala.example',
  mustChangePassword: false,
  language: null,
};

export const RECEIPT = '7KQ2M-9XW4D';

export const rulesOf = (change: Partial<ExamRules> = {}): ExamRules => ({
  feedbackMode: 'IMMEDIATE',
  freeNavigation: false,
  shuffleQuestions: false,
  shuffleOptions: false,
  wrongMarks: 0,
  skippedMarks: 0,
  allowNegativeTotal: false,
  opensAt: null,
  closesAt: null,
  extraSeconds: 0,
  ...change,
});

export type FakeQuestion = {
  AS_SeqNum: number;
  CQ_Question: string;
  CQ_Option1: string;
  CQ_Option2: string;
  CQ_Option3: string;
  CQ_Option4: string;
  CQ_Image?: string | null;
  CQ_OptionImages?: (string | null)[];
  /** The shown option that is right. */
  key: number;
};

export const question = (seqNum: number, text: string, key = 2): FakeQuestion => ({
  AS_SeqNum: seqNum,
  CQ_Question: text,
  CQ_Option1: 'Six',
  CQ_Option2: 'Nine',
  CQ_Option3: '',
  CQ_Option4: '',
  key,
});

type SentAnswer = {
  seqNum: number;
  answerId: number;
  clock: string;
  sinceClockMs: number;
  clientSeq: number;
};

export function serveExam({
  questions = [question(1, 'What is 3 squared?')],
  rules = rulesOf(),
  status = 'TODO' as 'TODO' | 'IN_PROGRESS' | 'UPCOMING' | 'CLOSED' | 'COMPLETED',
  remainingSeconds = 600,
  paused = false,
  failAnswers = 0,
  list,
  mustChangePassword = false,
}: {
  questions?: FakeQuestion[];
  rules?: ExamRules;
  status?: 'TODO' | 'IN_PROGRESS' | 'UPCOMING' | 'CLOSED' | 'COMPLETED';
  remainingSeconds?: number;
  paused?: boolean;
  failAnswers?: number;
  /** The list's items instead of the one assessment served here. */
  list?: StudentAssessment[];
  /** The student must change the password an admin reset before anything else (the forced change). */
  mustChangePassword?: boolean;
} = {}) {
  const user = { ...student, mustChangePassword };
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  const server = {
    offline: false,
    failAnswers,
    started: 0,
    completed: false,
    /** Every batch of answers received, in order. */
    batches: [] as SentAnswer[][],
    heartbeats: [] as unknown[],
    kept: new Map<number, number>(),
    marks: 0,
    calls: [] as string[],
  };
  const clock = () => `mark-${++server.marks}`;
  const paper = () => ({
    success: true,
    message: 'ok',
    questions: questions.map(({ key: _key, ...shown }) => ({
      CQ_Image: null,
      CQ_OptionImages: [],
      ...shown,
      answered: server.kept.has(shown.AS_SeqNum),
      selected: server.kept.get(shown.AS_SeqNum) ?? null,
    })),
    assessmentInfo: {
      AM_Name: 'Squares',
      AM_Duration: 600,
      AM_TotMarks: questions.length,
      attemptId: 77,
      remainingSeconds,
      deadline: '2026-11-25T10:10:00.000Z',
      score: rules.feedbackMode === 'IMMEDIATE' ? 0 : null,
      rules,
      paused,
      clock: clock(),
      lastClientSeq: 0,
    },
  });
  const right = () => questions.filter((q) => server.kept.get(q.AS_SeqNum) === q.key).length;

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      server.calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/auth/verify') {
        if (server.offline) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { success: true, user });
      }
      if (server.offline) throw new TypeError('Failed to fetch');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (path === '/api/student/assessments/list/21') {
        return jsonResponse(200, {
          success: true,
          message: 'ok',
          assessments: list ?? [
            {
              AM_id: 7,
              AM_Name: 'Squares',
              AM_Description: 'Squares of small numbers',
              AM_Duration: 600,
              AM_TotQns: questions.length,
              AM_TotMarks: questions.length,
              isCompleted: status === 'COMPLETED' ? 1 : 0,
              completionDate: null,
              score: null,
              status,
              remainingSeconds: status === 'IN_PROGRESS' ? remainingSeconds : null,
              rules,
            },
          ],
        });
      }
      if (path === '/api/student/assessments/start/21/7') {
        server.started += 1;
        return jsonResponse(200, { success: true, message: 'Assessment started', attemptId: 77 });
      }
      if (path === '/api/student/quiz/21/assessment/7') return jsonResponse(200, paper());
      if (path === '/api/student/quiz/21/assessment/7/answers') {
        if (server.failAnswers > 0) {
          server.failAnswers -= 1;
          return jsonResponse(503, { success: false, message: 'busy' });
        }
        server.batches.push(body.answers);
        const saved = (body.answers as SentAnswer[]).map((answer) => {
          const before = server.kept.get(answer.seqNum);
          if (before === undefined) server.kept.set(answer.seqNum, answer.answerId);
          const selected = server.kept.get(answer.seqNum)!;
          const isCorrect = selected === questions.find((q) => q.AS_SeqNum === answer.seqNum)?.key;
          const immediate = rules.feedbackMode === 'IMMEDIATE';
          return {
            seqNum: answer.seqNum,
            status: before === undefined || before === answer.answerId ? 'SAVED' : 'CONFLICT',
            selected,
            isCorrect: immediate ? isCorrect : null,
            marksAwarded: immediate ? (isCorrect ? 1 : 0) : null,
            late: false,
            held: false,
          };
        });
        return jsonResponse(200, {
          success: true,
          message: 'saved',
          saved,
          score: rules.feedbackMode === 'IMMEDIATE' ? right() : null,
          clock: clock(),
        });
      }
      if (path === '/api/student/quiz/21/assessment/7/heartbeat') {
        server.heartbeats.push(body);
        return jsonResponse(200, {
          success: true,
          message: 'ok',
          remainingSeconds,
          deadline: '2026-11-25T10:10:00.000Z',
          paused,
          completed: server.completed,
          clock: clock(),
        });
      }
      if (path === '/api/student/quiz/21/assessment/7/complete') {
        server.completed = true;
        const never = rules.feedbackMode === 'NEVER';
        return jsonResponse(200, {
          success: true,
          message: 'Assessment completed',
          score: never ? null : right(),
          totalMarks: questions.length,
          percentage: never ? null : Math.round((right() / questions.length) * 100),
          timeUp: remainingSeconds < 5,
          feedbackMode: rules.feedbackMode,
          receipt: RECEIPT,
          answered: server.kept.size,
        });
      }
      return jsonResponse(404, { success: false, message: `unexpected ${path}` });
    }),
  );
  return server;
}

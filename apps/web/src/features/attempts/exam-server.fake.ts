import { api, type ExamRules, type StudentAssessment } from '@pathshala/contracts';
import { droppedConnection, fakeServer, refusal } from '../../test/fake-server';
import { sessionUser, storeSession } from '../../test/session-users';

/**
 * The student attempt API as packages/contracts/src/api/attempts.ts describes it, kept in memory for the
 * runner's tests, on the contract fake server (so the real client, contracts and parsing run, and what
 * the runner sends is checked against them). `offline` makes every call fail like a dropped connection;
 * `failAnswers` answers 503 that many times.
 */

export const student = sessionUser('student', {
  id: 21,
  name: 'Sara Khan',
  username: 'sara',
  email: 'sara@pathshala.example',
});

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
  storeSession(user);
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
    /** Every call as 'METHOD path', in order. */
    get calls(): string[] {
      return fake.calls.map((call) => `${call.method} ${call.path}`);
    },
  };
  const clock = () => `mark-${++server.marks}`;
  const paper = () => ({
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

  const offline = () => (server.offline ? droppedConnection : undefined);
  /** This attempt's paths only (student 21, assessment 7): another is not found. */
  const ours = (params: { studentId: number; assessmentId?: number }) =>
    params.studentId === student.id && (params.assessmentId ?? 7) === 7;
  const notFound = refusal(404, 'Not found');
  const fake = fakeServer()
    .on(api.auth.verify, () => offline() ?? { user })
    .on(api.auth.logout, () => offline())
    .on(api.student.listAssessments, ({ params }) => {
      if (!ours(params)) return offline() ?? notFound;
      return (
        offline() ?? {
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
        }
      );
    })
    .on(api.student.startAttempt, ({ params }) => {
      if (offline() || !ours(params)) return offline() ?? notFound;
      server.started += 1;
      return { message: 'Assessment started', attemptId: 77 };
    })
    .on(api.student.attemptPaper, ({ params }) => offline() ?? (ours(params) ? paper() : notFound))
    .on(api.student.answerQuestions, ({ params, body }) => {
      if (offline() || !ours(params)) return offline() ?? notFound;
      if (server.failAnswers > 0) {
        server.failAnswers -= 1;
        return refusal(503, 'busy');
      }
      const answers = body.answers as SentAnswer[];
      server.batches.push(answers);
      const saved = answers.map((answer) => {
        const before = server.kept.get(answer.seqNum);
        if (before === undefined) server.kept.set(answer.seqNum, answer.answerId);
        const selected = server.kept.get(answer.seqNum)!;
        const isCorrect = selected === questions.find((q) => q.AS_SeqNum === answer.seqNum)?.key;
        const immediate = rules.feedbackMode === 'IMMEDIATE';
        return {
          seqNum: answer.seqNum,
          status:
            before === undefined || before === answer.answerId ? ('SAVED' as const) : ('CONFLICT' as const),
          selected,
          isCorrect: immediate ? isCorrect : null,
          marksAwarded: immediate ? (isCorrect ? 1 : 0) : null,
          late: false,
          held: false,
        };
      });
      return {
        message: 'saved',
        saved,
        score: rules.feedbackMode === 'IMMEDIATE' ? right() : null,
        clock: clock(),
      };
    })
    .on(api.student.attemptHeartbeat, ({ params, call }) => {
      if (offline() || !ours(params)) return offline() ?? notFound;
      server.heartbeats.push(call.body);
      return {
        remainingSeconds,
        deadline: '2026-11-25T10:10:00.000Z',
        paused,
        completed: server.completed,
        clock: clock(),
      };
    })
    .on(api.student.completeAttempt, ({ params }) => {
      if (offline() || !ours(params)) return offline() ?? notFound;
      server.completed = true;
      const never = rules.feedbackMode === 'NEVER';
      return {
        message: 'Assessment completed',
        score: never ? null : right(),
        totalMarks: questions.length,
        percentage: never ? null : Math.round((right() / questions.length) * 100),
        timeUp: remainingSeconds < 5,
        feedbackMode: rules.feedbackMode,
        receipt: RECEIPT,
        answered: server.kept.size,
      };
    });
  return Object.assign(server, { fake });
}

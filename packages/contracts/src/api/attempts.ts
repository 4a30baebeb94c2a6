import { z } from 'zod';
import { ExamRules, FeedbackMode, HeldState, MAX_ANSWERS_PER_BATCH } from '../exam';
import { CacheBust, endpoint, Id } from './endpoint';
import { RegradeNote } from './item-analysis';

const STUDENT = ['student'] as const;

/** Assessment as a student sees it in the list (spec section 3). */
export const StudentAssessment = z.object({
  AM_id: z.number().int(),
  AM_Name: z.string(),
  AM_Description: z.string().nullable(),
  AM_Duration: z.number().int(),
  AM_TotQns: z.number().int(),
  AM_TotMarks: z.number(),
  isCompleted: z.union([z.literal(0), z.literal(1)]),
  completionDate: z.string().nullable(),
  /** The total once completed; null until then, and always when results go only to the teacher. */
  score: z.number().nullable(),
  /**
   * Where the student stands: UPCOMING (its window has not opened), TODO, IN_PROGRESS, COMPLETED,
   * or CLOSED (the window closed before they completed it).
   */
  status: z.enum(['UPCOMING', 'TODO', 'IN_PROGRESS', 'COMPLETED', 'CLOSED']),
  /** Time left of an attempt in progress, on the server's clock; null otherwise. */
  remainingSeconds: z.number().int().nullable(),
  rules: ExamRules,
});
export type StudentAssessment = z.infer<typeof StudentAssessment>;

export const StudentAssessmentParams = z.object({ studentId: Id, assessmentId: Id });
export const QuizAnswerParams = StudentAssessmentParams.extend({ seqNum: Id });

/**
 * An assessment question as this student gets it (the attempt's paper): never the correct option.
 * AS_SeqNum is its position on this student's paper and the options are in this student's order;
 * answers name that position and the shown option (1-4), and the server maps them back.
 */
export const QuizQuestion = z.object({
  AS_SeqNum: z.number().int(),
  CQ_Question: z.string(),
  CQ_Option1: z.string(),
  CQ_Option2: z.string(),
  CQ_Option3: z.string(),
  CQ_Option4: z.string(),
  /** The question's image and each option's (null where none): URLs that say nothing about the key. */
  CQ_Image: z.string().nullable().default(null),
  CQ_OptionImages: z.array(z.string().nullable()).default([]),
  answered: z.boolean(),
  /** The shown option the server holds for this question (1-4), or null. */
  selected: z.number().int().nullable().default(null),
});
export const QuizResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  questions: z.array(QuizQuestion),
  assessmentInfo: z.object({
    AM_Name: z.string(),
    AM_Duration: z.number().int(),
    AM_TotMarks: z.number(),
    attemptId: z.number().int(),
    remainingSeconds: z.number().int(),
    deadline: z.string(),
    /** The score so far; null unless feedback is immediate. */
    score: z.number().nullable(),
    rules: ExamRules,
    /** The room is paused: the clock is stopped on the server and answers wait. */
    paused: z.boolean(),
    /** A clock mark: answers given offline say how long after it they were given (see AnswerProof). */
    clock: z.string(),
    /** The highest running number (AnswerProof.clientSeq) the server holds; a device continues after it. */
    lastClientSeq: z.number().int().default(0),
  }),
});

/**
 * How an answer proves, on the server's clock, when it was given: the latest clock mark the client
 * received and the milliseconds its own monotonic clock counted since. Online answers may leave it out.
 */
export const AnswerProof = z.object({
  clock: z.string().max(200),
  sinceClockMs: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600 * 1000),
  /** The device's running number for this attempt's answers, from 1, in the order they were given. */
  clientSeq: z.number().int().positive().max(100_000),
});
export type AnswerProof = z.infer<typeof AnswerProof>;

export const AnswerBody = z
  .object({
    answerId: z.number().int().min(1).max(4),
    attemptId: z.number().int().positive().optional(),
  })
  .extend(AnswerProof.partial().shape);
/** isCorrect, marksAwarded and score are null unless the assessment gives feedback immediately. */
export const AnswerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  isCorrect: z.boolean().nullable(),
  /** Marks this answer earned. */
  marksAwarded: z.number().nullable(),
  /** The attempt's score so far. */
  score: z.number().nullable(),
  clock: z.string(),
});

/** Answers kept on the device, sent in the order given (offline sync; online answers go the same way). */
export const AnswersBody = z.object({
  attemptId: z.number().int().positive(),
  answers: z
    .array(
      AnswerProof.extend({ seqNum: z.number().int().positive(), answerId: z.number().int().min(1).max(4) }),
    )
    .min(1)
    .max(MAX_ANSWERS_PER_BATCH),
});
export const AnswersResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Per answer sent, in order: SAVED (now or before), or CONFLICT (another option was saved first: `selected`). */
  saved: z.array(
    z.object({
      seqNum: z.number().int(),
      status: z.enum(['SAVED', 'CONFLICT']),
      selected: z.number().int(),
      isCorrect: z.boolean().nullable(),
      marksAwarded: z.number().nullable(),
      /** Reached the server after the deadline, given in time: flagged for the teacher. */
      late: z.boolean(),
      /** Reached it after the deadline and its grace: kept but not scored; the teacher decides whether it counts. */
      held: z.boolean(),
    }),
  ),
  score: z.number().nullable(),
  clock: z.string(),
});

export const HeartbeatBody = z
  .object({
    attemptId: z.number().int().positive().optional(),
    /** Answers waiting on the device to be sent (shown in the exam room). */
    pending: z.number().int().min(0).max(10_000).optional(),
  })
  .optional();
export const HeartbeatResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  remainingSeconds: z.number().int(),
  deadline: z.string(),
  paused: z.boolean(),
  completed: z.boolean(),
  clock: z.string(),
});

export const CompleteBody = z.object({ attemptId: z.number().int().positive().optional() }).optional();
/** score and percentage are null when results go only to the teacher (feedback NEVER). */
export const CompleteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  score: z.number().nullable(),
  totalMarks: z.number(),
  percentage: z.number().nullable(),
  timeUp: z.boolean(),
  feedbackMode: FeedbackMode,
  /** A short code that proves which answers the server holds; the teacher can look it up. */
  receipt: z.string(),
  /** How many answers the server holds. */
  answered: z.number().int(),
});

/**
 * A completed attempt as its student sees it. Feedback NEVER: released is false, no score and no
 * questions. Otherwise per question (in the student's order) their answer, whether right and its
 * marks; the right answer only once no one can still be taking it (rightAnswersShown).
 */
export const AttemptResult = z.object({
  AM_id: z.number().int(),
  AM_Name: z.string(),
  released: z.boolean(),
  rightAnswersShown: z.boolean(),
  feedbackMode: FeedbackMode,
  score: z.number().nullable(),
  totalMarks: z.number(),
  percentage: z.number().nullable(),
  timeUp: z.boolean(),
  startedAt: z.string(),
  completedAt: z.string(),
  /** Extra time this attempt had (accommodation and time granted), in seconds. */
  extraSeconds: z.number().int(),
  receipt: z.string().nullable(),
  questions: z.array(
    z.object({
      AS_SeqNum: z.number().int(),
      CQ_Question: z.string(),
      answered: z.boolean(),
      isCorrect: z.boolean(),
      yourAnswer: z.string().nullable(),
      correctAnswer: z.string().nullable(),
      marksAwarded: z.number(),
      syncedLate: z.boolean(),
      /** An answer that arrived late: held (not in the score until the teacher decides), accepted or declined. */
      heldState: HeldState.nullable(),
    }),
  ),
  /**
   * Questions on this paper regraded by the teacher after serving (issue 30), with the total before and
   * after; absent in an answer from before regrades (a result kept on the device), read as none.
   */
  regrades: z.array(RegradeNote).default([]),
});
export type AttemptResult = z.infer<typeof AttemptResult>;

export const studentAssessmentEndpoints = {
  listAssessments: endpoint({
    method: 'GET',
    path: '/api/student/assessments/list/:studentId',
    summary: "The assessments served to the student's cohorts",
    access: STUDENT,
    params: z.object({ studentId: Id }),
    query: CacheBust,
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      assessments: z.array(StudentAssessment),
    }),
  }),
  startAttempt: endpoint({
    method: 'POST',
    path: '/api/student/assessments/start/:studentId/:assessmentId',
    summary: 'Start (or resume) an attempt; fixes its deadline',
    access: STUDENT,
    params: StudentAssessmentParams,
    response: z.object({ success: z.literal(true), message: z.string(), attemptId: z.number().int() }),
  }),
  attemptPaper: endpoint({
    method: 'GET',
    path: '/api/student/quiz/:studentId/assessment/:assessmentId',
    summary: "The attempt's paper (this student's questions and order, without the key) and the time left",
    access: STUDENT,
    params: StudentAssessmentParams,
    query: CacheBust,
    response: QuizResponse,
  }),
  answerQuestion: endpoint({
    method: 'POST',
    path: '/api/student/quiz/:studentId/assessment/:assessmentId/question/:seqNum',
    summary: 'Answer one question once',
    access: STUDENT,
    params: QuizAnswerParams,
    body: AnswerBody,
    response: AnswerResponse,
  }),
  answerQuestions: endpoint({
    method: 'POST',
    path: '/api/student/quiz/:studentId/assessment/:assessmentId/answers',
    summary: 'Answers kept on the device, in the order given (offline sync)',
    access: STUDENT,
    params: StudentAssessmentParams,
    body: AnswersBody,
    response: AnswersResponse,
  }),
  attemptHeartbeat: endpoint({
    method: 'POST',
    path: '/api/student/quiz/:studentId/assessment/:assessmentId/heartbeat',
    summary: 'The runner is here: the time left, and whether the room is paused',
    access: STUDENT,
    params: StudentAssessmentParams,
    body: HeartbeatBody,
    response: HeartbeatResponse,
  }),
  completeAttempt: endpoint({
    method: 'POST',
    path: '/api/student/quiz/:studentId/assessment/:assessmentId/complete',
    summary: 'Complete the attempt',
    access: STUDENT,
    params: StudentAssessmentParams,
    body: CompleteBody,
    response: CompleteResponse,
  }),
  attemptResult: endpoint({
    method: 'GET',
    path: '/api/student/assessments/result/:studentId/:assessmentId',
    summary: 'The result of a completed attempt (View Results)',
    access: STUDENT,
    params: StudentAssessmentParams,
    query: CacheBust,
    response: z.object({ success: z.literal(true), message: z.string(), result: AttemptResult }),
  }),
} as const;

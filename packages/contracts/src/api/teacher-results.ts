import { z } from 'zod';
import { HeldDecision } from '../exam';
import { CacheBust, endpoint, Id } from './endpoint';
import { CsvQuery } from './fields';
import { ok, TEACHER } from './teacher-common';

/** Results: how the students of the served cohorts did, per student and per question. */

export const AttemptStatus = z.enum(['completed', 'in_progress', 'not_started']);
export type AttemptStatus = z.infer<typeof AttemptStatus>;
/** An answer that reached the server after the deadline and its grace: not scored until the teacher accepts it. */
export const HeldAnswer = z.object({
  /** Its place on this student's paper. */
  AS_SeqNum: z.number().int(),
  CQ_Question: z.string(),
  /** When the student says they gave it (proven by its clock mark), and when it reached the server. */
  answeredAt: z.string(),
  receivedAt: z.string(),
  /** It arrived after the serving's right answers were released to its students. */
  afterRightAnswers: z.boolean(),
  /** It arrived after this student was shown their result. */
  afterResultShown: z.boolean(),
});
export type HeldAnswer = z.infer<typeof HeldAnswer>;
export const StudentResult = z.object({
  ST_id: z.number().int(),
  ST_Firstname: z.string(),
  ST_Lastname: z.string(),
  ST_Username: z.string(),
  CH_Name: z.string(),
  status: AttemptStatus,
  score: z.number().nullable(),
  percentage: z.number().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  timeTakenSeconds: z.number().int().nullable(),
  timeUp: z.boolean(),
  /** Extra time in this attempt's deadline: the student's accommodation and time granted in the exam room (seconds). */
  accommodationSeconds: z.number().int(),
  grantedSeconds: z.number().int(),
  /** Answers given offline in time that reached the server after the deadline and count (accepted). */
  lateAnswers: z.number().int(),
  /** Late answers the teacher declined: kept, never scored. */
  declinedAnswers: z.number().int(),
  /** The current attempt (null before a start): held answers are decided per attempt. */
  attemptId: z.number().int().nullable(),
  /** Late answers waiting for the teacher's decision (accept or decline). */
  heldAnswers: z.array(HeldAnswer),
  /** Whether the reader decides on them: a teacher of the cohort this attempt was served to. */
  heldDecidable: z.boolean(),
});
export type StudentResult = z.infer<typeof StudentResult>;
export const QuestionResult = z.object({
  /** The question's number on the unshuffled paper; null for a question drawn from a pool. */
  AQ_SeqNum: z.number().int().nullable(),
  /** The pool it was drawn from; null for a chosen question. */
  poolId: z.number().int().nullable(),
  CQ_Id: z.number().int(),
  CQ_Question: z.string(),
  /** Students with a current attempt who answered this question. */
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  /**
   * Correct answers, 0-100: for a chosen question among the students who started the assessment; for a
   * pooled one among those who answered it (not every student drew it). Null when nobody did.
   */
  correctPercent: z.number().nullable(),
  options: z.array(
    z.object({
      option: z.number().int(),
      text: z.string(),
      isCorrect: z.boolean(),
      chosenCount: z.number().int(),
    }),
  ),
});
export type QuestionResult = z.infer<typeof QuestionResult>;
/** A pool's figures: each student who started drew questionCount of its candidates. */
export const PoolResult = z.object({
  poolId: z.number().int(),
  courseName: z.string(),
  subconceptName: z.string().nullable(),
  questionCount: z.number().int(),
  marksPerQuestion: z.number(),
  candidateCount: z.number().int(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  /** Correct answers among every question the started students drew from it, 0-100; null before anyone started. */
  correctPercent: z.number().nullable(),
});
export type PoolResult = z.infer<typeof PoolResult>;
export const AssessmentResults = z.object({
  AM_id: z.number().int(),
  AM_Name: z.string(),
  AM_TotQns: z.number().int(),
  AM_TotMarks: z.number(),
  AM_Duration: z.number().int(),
  summary: z.object({
    studentCount: z.number().int(),
    completedCount: z.number().int(),
    inProgressCount: z.number().int(),
    notStartedCount: z.number().int(),
    /** Over completed attempts; null when none is completed. */
    meanScore: z.number().nullable(),
    medianScore: z.number().nullable(),
    meanPercentage: z.number().nullable(),
    medianPercentage: z.number().nullable(),
  }),
  students: z.array(StudentResult),
  questions: z.array(QuestionResult),
  pools: z.array(PoolResult),
  /** Marking that shaped the totals (issue 14). */
  wrongMarks: z.number(),
  skippedMarks: z.number(),
  allowNegativeTotal: z.boolean(),
});
export type AssessmentResults = z.infer<typeof AssessmentResults>;

export const teacherResultsEndpoints = {
  results: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/results',
    summary: 'How the students of the served cohorts did (owner, FULL or EDIT)',
    access: TEACHER,
    params: z.object({ id: Id }),
    query: CacheBust,
    response: ok({ results: AssessmentResults }),
  }),
  resultsCsv: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/results.csv',
    summary: 'The per-student results table as CSV',
    access: TEACHER,
    params: z.object({ id: Id }),
    query: CsvQuery,
    response: z.string(),
  }),
  decideHeldAnswers: endpoint({
    method: 'POST',
    path: '/api/assessments/:id/results/held/:attemptId',
    summary:
      "Accept (score) or decline (keep, never score) an attempt's held answers (whoever may see the results)",
    access: TEACHER,
    params: z.object({ id: Id, attemptId: Id }),
    body: z.object({ decision: HeldDecision }),
    response: ok({ decided: z.number().int() }),
  }),
} as const;

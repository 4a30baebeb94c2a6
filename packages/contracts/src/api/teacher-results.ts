import { z } from 'zod';
import { CacheBust, endpoint, Id } from './endpoint';
import { ok, TEACHER } from './teacher-common';

/** Results: how the students of the served cohorts did, per student and per question. */

export const AttemptStatus = z.enum(['completed', 'in_progress', 'not_started']);
export type AttemptStatus = z.infer<typeof AttemptStatus>;
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
});
export type StudentResult = z.infer<typeof StudentResult>;
export const QuestionResult = z.object({
  AQ_SeqNum: z.number().int(),
  CQ_Id: z.number().int(),
  CQ_Question: z.string(),
  /** Students with a current attempt who answered this question. */
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  /** Correct answers among the students who started the assessment, 0-100; null before anyone started. */
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
    query: CacheBust,
    response: z.string(),
  }),
} as const;

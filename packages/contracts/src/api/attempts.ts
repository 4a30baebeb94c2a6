import { z } from 'zod';
import { CacheBust, endpoint, Id } from './endpoint';

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
  score: z.number().nullable(),
});
export type StudentAssessment = z.infer<typeof StudentAssessment>;

export const StudentAssessmentParams = z.object({ studentId: Id, assessmentId: Id });
export const QuizAnswerParams = StudentAssessmentParams.extend({ seqNum: Id });

/** An assessment question as served to a student: never the correct option. */
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
    score: z.number(),
  }),
});
export const AnswerBody = z.object({
  answerId: z.number().int().min(1).max(4),
  attemptId: z.number().int().positive().optional(),
});
export const AnswerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  isCorrect: z.boolean(),
  /** Marks this answer earned. */
  marksAwarded: z.number(),
  /** The attempt's score so far. */
  score: z.number(),
});
export const CompleteBody = z.object({ attemptId: z.number().int().positive().optional() }).optional();
export const CompleteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  score: z.number(),
  totalMarks: z.number(),
  percentage: z.number(),
  timeUp: z.boolean(),
});

/** A completed attempt as its student sees it: per question only whether they were right. */
export const AttemptResult = z.object({
  AM_id: z.number().int(),
  AM_Name: z.string(),
  score: z.number(),
  totalMarks: z.number(),
  percentage: z.number(),
  timeUp: z.boolean(),
  startedAt: z.string(),
  completedAt: z.string(),
  questions: z.array(
    z.object({
      AS_SeqNum: z.number().int(),
      CQ_Question: z.string(),
      answered: z.boolean(),
      isCorrect: z.boolean(),
    }),
  ),
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
  startAssessment: endpoint({
    method: 'POST',
    path: '/api/student/assessments/start/:studentId/:assessmentId',
    summary: 'Start (or resume) an attempt; fixes its deadline',
    access: STUDENT,
    params: StudentAssessmentParams,
    response: z.object({ success: z.literal(true), message: z.string(), attemptId: z.number().int() }),
  }),
  quizQuestions: endpoint({
    method: 'GET',
    path: '/api/student/quiz/:studentId/assessment/:assessmentId',
    summary: "The attempt's questions without answers, and the time left",
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
  completeAssessment: endpoint({
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

import { z } from 'zod';
import { PRACTICE_QUESTION_COUNT, PRACTICE_QUESTION_COUNT_MAX } from '../constants';
import { ContentType, MasteryLevel } from '../enums';
import { CacheBust, endpoint, Id } from './endpoint';
import { SyncFields } from './fields';

const STUDENT = ['student'] as const;

/** A practice quiz counts as passed at this percentage or more (the spec leaves it open). */
export const PRACTICE_PASS_PERCENT = 60;

export const ContentSummary = z.object({
  CT_id: z.number().int(),
  CT_Name: z.string(),
  CT_Type: ContentType,
  CT_Duration: z.number().int(),
});
export const Subconcept = z.object({
  SC_id: z.number().int(),
  SC_Name: z.string(),
  SC_Desc: z.string().nullable(),
  SC_Duration: z.number().int(),
  progress: z.number(),
  masteryLevel: MasteryLevel,
  content: z.array(ContentSummary),
});
export const Concept = z.object({
  CN_id: z.number().int(),
  CN_Name: z.string(),
  CN_Description: z.string().nullable(),
  progress: z.number(),
  masteryLevel: MasteryLevel,
});
export const Course = z.object({
  CO_id: z.number().int(),
  CO_Name: z.string(),
  CO_Description: z.string().nullable(),
});
export const StudentCurriculum = z.object({
  id: z.number().int(),
  name: z.string(),
  cohort: z.object({ id: z.number().int(), name: z.string() }),
  courses: z.array(Course),
});
export const PracticeQuestion = z.object({
  CQ_id: z.number().int(),
  CQ_Question: z.string(),
  CQ_Option1: z.string(),
  CQ_Option2: z.string(),
  CQ_Option3: z.string(),
  CQ_Option4: z.string(),
  CQ_Marks: z.number(),
  /** The question's image and each option's (null where none). */
  CQ_Image: z.string().nullable().default(null),
  CQ_OptionImages: z.array(z.string().nullable()).default([]),
  CO_id: z.number().int(),
  CN_id: z.number().int(),
  SC_id: z.number().int(),
});
export const PracticeSubmitBody = z.object({
  answers: z
    .array(z.object({ questionId: z.number().int().positive(), answerId: z.number().int().min(1).max(4) }))
    .min(1)
    .max(PRACTICE_QUESTION_COUNT_MAX)
    .refine(
      (answers) => new Set(answers.map((a) => a.questionId)).size === answers.length,
      'Duplicate question ids',
    ),
  ...SyncFields.shape,
});
export const PracticeResult = z.object({
  percentage: z.number(),
  passed: z.boolean(),
  obtainedMarks: z.number(),
  totalMarks: z.number(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  details: z.array(
    z.object({
      questionId: z.number().int(),
      question: z.string(),
      isCorrect: z.boolean(),
      selectedAnswer: z.number().int(),
      selectedAnswerText: z.string(),
      correctAnswer: z.number().int(),
      correctAnswerText: z.string(),
      /** What the question's author wrote to explain the answer, shown after answering. */
      explanation: z.string().nullable().default(null),
    }),
  ),
});
/** One practice quiz the student answered: when, and how it went. */
export const PracticeHistoryEntry = z.object({
  id: z.number().int(),
  percentage: z.number(),
  passed: z.boolean(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  /** When it was answered (offline answers keep the time they were given). */
  answeredAt: z.string(),
});
/** How many of a subconcept's practice results the student sees. */
export const PRACTICE_HISTORY_LIMIT = 10;

export const learningEndpoints = {
  curriculum: endpoint({
    method: 'GET',
    path: '/api/student/curriculum',
    summary: "The curricula of the student's cohorts",
    access: STUDENT,
    query: CacheBust,
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      curricula: z.array(StudentCurriculum),
    }),
  }),
  courseConcepts: endpoint({
    method: 'GET',
    path: '/api/student/course/:courseId/concepts',
    summary: 'Concepts of a course with progress',
    access: STUDENT,
    params: z.object({ courseId: Id }),
    query: CacheBust,
    response: z.object({ success: z.literal(true), message: z.string(), concepts: z.array(Concept) }),
  }),
  conceptSubconcepts: endpoint({
    method: 'GET',
    path: '/api/student/concept/:conceptId/subconcepts',
    summary: 'Subconcepts of a concept with progress and content',
    access: STUDENT,
    params: z.object({ conceptId: Id }),
    query: CacheBust,
    response: z.object({ success: z.literal(true), message: z.string(), subconcepts: z.array(Subconcept) }),
  }),
  practiceQuiz: endpoint({
    method: 'GET',
    path: '/api/student/subconcept/:subconceptId/quiz',
    summary: 'A random practice draw for a subconcept',
    access: STUDENT,
    params: z.object({ subconceptId: Id }),
    query: CacheBust.extend({
      count: z.coerce.number().int().min(1).max(PRACTICE_QUESTION_COUNT_MAX).default(PRACTICE_QUESTION_COUNT),
    }),
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      questions: z.array(PracticeQuestion),
      subconceptInfo: z.object({ SC_Name: z.string(), CN_Name: z.string() }),
    }),
  }),
  practiceHistory: endpoint({
    method: 'GET',
    path: '/api/student/subconcept/:subconceptId/quiz/results',
    summary: "The student's own latest practice results for a subconcept, newest first",
    access: STUDENT,
    params: z.object({ subconceptId: Id }),
    query: CacheBust,
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      results: z.array(PracticeHistoryEntry),
    }),
  }),
  submitPractice: endpoint({
    method: 'POST',
    path: '/api/student/subconcept/:subconceptId/quiz/submit',
    summary: 'Mark a practice quiz',
    access: STUDENT,
    params: z.object({ subconceptId: Id }),
    body: PracticeSubmitBody,
    response: z.object({ success: z.literal(true), message: z.string(), results: PracticeResult }),
  }),
} as const;

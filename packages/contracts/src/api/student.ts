import { z } from 'zod';
import { PRACTICE_QUESTION_COUNT, PRACTICE_QUESTION_COUNT_MAX } from '../constants';
import { ContentType, MasteryLevel, StudyStatus } from '../enums';
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
export const AnswerBody = z.strictObject({
  answerId: z.number().int().min(1).max(4),
  attemptId: z.number().int().positive().optional(),
});
export const AnswerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  isCorrect: z.boolean(),
  score: z.number(),
});
export const CompleteBody = z.strictObject({ attemptId: z.number().int().positive().optional() }).optional();
export const CompleteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  score: z.number(),
  totalMarks: z.number(),
  timeUp: z.boolean(),
});

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
  CO_id: z.number().int(),
  CN_id: z.number().int(),
  SC_id: z.number().int(),
});
export const PracticeSubmitBody = z.strictObject({
  answers: z
    .array(
      z.strictObject({ questionId: z.number().int().positive(), answerId: z.number().int().min(1).max(4) }),
    )
    .min(1)
    .max(PRACTICE_QUESTION_COUNT_MAX)
    .refine(
      (answers) => new Set(answers.map((a) => a.questionId)).size === answers.length,
      'Duplicate question ids',
    ),
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
    }),
  ),
});
export const ProgressStatusFields = { status: StudyStatus };

export const studentEndpoints = {
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

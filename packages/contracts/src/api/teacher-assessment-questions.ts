import { z } from 'zod';
import { CacheBust, endpoint, Id } from './endpoint';
import { QuestionDifficulty, QuestionUse } from './question-bank';
import { assessmentQuestionMessages } from './teacher-assessment-questions.messages';
import { MAX_DB_ID, ok, TEACHER } from './teacher-common';

/**
 * The questions of an assessment: wizard step 3 (choosing from the bank) and 'Assessment Question
 * Management' (replace, reorder, remove while unserved). Staff see each question's key here; the
 * student calls (attempts.ts) never carry it.
 */

/** The most bank questions one step-3 list answers with; the teacher narrows with the filters. */
export const COURSE_QUESTIONS_LIMIT = 100;

/**
 * One course of an assessment while its questions are chosen: the allocation, what is chosen so far,
 * and the smallest and largest marks its bank questions carry.
 */
export interface CourseFill {
  questionCount: number;
  totalMarks: number;
  chosenCount: number;
  chosenMarks: number;
  smallestMarks: number;
  largestMarks: number;
}
export type CourseFillProblem = 'quotaReached' | 'marksExceeded' | 'marksShort' | 'marksMismatch';

/**
 * Why a question carrying `marks` cannot join the course now, or null when it fits: the course's
 * questions must end up adding to its marks, so the questions still to choose must be able to make
 * up the rest (each carries between the smallest and largest marks on offer). The server refuses
 * with the same rule; the wizard uses it to say which questions fit before the teacher picks one.
 */
export function courseFillProblem(fill: CourseFill, marks: number): CourseFillProblem | null {
  if (fill.chosenCount >= fill.questionCount) return 'quotaReached';
  const marksAfter = fill.chosenMarks + marks;
  const stillToChoose = fill.questionCount - fill.chosenCount - 1;
  if (marksAfter + stillToChoose * fill.smallestMarks > fill.totalMarks) return 'marksExceeded';
  if (stillToChoose === 0) return marksAfter === fill.totalMarks ? null : 'marksMismatch';
  if (marksAfter + stillToChoose * fill.largestMarks < fill.totalMarks) return 'marksShort';
  return null;
}

/** The marks `count` questions can carry together, from the smallest and largest marks on offer. */
export function reachableMarks(count: number, smallestMarks: number, largestMarks: number) {
  return { min: count * smallestMarks, max: count * largestMarks };
}

/** Where a bank question sits, by name, for the teacher's filters and lists. */
const QuestionPlaceNames = { CN_Name: z.string(), SC_Name: z.string() };

/**
 * A bank question as a teacher chooses it: the student's columns (CQ_*, images included), its place,
 * and what staff see besides: the correct option (1-4), use and difficulty.
 */
export const TeacherBankQuestion = z.object({
  CQ_id: z.number().int(),
  CQ_Question: z.string(),
  CQ_Option1: z.string(),
  CQ_Option2: z.string(),
  CQ_Option3: z.string(),
  CQ_Option4: z.string(),
  CQ_Marks: z.number(),
  CQ_Image: z.string().nullable(),
  CQ_OptionImages: z.array(z.string().nullable()),
  CO_id: z.number().int(),
  CN_id: z.number().int(),
  SC_id: z.number().int(),
  ...QuestionPlaceNames,
  correctOption: z.number().int(),
  use: QuestionUse,
  difficulty: QuestionDifficulty.nullable(),
});
export type TeacherBankQuestion = z.infer<typeof TeacherBankQuestion>;

/** Step 3's filters of a course's questions; every one optional. */
export const CourseQuestionFilters = CacheBust.extend({
  conceptId: Id.optional(),
  subconceptId: Id.optional(),
  marks: z.coerce.number({ error: 'marks must be a number' }).min(0).max(1000).optional(),
  /** Words in the question or an option. */
  text: z.string().trim().max(200, 'Search text can be at most 200 characters').optional(),
});
export type CourseQuestionFilters = z.infer<typeof CourseQuestionFilters>;

/** The concepts and subconcepts of a course that have questions to offer, for the filters. */
export const CourseQuestionPlaces = z.array(
  z.object({
    CN_id: z.number().int(),
    CN_Name: z.string(),
    subconcepts: z.array(
      z.object({ SC_id: z.number().int(), SC_Name: z.string(), questionCount: z.number().int() }),
    ),
  }),
);

export const AssessmentQuestion = z.object({
  AM_id: z.number().int(),
  AQ_SeqNum: z.number().int(),
  CQ_Id: z.number().int(),
  CU_id: z.number().int(),
  CO_id: z.number().int(),
  CN_id: z.number().int(),
  SC_id: z.number().int(),
});

/** Where a placed question stands in the bank now: a served paper keeps what its students saw. */
export const PlacedQuestionStatus = z.enum(['CURRENT', 'RETIRED', 'REPLACED']);
/** A question of an assessment, in order, as its teachers see it (key included). */
export const PlacedQuestion = AssessmentQuestion.extend({
  CQ_Question: z.string(),
  CQ_Option1: z.string(),
  CQ_Option2: z.string(),
  CQ_Option3: z.string(),
  CQ_Option4: z.string(),
  CQ_Marks: z.number(),
  CQ_Image: z.string().nullable(),
  CQ_OptionImages: z.array(z.string().nullable()),
  ...QuestionPlaceNames,
  correctOption: z.number().int(),
  use: QuestionUse,
  difficulty: QuestionDifficulty.nullable(),
  status: PlacedQuestionStatus,
});
export type PlacedQuestion = z.infer<typeof PlacedQuestion>;

const BodyId = z.number().int().positive().max(MAX_DB_ID);
export const AddQuestionBody = z.object({
  AM_id: BodyId,
  AQ_SeqNum: BodyId,
  CQ_Id: BodyId,
  /** Section 3's assessment question carries the question's place: checked against the bank's. */
  CU_id: BodyId.optional(),
  CO_id: BodyId.optional(),
  CN_id: BodyId.optional(),
  SC_id: BodyId.optional(),
});
/** The bank question that takes the place (and number) of a chosen one. */
export const ReplaceQuestionBody = z.object({ CQ_Id: BodyId });
/** Every chosen question's id, in the new order. */
export const QuestionOrderBody = z.object({
  CQ_Ids: z
    .array(BodyId, { error: 'CQ_Ids must be a list of question ids' })
    .min(1, 'CQ_Ids must list the questions')
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, assessmentQuestionMessages.duplicateIds),
});
const PlacedParams = z.object({ id: Id, questionId: Id });

export const teacherAssessmentQuestionEndpoints = {
  courseQuestions: endpoint({
    method: 'GET',
    path: '/api/assessments/courses/:id/questions',
    summary:
      'Bank questions of a course an assessment may take (current, not retired, for assessments), filtered, with their keys',
    access: TEACHER,
    params: z.object({ id: Id }),
    query: CourseQuestionFilters,
    response: ok({
      questions: z.array(TeacherBankQuestion),
      /** How many match the filters; at most COURSE_QUESTIONS_LIMIT are listed. */
      total: z.number().int(),
      concepts: CourseQuestionPlaces,
      /** The marks the course's questions carry, smallest first (the filter's choices). */
      marks: z.array(z.number()),
    }),
  }),
  addQuestion: endpoint({
    method: 'POST',
    path: '/api/assessments/questions',
    summary: 'Place a bank question in the assessment (wizard step 3)',
    access: TEACHER,
    body: AddQuestionBody,
    response: ok({ question: AssessmentQuestion }),
  }),
  assessmentQuestions: endpoint({
    method: 'GET',
    path: '/api/assessments/questions/:id',
    summary: 'The questions placed in an assessment, in order, with their keys',
    access: TEACHER,
    params: z.object({ id: Id }),
    query: CacheBust,
    response: ok({ questions: z.array(PlacedQuestion) }),
  }),
  replaceQuestion: endpoint({
    method: 'POST',
    path: '/api/assessments/:id/questions/:questionId/replace',
    summary: 'Put another question of the same course in place of a chosen one (unserved assessments)',
    access: TEACHER,
    params: PlacedParams,
    body: ReplaceQuestionBody,
    response: ok({ question: PlacedQuestion }),
  }),
  reorderQuestions: endpoint({
    method: 'POST',
    path: '/api/assessments/:id/question-order',
    summary: 'Put the chosen questions in a new order (unserved assessments)',
    access: TEACHER,
    params: z.object({ id: Id }),
    body: QuestionOrderBody,
    response: ok({ questions: z.array(PlacedQuestion) }),
  }),
  removeQuestion: endpoint({
    method: 'DELETE',
    path: '/api/assessments/:id/questions/:questionId',
    summary:
      'Take a chosen question out (unserved assessments); the assessment is unfinished until another is chosen',
    access: TEACHER,
    params: PlacedParams,
    response: ok({}),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './teacher-assessment-questions.messages';

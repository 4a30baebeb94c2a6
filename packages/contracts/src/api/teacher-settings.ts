import { z } from 'zod';
import { FeedbackMode } from '../exam';
import { endpoint, Id } from './endpoint';
import type { CourseFill, CourseFillProblem } from './teacher-assessment-questions';
import { MAX_DB_ID, ok, TEACHER } from './teacher-common';
import { assessmentSettingsMessages } from './teacher-settings.messages';

/**
 * Fair papers (issue 14): an assessment's settings and its question pools, changeable while it is
 * unserved. Every default is the spec's behaviour, so a client that never sends them gets today's exam.
 */

/** The most marks a wrong or skipped answer may take away (and the least: nothing). */
export const MIN_PENALTY_MARKS = -100;
const sm = assessmentSettingsMessages;

const PenaltyMarks = (message: string) =>
  z
    .number({ error: message })
    .finite(message)
    .min(MIN_PENALTY_MARKS, message)
    .max(0, message)
    // Hundredths at most: totals are shown to two places.
    .refine((value) => Math.round(value * 100) === value * 100, message);

export const AssessmentSettings = z.object({
  feedbackMode: FeedbackMode,
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  wrongMarks: PenaltyMarks(sm.wrongMarksRange),
  skippedMarks: PenaltyMarks(sm.skippedMarksRange),
  allowNegativeTotal: z.boolean(),
});
export type AssessmentSettings = z.infer<typeof AssessmentSettings>;

/** The spec's behaviour: feedback at once, one order for everyone, no negative marks. */
export const DEFAULT_ASSESSMENT_SETTINGS: AssessmentSettings = {
  feedbackMode: 'IMMEDIATE',
  shuffleQuestions: false,
  shuffleOptions: false,
  wrongMarks: 0,
  skippedMarks: 0,
  allowNegativeTotal: false,
};

/**
 * Some settings: on create (the rest default) and on change (the rest stay). Unknown fields are
 * ignored like everywhere else; a change that names no setting at all is refused below.
 */
export const AssessmentSettingsChange = AssessmentSettings.partial();
export const UpdateSettingsBody = AssessmentSettingsChange.refine(
  (body) => Object.keys(body).length > 0,
  sm.nothingToChange,
);

/** The largest wrong-answer penalty `marks` allows: never more than the smallest question's marks. */
export function penaltyProblem(wrongMarks: number, smallestMarks: number | null): string | null {
  if (smallestMarks === null || -wrongMarks <= smallestMarks) return null;
  return sm.wrongMarksTooLarge(-wrongMarks, smallestMarks);
}

/**
 * Why `count` questions of `marksEach` cannot join a course now, or null when they fit: like one
 * chosen question (courseFillProblem), the questions still to choose must make up the course's marks.
 */
export function poolFillProblem(
  fill: CourseFill,
  count: number,
  marksEach: number,
): CourseFillProblem | null {
  if (fill.chosenCount + count > fill.questionCount) return 'quotaReached';
  const marksAfter = fill.chosenMarks + count * marksEach;
  const stillToChoose = fill.questionCount - fill.chosenCount - count;
  if (marksAfter + stillToChoose * fill.smallestMarks > fill.totalMarks + 1e-9) return 'marksExceeded';
  if (stillToChoose === 0) return Math.abs(marksAfter - fill.totalMarks) < 1e-9 ? null : 'marksMismatch';
  if (marksAfter + stillToChoose * fill.largestMarks < fill.totalMarks - 1e-9) return 'marksShort';
  return null;
}

/** A pool of an assessment, as its teachers see it. */
export const AssessmentPool = z.object({
  poolId: z.number().int(),
  courseId: z.number().int(),
  courseName: z.string(),
  /** Null: any subconcept of the course. */
  subconceptId: z.number().int().nullable(),
  subconceptName: z.string().nullable(),
  questionCount: z.number().int(),
  marksPerQuestion: z.number(),
  /** Questions a student may draw: the bank's now (unserved), or those frozen at the first serving. */
  candidateCount: z.number().int(),
  frozen: z.boolean(),
});
export type AssessmentPool = z.infer<typeof AssessmentPool>;

export const AddPoolBody = z.object({
  courseId: z.number({ error: 'Course is required' }).int().positive().max(MAX_DB_ID),
  subconceptId: z.number().int().positive().max(MAX_DB_ID).nullable().optional(),
  questionCount: z
    .number({ error: sm.poolCountRange })
    .int(sm.poolCountRange)
    .min(1, sm.poolCountRange)
    .max(200, sm.poolCountRange),
  marksPerQuestion: z
    .number({ error: sm.poolMarksPositive })
    .finite(sm.poolMarksPositive)
    .positive(sm.poolMarksPositive)
    .max(1000, 'Marks per question can be at most 1000.'),
});

/** How many questions a pool could draw from, per allocated course and each of its live subconcepts. */
export const PoolCandidates = z.array(
  z.object({
    courseId: z.number().int(),
    courseName: z.string(),
    candidateCount: z.number().int(),
    subconcepts: z.array(
      z.object({
        subconceptId: z.number().int(),
        subconceptName: z.string(),
        conceptName: z.string(),
        candidateCount: z.number().int(),
      }),
    ),
  }),
);
export type PoolCandidates = z.infer<typeof PoolCandidates>;

export const teacherSettingsEndpoints = {
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/api/assessments/:id/settings',
    summary: 'Change the settings of an unserved assessment (feedback, shuffling, marking)',
    access: TEACHER,
    params: z.object({ id: Id }),
    body: UpdateSettingsBody,
    response: ok({ settings: AssessmentSettings }),
  }),
  pools: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/pools',
    summary: 'The question pools of an assessment',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({ pools: z.array(AssessmentPool) }),
  }),
  poolCandidates: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/pool-candidates',
    summary: 'How many bank questions a pool of each allocated course or subconcept could draw from',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({ courses: PoolCandidates }),
  }),
  addPool: endpoint({
    method: 'POST',
    path: '/api/assessments/:id/pools',
    summary: 'Add a pool: N random questions of a course or subconcept (unserved assessments)',
    access: TEACHER,
    params: z.object({ id: Id }),
    body: AddPoolBody,
    response: ok({ pool: AssessmentPool }),
  }),
  removePool: endpoint({
    method: 'DELETE',
    path: '/api/assessments/:id/pools/:poolId',
    summary: 'Remove a pool (unserved assessments)',
    access: TEACHER,
    params: z.object({ id: Id, poolId: Id }),
    response: ok({}),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './teacher-settings.messages';

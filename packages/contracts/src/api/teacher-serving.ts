import { z } from 'zod';
import { messages } from '../messages';
import { CacheBust, endpoint, Id } from './endpoint';
import { MAX_DB_ID, ok, TEACHER } from './teacher-common';
import { servingMessages } from './teacher-serving.messages';

/** A date and time with its offset (ISO 8601), as a Date. */
const IsoDateTime = (field: string) =>
  z
    .string({ error: servingMessages.invalidTime(field) })
    .trim()
    .max(40, servingMessages.invalidTime(field))
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
        !Number.isNaN(Date.parse(value)),
      servingMessages.invalidTime(field),
    );

export const TeacherCohort = z.object({
  CH_id: z.number().int(),
  CH_Name: z.string(),
  name: z.string(),
  semester: z.string().nullable(),
  studentCount: z.number().int(),
  student_count: z.number().int(),
  curriculum: z.string(),
  trainingCenter: z.string(),
  TC_id: z.number().int(),
  TP_id: z.number().int(),
  is_served: z.boolean(),
  served_date: z.string().nullable(),
  /** Whether the cohort studies the assessment's curriculum (cohorts-for-serving only): the UI warns before serving otherwise. */
  curriculumMatches: z.boolean().optional(),
});
export type TeacherCohort = z.infer<typeof TeacherCohort>;
export const CohortStudent = z.object({
  ST_id: z.number().int(),
  ST_Firstname: z.string(),
  ST_Lastname: z.string(),
  ST_Username: z.string(),
});
export const ServeBody = z.object({
  assessmentId: z
    .number({ error: messages.teacher.selectAssessmentAndCohort })
    .int()
    .positive()
    .max(MAX_DB_ID),
  cohortId: z.number({ error: messages.teacher.selectAssessmentAndCohort }).int().positive().max(MAX_DB_ID),
  /** Required when the cohort already has the assessment: resets that cohort's attempts. */
  confirmReset: z.boolean().optional(),
  /** The availability window (issue 14): students may start from opensAt, and every clock stops at closesAt. */
  opensAt: IsoDateTime('opensAt').nullable().optional(),
  closesAt: IsoDateTime('closesAt').nullable().optional(),
});

/** One serving of an assessment: a cohort, its window and how far its students are (links to the exam room). */
export const AssessmentServing = z.object({
  servingId: z.number().int(),
  cohortId: z.number().int(),
  cohortName: z.string(),
  servedAt: z.string(),
  round: z.number().int(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  paused: z.boolean(),
  studentCount: z.number().int(),
  startedCount: z.number().int(),
  completedCount: z.number().int(),
});
export type AssessmentServing = z.infer<typeof AssessmentServing>;

export const teacherServingEndpoints = {
  servingStatus: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/serving-status',
    summary: 'Whether an assessment is served and how many attempts it has',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({
      isServed: z.boolean(),
      details: z.object({ counts: z.object({ attempt_count: z.number().int() }) }),
    }),
  }),
  cohortsForServing: endpoint({
    method: 'GET',
    path: '/api/teacher/cohorts-for-serving',
    summary: "The teacher's cohorts, marked when they already have the assessment",
    access: TEACHER,
    query: z.object({ assessmentId: Id }),
    response: ok({ data: z.array(TeacherCohort) }),
  }),
  cohortDetails: endpoint({
    method: 'GET',
    path: '/api/teacher/cohort-details/:cohortId',
    summary: 'A cohort and its students',
    access: TEACHER,
    params: z.object({ cohortId: Id }),
    response: ok({ cohort: TeacherCohort, students: z.array(CohortStudent) }),
  }),
  checkAssessment: endpoint({
    method: 'GET',
    path: '/api/teacher/check-assessment/:assessmentId/:cohortId',
    summary: 'Whether a cohort already has the assessment',
    access: TEACHER,
    params: z.object({ assessmentId: Id, cohortId: Id }),
    response: ok({ exists: z.boolean() }),
  }),
  serve: endpoint({
    method: 'POST',
    path: '/api/teacher/serve-assessment',
    summary: 'Serve an assessment to a cohort',
    access: TEACHER,
    body: ServeBody,
    response: ok({ data: z.object({ totalStudents: z.number().int() }) }),
  }),
  servings: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/servings',
    summary: 'The servings of an assessment: cohort, window, paused, started and completed counts',
    access: TEACHER,
    params: z.object({ id: Id }),
    query: CacheBust,
    response: ok({ servings: z.array(AssessmentServing) }),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './teacher-serving.messages';

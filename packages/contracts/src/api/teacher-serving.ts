import { z } from 'zod';
import { messages } from '../messages';
import { endpoint, Id } from './endpoint';
import { MAX_DB_ID, ok, TEACHER } from './teacher-common';

/** Serving: an assessment given to one of the teacher's cohorts, and served again after a reset. */

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
});

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
} as const;

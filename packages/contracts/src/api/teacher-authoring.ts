import { z } from 'zod';
import { PermissionLevel } from '../enums';
import { CacheBust, endpoint, Id, OkResponse } from './endpoint';
import { MAX_DB_ID, ok, TEACHER } from './teacher-common';
import { AssessmentSettings, AssessmentSettingsChange } from './teacher-settings';

export const CourseAllocation = z.object({
  AC_AM_id: z.number().int(),
  AC_CU_id: z.number().int(),
  AC_CO_id: z.number().int(),
  AC_CO_NoOfQns: z.number().int(),
  AC_CO_TotMarks: z.number(),
  CO_Name: z.string(),
});
export type CourseAllocation = z.infer<typeof CourseAllocation>;
export const AssessmentActions = z.object({
  /** The delete control: a Delete button, 'Protected' (served, owner) or 'Read Only'. */
  delete: z.enum(['delete', 'protected', 'readOnly']),
  manageQuestions: z.boolean(),
  serve: z.boolean(),
  manageAccess: z.boolean(),
  viewResults: z.boolean(),
});
export type AssessmentActions = z.infer<typeof AssessmentActions>;
export const TeacherAssessment = z.object({
  AM_id: z.number().int(),
  AM_Name: z.string(),
  AM_Description: z.string().nullable(),
  AM_Duration: z.number().int(),
  AM_TotQns: z.number().int(),
  AM_TotMarks: z.number(),
  AM_CU_id: z.number().int(),
  CU_Name: z.string(),
  permission_level: PermissionLevel.nullable(),
  is_owner: z.boolean(),
  is_finalized: z.boolean(),
  courses: z.array(CourseAllocation),
  serving: z.object({ isServed: z.boolean(), cohortCount: z.number().int(), attemptCount: z.number().int() }),
  /** What this teacher may do with it (spec section 6), decided by the server's policy. */
  actions: AssessmentActions,
  /** Fair-paper settings (issue 14); the defaults are the spec's behaviour. */
  settings: AssessmentSettings,
  /** Questions chosen exactly, and questions students draw from pools; together they make AM_TotQns once finished. */
  chosenCount: z.number().int(),
  pooledCount: z.number().int(),
});
export type TeacherAssessment = z.infer<typeof TeacherAssessment>;
/** The most questions and marks an assessment holds (step 1, and totals that follow a course in step 3). */
export const MAX_ASSESSMENT_QUESTIONS = 200;
export const MAX_ASSESSMENT_MARKS = 1000;
export const CreateAssessmentBody = z.object({
  AM_id: z.number().int().positive().max(MAX_DB_ID),
  AM_Name: z.string().trim().min(1, 'Assessment name is required').max(200),
  AM_Description: z.string().trim().max(2000).optional(),
  AM_Duration: z
    .number()
    .int()
    .min(60, 'Duration must be at least 1 minute')
    .max(6 * 3600),
  AM_TotQns: z.number().int().min(1, 'Total questions must be at least 1').max(MAX_ASSESSMENT_QUESTIONS),
  AM_TotMarks: z.number().int().min(1, 'Total marks must be at least 1').max(MAX_ASSESSMENT_MARKS),
  AM_CU_id: z.number().int().positive({ message: 'Curriculum is required' }).max(MAX_DB_ID),
  /** Issue 14's settings; any left out take the spec's defaults. */
  settings: AssessmentSettingsChange.optional(),
});
export const AllocateCourseBody = z.object({
  AC_AM_id: z.number().int().positive().max(MAX_DB_ID),
  AC_CU_id: z.number().int().positive().max(MAX_DB_ID),
  AC_CO_id: z.number().int().positive({ message: 'Course is required' }).max(MAX_DB_ID),
  AC_CO_NoOfQns: z.number().int().min(1, 'Number of questions must be at least 1').max(200),
  AC_CO_TotMarks: z.number().int().min(1, 'Marks must be at least 1').max(1000),
  /** Section 3's course allocation carries the course's name: checked, never trusted over the id. */
  CO_Name: z.string().max(500).optional(),
});
/**
 * A course allocation changed: its number of questions and marks (the course itself stays). With
 * `totalsFollow` (step 3, issue 28) the assessment's total questions and marks change by as much as
 * the course's do, so a teacher can make room for a question without going back to step 1; without
 * it the course moves within the totals (step 2).
 */
export const UpdateAllocationBody = AllocateCourseBody.pick({
  AC_CO_NoOfQns: true,
  AC_CO_TotMarks: true,
}).extend({ totalsFollow: z.boolean().optional() });
/** An assessment's totals as the server holds them after a change. */
export const AssessmentTotals = z.object({ AM_TotQns: z.number().int(), AM_TotMarks: z.number() });
export type AssessmentTotals = z.infer<typeof AssessmentTotals>;
/** Removing a course whose questions are chosen removes them too, only when the teacher confirms it. */
export const RemoveAllocationQuery = z.object({
  removeQuestions: z
    .enum(['true', 'false'], { error: 'removeQuestions must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
const AllocationParams = z.object({ id: Id, courseId: Id });

export const teacherAuthoringEndpoints = {
  listAssessments: endpoint({
    method: 'GET',
    path: '/api/assessments/list',
    summary: 'Assessments the teacher owns or was given access to',
    access: TEACHER,
    query: CacheBust,
    response: ok({ assessments: z.array(TeacherAssessment) }),
  }),
  nextId: endpoint({
    method: 'GET',
    path: '/api/assessments/next-id',
    summary: 'The next free assessment id',
    access: TEACHER,
    query: CacheBust,
    response: ok({ nextId: z.number().int() }),
  }),
  curricula: endpoint({
    method: 'GET',
    path: '/api/assessments/curricula',
    summary: 'Curricula to build an assessment on',
    access: TEACHER,
    response: ok({ curricula: z.array(z.object({ CU_id: z.number().int(), CU_Name: z.string() })) }),
  }),
  courses: endpoint({
    method: 'GET',
    path: '/api/assessments/courses',
    summary: 'Courses of a curriculum',
    access: TEACHER,
    query: z.object({ curriculum_id: Id }),
    response: ok({
      courses: z.array(
        z.object({ CO_id: z.number().int(), CO_Name: z.string(), questionCount: z.number().int() }),
      ),
    }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/assessments/create',
    summary: 'Create an assessment (wizard step 1)',
    access: TEACHER,
    body: CreateAssessmentBody,
    response: ok({ AM_id: z.number().int() }),
  }),
  allocateCourse: endpoint({
    method: 'POST',
    path: '/api/assessments/courses',
    summary: 'Allocate questions and marks to a course (wizard step 2)',
    access: TEACHER,
    body: AllocateCourseBody,
    response: ok({ allocation: CourseAllocation }),
  }),
  assessmentCourses: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/courses',
    summary: 'Course allocations of an assessment',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({ courses: z.array(CourseAllocation) }),
  }),
  getAssessment: endpoint({
    method: 'GET',
    path: '/api/assessments/:id',
    summary: 'One assessment',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: ok({ assessment: TeacherAssessment }),
  }),
  deleteAssessment: endpoint({
    method: 'DELETE',
    path: '/api/assessments/:id',
    summary: 'Delete an unserved assessment (owner only)',
    access: TEACHER,
    params: z.object({ id: Id }),
    response: OkResponse,
  }),
  updateAllocation: endpoint({
    method: 'PATCH',
    path: '/api/assessments/:id/courses/:courseId',
    summary:
      "Change a course allocation of an unserved assessment (never below the questions chosen for it); with totalsFollow the assessment's totals change with it",
    access: TEACHER,
    params: AllocationParams,
    body: UpdateAllocationBody,
    response: ok({ allocation: CourseAllocation, totals: AssessmentTotals }),
  }),
  removeAllocation: endpoint({
    method: 'DELETE',
    path: '/api/assessments/:id/courses/:courseId',
    summary:
      'Remove a course allocation of an unserved assessment; its chosen questions go too with removeQuestions=true',
    access: TEACHER,
    params: AllocationParams,
    query: RemoveAllocationQuery,
    response: ok({ removedQuestions: z.number().int() }),
  }),
} as const;
// The area's words live beside it, free of zod, so a page that shows them does not load the schemas.
export * from './teacher-authoring.messages';

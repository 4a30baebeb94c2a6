import { z } from 'zod';
import { endpoint } from './endpoint';
import { teacherAssessmentQuestionEndpoints } from './teacher-assessment-questions';
import { teacherAuthoringEndpoints } from './teacher-authoring';
import { ok, TEACHER } from './teacher-common';
import { teacherResultsEndpoints } from './teacher-results';
import { TeacherCohort, teacherServingEndpoints } from './teacher-serving';
import { teacherSettingsEndpoints } from './teacher-settings';
import { teacherSharingEndpoints } from './teacher-sharing';

// Issue 14's settings and pools, exported with the rest of the teacher area (index.ts lists this file).
export * from './teacher-settings';

/** One line of a teacher's recent activity: something that happened in their cohorts or to their work. */
export const TeacherActivity = z.object({
  kind: z.enum(['submitted', 'time_up', 'served']),
  at: z.string(),
  assessmentId: z.number().int(),
  assessmentName: z.string(),
  cohortName: z.string(),
  /** The student (attempts) or the teacher who served. */
  personName: z.string(),
  score: z.number().nullable(),
  totalMarks: z.number().nullable(),
});
export type TeacherActivity = z.infer<typeof TeacherActivity>;
export const TeacherOverview = z.object({
  /** The teacher's previous sign-in: "new" means after it; null on a first sign-in (then: the last 7 days). */
  since: z.string().nullable(),
  newAttempts: z.number().int(),
  inProgress: z.number().int(),
  drafts: z.number().int(),
  readyToServe: z.number().int(),
  cohorts: z.number().int(),
  recentActivity: z.array(TeacherActivity),
});
export type TeacherOverview = z.infer<typeof TeacherOverview>;

/** The teacher's own page: profile, overview and cohorts. */
const teacherDashboardEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: '/api/teacher/profile',
    summary: "The teacher's profile",
    access: TEACHER,
    response: ok({
      profile: z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        trainingCenter: z.string().nullable(),
      }),
    }),
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/teacher/dashboard',
    summary:
      "The teacher's overview: what is new since their last sign-in, drafts, and their cohorts' activity",
    access: TEACHER,
    response: ok({ data: TeacherOverview }),
  }),
  cohorts: endpoint({
    method: 'GET',
    path: '/api/teacher/cohorts',
    summary: "The teacher's cohorts",
    access: TEACHER,
    response: ok({ cohorts: z.array(TeacherCohort) }),
  }),
} as const;

/**
 * Every teacher call, as `api.teacher.*`: authoring, sharing, serving and results each live in their
 * own file (teacher-authoring.ts and teacher-assessment-questions.ts, teacher-sharing.ts, teacher-serving.ts, teacher-results.ts).
 */
export const teacherEndpoints = {
  ...teacherAuthoringEndpoints,
  ...teacherAssessmentQuestionEndpoints,
  ...teacherSettingsEndpoints,
  ...teacherSharingEndpoints,
  ...teacherServingEndpoints,
  ...teacherResultsEndpoints,
  ...teacherDashboardEndpoints,
} as const;

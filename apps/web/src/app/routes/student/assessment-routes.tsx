import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** The student dashboard and timed assessments (children of /student). */
export const studentAssessmentRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./dashboard').then((m) => ({ Component: m.StudentDashboardRoute })) },
  {
    path: paths.student.assessments.path,
    lazy: () => import('./assessments').then((m) => ({ Component: m.StudentAssessmentsRoute })),
  },
  {
    path: paths.student.assessmentResult.path,
    lazy: () => import('./assessment-result').then((m) => ({ Component: m.StudentAssessmentResultRoute })),
  },
  {
    path: paths.student.thankYou.path,
    lazy: () => import('./thank-you').then((m) => ({ Component: m.StudentThankYouRoute })),
  },
  {
    path: paths.student.quiz.path,
    lazy: () => import('./quiz').then((m) => ({ Component: m.StudentQuizRoute })),
  },
];

import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { StudentAssessmentResultRoute } from './assessment-result';
import { StudentAssessmentsRoute } from './assessments';
import { StudentDashboardRoute } from './dashboard';
import { StudentQuizRoute } from './quiz';
import { StudentThankYouRoute } from './thank-you';

/** The student dashboard and timed assessments (children of /student). */
export const studentAssessmentRoutes: RouteObject[] = [
  { index: true, element: <StudentDashboardRoute /> },
  { path: paths.student.assessments.path, element: <StudentAssessmentsRoute /> },
  { path: paths.student.assessmentResult.path, element: <StudentAssessmentResultRoute /> },
  { path: paths.student.thankYou.path, element: <StudentThankYouRoute /> },
  { path: paths.student.quiz.path, element: <StudentQuizRoute /> },
];

import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { StudentAssessmentsRoute } from './assessments';
import { StudentDashboardRoute } from './dashboard';

/** The student dashboard and timed assessments (children of /student). */
export const studentAssessmentRoutes: RouteObject[] = [
  { index: true, element: <StudentDashboardRoute /> },
  { path: paths.student.assessments.path, element: <StudentAssessmentsRoute /> },
];

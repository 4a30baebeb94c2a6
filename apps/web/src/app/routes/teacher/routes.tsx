import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { TeacherAssessmentsRoute } from './assessments';
import { TeacherCreateAssessmentRoute } from './create-assessment';
import { TeacherDashboardRoute } from './dashboard';

/** The teacher area (children of /teacher). */
export const teacherRoutes: RouteObject[] = [
  { index: true, element: <TeacherDashboardRoute /> },
  { path: paths.teacher.assessments.path, element: <TeacherAssessmentsRoute /> },
  { path: paths.teacher.createAssessment.path, element: <TeacherCreateAssessmentRoute /> },
];

import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { StudentLearningRoute } from './learning';

/** The student's learning journey: tree, study viewers, practice quizzes (children of /student). */
export const learningRoutes: RouteObject[] = [
  { path: paths.student.learning.path, element: <StudentLearningRoute /> },
];

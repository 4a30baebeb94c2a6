import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { StudentLearningRoute } from './learning';
import { StudentPracticeRoute } from './learning-practice';
import { StudentStudyRoute } from './learning-study';

/** The student's learning journey: tree, study viewers, practice quizzes (children of /student). */
export const learningRoutes: RouteObject[] = [
  { path: paths.student.learning.path, element: <StudentLearningRoute /> },
  { path: paths.student.studySubconcept.path, element: <StudentStudyRoute /> },
  { path: paths.student.studyConcept.path, element: <StudentStudyRoute /> },
  { path: paths.student.practiceQuiz.path, element: <StudentPracticeRoute /> },
];

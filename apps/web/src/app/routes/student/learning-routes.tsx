import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** The student's learning journey: tree, study viewers, practice quizzes (children of /student). */
export const learningRoutes: RouteObject[] = [
  {
    path: paths.student.learning.path,
    lazy: () => import('./learning').then((m) => ({ Component: m.StudentLearningRoute })),
  },
  {
    path: paths.student.studySubconcept.path,
    lazy: () => import('./learning-study').then((m) => ({ Component: m.StudentStudyRoute })),
  },
  {
    path: paths.student.studyConcept.path,
    lazy: () => import('./learning-study').then((m) => ({ Component: m.StudentStudyRoute })),
  },
  {
    path: paths.student.practiceQuiz.path,
    lazy: () => import('./learning-practice').then((m) => ({ Component: m.StudentPracticeRoute })),
  },
];

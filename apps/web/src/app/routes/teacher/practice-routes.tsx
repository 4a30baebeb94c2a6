import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** Who needs help in a class, and the practice set from it (issue 30). */
export const teacherPracticeRoutes: RouteObject[] = [
  {
    path: paths.teacher.needsHelp.path,
    lazy: () => import('./practice-screens').then((m) => ({ Component: m.TeacherNeedsHelpRoute })),
  },
  {
    path: paths.teacher.practice.path,
    lazy: () => import('./practice-screens').then((m) => ({ Component: m.TeacherPracticeRoute })),
  },
  {
    path: paths.teacher.practiceAssignment.path,
    lazy: () => import('./practice-screens').then((m) => ({ Component: m.TeacherPracticeAssignmentRoute })),
  },
];

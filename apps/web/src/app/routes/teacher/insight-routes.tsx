import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** The class view and the student page (issue 30). */
export const teacherInsightRoutes: RouteObject[] = [
  {
    path: paths.teacher.classView.path,
    lazy: () => import('./insight-screens').then((m) => ({ Component: m.TeacherClassViewRoute })),
  },
  {
    path: paths.teacher.classViewCohort.path,
    lazy: () => import('./insight-screens').then((m) => ({ Component: m.TeacherClassViewRoute })),
  },
  {
    path: paths.teacher.studentReport.path,
    lazy: () => import('./insight-screens').then((m) => ({ Component: m.TeacherStudentReportRoute })),
  },
];

import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** Extra time of the students of the teacher's cohorts (issue 14). */
export const teacherAccommodationRoutes: RouteObject[] = [
  {
    path: paths.teacher.extraTime.path,
    lazy: () => import('./accommodation-screens').then((m) => ({ Component: m.TeacherExtraTimeRoute })),
  },
];

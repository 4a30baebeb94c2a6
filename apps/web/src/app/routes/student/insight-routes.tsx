import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** What the student's answers say back to her (issue 30; children of /student). */
export const insightRoutes: RouteObject[] = [
  {
    path: paths.student.mastery.path,
    lazy: () => import('./mastery').then((m) => ({ Component: m.StudentMasteryRoute })),
  },
];

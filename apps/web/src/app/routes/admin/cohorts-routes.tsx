import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** Cohorts: teachers and students, rename, add and remove members (children of /admin). */
export const cohortsRoutes: RouteObject[] = [
  {
    path: paths.admin.cohorts.path,
    lazy: () => import('./cohorts-screens').then((m) => ({ Component: m.AdminCohortsRoute })),
  },
  {
    path: paths.admin.cohort.path,
    lazy: () => import('./cohorts-screens').then((m) => ({ Component: m.AdminCohortRoute })),
  },
];

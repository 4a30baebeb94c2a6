import type { RouteObject } from 'react-router';

/** Cohorts: teachers and students, rename, add and remove members (children of /admin). */
export const cohortsRoutes: RouteObject[] = [];

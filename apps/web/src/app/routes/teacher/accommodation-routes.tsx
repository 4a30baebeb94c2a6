import type { RouteObject } from 'react-router';

/** Extra time of the students of the teacher's cohorts (issue 14). */
export const teacherAccommodationRoutes: RouteObject[] = [];

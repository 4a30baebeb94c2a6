import type { RouteObject } from 'react-router';

/** Extra time of any student (issue 14). */
export const adminAccommodationRoutes: RouteObject[] = [];

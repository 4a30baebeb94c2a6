import type { RouteObject } from 'react-router';

/** Students and teachers: browse, search, edit, deactivate, reset; search-as-you-type pickers (children of /admin). */
export const peopleRoutes: RouteObject[] = [];

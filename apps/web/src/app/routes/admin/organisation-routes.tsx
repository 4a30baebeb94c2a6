import type { RouteObject } from 'react-router';

/** Training partners and centers: list, create, edit, deactivate (children of /admin). */
export const organisationRoutes: RouteObject[] = [];

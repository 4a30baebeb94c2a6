import type { RouteObject } from 'react-router';

/** Content library: uploads (tus), web links, replace, reorder, retire (children of /admin). */
export const libraryRoutes: RouteObject[] = [];

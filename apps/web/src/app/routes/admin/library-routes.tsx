import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** Content library: uploads (tus), web links, replace, reorder, retire (children of /admin). */
export const libraryRoutes: RouteObject[] = [
  {
    path: paths.admin.conceptContent.path,
    lazy: () => import('./library-screens').then((m) => ({ Component: m.AdminConceptContentRoute })),
  },
  {
    path: paths.admin.subconceptContent.path,
    lazy: () => import('./library-screens').then((m) => ({ Component: m.AdminSubconceptContentRoute })),
  },
];

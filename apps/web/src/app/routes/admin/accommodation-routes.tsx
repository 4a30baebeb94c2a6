import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** Extra time of any student (issue 14). */
export const adminAccommodationRoutes: RouteObject[] = [
  {
    path: paths.admin.extraTime.path,
    lazy: () => import('./accommodation-screens').then((m) => ({ Component: m.AdminExtraTimeRoute })),
  },
];

import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** School analytics (issue 30; children of /admin). */
export const analyticsRoutes: RouteObject[] = [
  {
    path: paths.admin.analytics.path,
    lazy: () => import('./analytics-screen').then((m) => ({ Component: m.AdminAnalyticsRoute })),
  },
];

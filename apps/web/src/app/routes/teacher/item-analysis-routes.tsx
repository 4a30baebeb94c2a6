import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** Item analysis of a served assessment and its regrade (issue 30). */
export const teacherItemAnalysisRoutes: RouteObject[] = [
  {
    path: paths.teacher.itemAnalysis.path,
    lazy: () => import('./item-analysis').then((m) => ({ Component: m.TeacherItemAnalysisRoute })),
  },
];

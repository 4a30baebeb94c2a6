import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** Curriculum editing: curricula, courses, concepts, subconcepts (children of /admin). */
export const curriculumRoutes: RouteObject[] = [
  {
    path: paths.admin.curriculum.path,
    lazy: () => import('./curriculum-screens').then((m) => ({ Component: m.AdminCurriculumRoute })),
  },
  {
    path: paths.admin.curriculumTree.path,
    lazy: () => import('./curriculum-screens').then((m) => ({ Component: m.AdminCurriculumTreeRoute })),
  },
];

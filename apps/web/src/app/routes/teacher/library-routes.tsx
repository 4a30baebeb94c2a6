import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** The teacher's content library (children of /teacher). */
export const teacherLibraryRoutes: RouteObject[] = [
  {
    path: paths.teacher.content.path,
    lazy: () => import('./library-screens').then((m) => ({ Component: m.TeacherLibraryRoute })),
  },
  {
    path: paths.teacher.conceptContent.path,
    lazy: () => import('./library-screens').then((m) => ({ Component: m.TeacherConceptContentRoute })),
  },
  {
    path: paths.teacher.subconceptContent.path,
    lazy: () => import('./library-screens').then((m) => ({ Component: m.TeacherSubconceptContentRoute })),
  },
];

import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** Students and teachers: browse, search, edit, deactivate, reset; search-as-you-type pickers (children of /admin). */
export const peopleRoutes: RouteObject[] = [
  {
    path: paths.admin.students.path,
    lazy: () => import('./people-screens').then((m) => ({ Component: m.AdminStudentsRoute })),
  },
  {
    path: paths.admin.teachers.path,
    lazy: () => import('./people-screens').then((m) => ({ Component: m.AdminTeachersRoute })),
  },
  {
    path: paths.admin.person.path,
    lazy: () => import('./people-screens').then((m) => ({ Component: m.AdminPersonRoute })),
  },
];

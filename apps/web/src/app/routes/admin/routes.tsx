import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminAddUserRoute } from './add-user';
import { AdminDashboardRoute } from './dashboard';
import { AdminManageAdminsRoute } from './manage-admins';

/** The admin area (children of /admin). */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminDashboardRoute /> },
  { path: paths.admin.addUser.path, element: <AdminAddUserRoute /> },
  { path: paths.admin.manageAdmins.path, element: <AdminManageAdminsRoute /> },
];

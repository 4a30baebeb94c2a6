import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** Training partners and centers: list, create, edit, deactivate (children of /admin). */
export const organisationRoutes: RouteObject[] = [
  {
    path: paths.admin.partners.path,
    lazy: () => import('./partners').then((m) => ({ Component: m.AdminPartnersRoute })),
  },
];

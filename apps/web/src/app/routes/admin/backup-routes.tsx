import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** Backups: download an archive, list nightly archives (children of /admin). */
export const backupRoutes: RouteObject[] = [
  {
    path: paths.admin.backups.path,
    lazy: () => import('./backup-screens').then((m) => ({ Component: m.AdminBackupsRoute })),
  },
];

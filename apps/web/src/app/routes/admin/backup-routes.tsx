import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { BackupsPage } from '../../../features/backup/components/backups-page';
import { useMessages } from '../../../i18n';

/** /admin/backups */
function AdminBackupsRoute() {
  const t = useMessages();
  return (
    <AdminScreen title={t.backup.title} intro={t.backup.intro}>
      <BackupsPage />
    </AdminScreen>
  );
}

/** Backups: download an archive, list nightly archives (children of /admin). */
export const backupRoutes: RouteObject[] = [
  { path: paths.admin.backups.path, element: <AdminBackupsRoute /> },
];

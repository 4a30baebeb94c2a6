import { BackupsPage } from '../../../features/backup/components/backups-page';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** /admin/backups */
export function AdminBackupsRoute() {
  const t = useMessages();
  return (
    <AdminScreen title={t.backup.title} intro={t.backup.intro}>
      <BackupsPage />
    </AdminScreen>
  );
}

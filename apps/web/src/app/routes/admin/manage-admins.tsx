import { AdminRequestsList } from '../../../features/admin/components/admin-requests-list';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** /admin/manage-admins: the admin-access request queue. */
export function AdminManageAdminsRoute() {
  const t = useMessages();
  return (
    <AdminScreen title={t.admin.manageAdmins.title} intro={t.admin.manageAdmins.intro}>
      <AdminRequestsList />
    </AdminScreen>
  );
}

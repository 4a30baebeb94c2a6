import { AdminRequestsList } from '../../../features/admin/components/admin-requests-list';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { useMessages } from '../../../i18n';

/** /admin/manage-admins: the admin-access request queue. */
export function AdminManageAdminsRoute() {
  const t = useMessages();
  return (
    <AdminScreen title={t.admin.manageAdmins.title} intro={t.admin.manageAdmins.intro}>
      <AdminRequestsList />
    </AdminScreen>
  );
}

import { RequestAdminForm } from '../../../features/admin/components/request-admin-form';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** /admin/request-admin */
export function AdminRequestAdminRoute() {
  const t = useMessages();
  return (
    <AdminScreen title={t.admin.requestAdmin.title} intro={t.admin.requestAdmin.intro}>
      <RequestAdminForm />
    </AdminScreen>
  );
}

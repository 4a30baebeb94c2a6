import { PasswordResetList } from '../../../features/admin/components/password-reset-list';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** /admin/password-reset-requests */
export function AdminPasswordResetRequestsRoute() {
  const t = useMessages();
  return (
    <AdminScreen title={t.admin.passwordResets.title} intro={t.admin.passwordResets.intro}>
      <PasswordResetList />
    </AdminScreen>
  );
}

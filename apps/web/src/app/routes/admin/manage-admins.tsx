import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { PlaceholderPage } from '../../layouts/placeholder-page';

/** /admin/manage-admins: placeholder until admin-request management lands. */
export function AdminManageAdminsRoute() {
  const t = useMessages();
  return <PlaceholderPage title={t.admin.manageAdminsTitle} backHref={paths.admin.home.getHref()} />;
}

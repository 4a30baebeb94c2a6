import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { PlaceholderPage } from '../../layouts/placeholder-page';

/** /admin/add-user: placeholder until the add-user screen lands. */
export function AdminAddUserRoute() {
  const t = useMessages();
  return <PlaceholderPage title={t.admin.addUserTitle} backHref={paths.admin.home.getHref()} />;
}

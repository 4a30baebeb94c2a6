import { ExtraTimePage } from '../../../features/accommodations/extra-time-page';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** /admin/extra-time: the extra time of any cohort's students. */
export function AdminExtraTimeRoute() {
  const t = useMessages().accommodations;
  return (
    <AdminScreen title={t.page.title} intro={t.page.adminIntro}>
      <ExtraTimePage area="admin" />
    </AdminScreen>
  );
}

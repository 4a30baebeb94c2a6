import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { ExtraTimePage } from '../../../features/accommodations/extra-time-page';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { useMessages } from '../../../i18n';

/** /admin/extra-time: the extra time of any cohort's students. */
function AdminExtraTimeRoute() {
  const t = useMessages().accommodations;
  return (
    <AdminScreen title={t.page.title} intro={t.page.adminIntro}>
      <ExtraTimePage area="admin" />
    </AdminScreen>
  );
}

/** Extra time of any student (issue 14). */
export const adminAccommodationRoutes: RouteObject[] = [
  { path: paths.admin.extraTime.path, element: <AdminExtraTimeRoute /> },
];

import { PartnersPage } from '../../../features/organisation/components/partners-page';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** /admin/partners: training partners and their centers. */
export function AdminPartnersRoute() {
  const t = useMessages();
  return (
    <AdminScreen title={t.organisation.title} intro={t.organisation.intro}>
      <PartnersPage />
    </AdminScreen>
  );
}

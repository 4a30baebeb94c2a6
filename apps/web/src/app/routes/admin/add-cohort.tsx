import { CohortFormPanel } from '../../../features/admin/components/cohort-form';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** /admin/add-cohort */
export function AdminAddCohortRoute() {
  const t = useMessages();
  return (
    <AdminScreen title={t.admin.cohort.title} intro={t.cohorts.form.intro}>
      <CohortFormPanel />
    </AdminScreen>
  );
}

import { useParams } from 'react-router';
import { useCohort } from '../../../features/cohorts/api';
import { CohortDetail } from '../../../features/cohorts/cohort-detail';
import { CohortList } from '../../../features/cohorts/cohort-list';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** /admin/cohorts */
export function AdminCohortsRoute() {
  const l = useMessages().cohorts.list;
  return (
    <AdminScreen title={l.title} intro={l.intro}>
      <CohortList />
    </AdminScreen>
  );
}

/** /admin/cohorts/:cohortId: the page is titled with the cohort's name once it has loaded. */
export function AdminCohortRoute() {
  const d = useMessages().cohorts.detail;
  const value = Number(useParams().cohortId);
  // Not a positive integer: 0, which the API answers 400 and the page shows as a load failure.
  const cohortId = Number.isInteger(value) && value > 0 ? value : 0;
  const cohort = useCohort(cohortId);
  return (
    <AdminScreen title={cohort.data?.cohort.name ?? d.pageTitle}>
      <CohortDetail cohortId={cohortId} />
    </AdminScreen>
  );
}

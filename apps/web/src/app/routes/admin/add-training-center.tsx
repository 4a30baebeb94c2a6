import { TrainingCenterForm } from '../../../features/admin/components/training-center-form';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** /admin/add-training-center */
export function AdminAddTrainingCenterRoute() {
  const t = useMessages();
  return (
    <AdminScreen title={t.admin.trainingCenter.title} intro={t.admin.trainingCenter.intro}>
      <TrainingCenterForm />
    </AdminScreen>
  );
}

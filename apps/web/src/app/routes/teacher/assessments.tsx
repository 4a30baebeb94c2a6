import { AssessmentList } from '../../../features/teacher/components/assessment-list';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /teacher/assessments: assessment management. */
export function TeacherAssessmentsRoute() {
  const t = useMessages();
  return (
    <AppPage title={t.teacher.list.pageTitle}>
      <AssessmentList />
    </AppPage>
  );
}

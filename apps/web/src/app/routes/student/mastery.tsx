import { MyMastery } from '../../../features/insight/components/my-mastery';
import { useMessages } from '../../../i18n';
import { StudentPage } from '../../layouts/student-page';

/** /student/mastery: Performance Analytics, the student's own mastery and scores (issue 30). */
export function StudentMasteryRoute() {
  const t = useMessages().student.mastery;
  return (
    <StudentPage pageTitle={t.pageTitle} title={t.title} intro={t.intro} backLabel={t.backToDashboard}>
      <MyMastery />
    </StudentPage>
  );
}

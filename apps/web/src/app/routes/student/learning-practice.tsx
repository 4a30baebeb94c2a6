import { useParams } from 'react-router';
import { PracticeQuiz } from '../../../features/learning/components/practice-quiz';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /student/learning/quiz/subconcept/:subconceptId: a practice quiz. */
export function StudentPracticeRoute() {
  const t = useMessages().learning.practice;
  const subconceptId = Number(useParams().subconceptId);
  return (
    <AppPage title={t.pageTitle}>
      <PracticeQuiz key={subconceptId} subconceptId={subconceptId} />
    </AppPage>
  );
}

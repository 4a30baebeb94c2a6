import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { QuizRunner } from '../../../features/attempts/components/quiz-runner';
import { useMessages } from '../../../i18n';
import { useSession } from '../../../lib/session-provider';
import { AppPage } from '../../layouts/app-page';

/** /student/quiz/:assessmentId: the timed quiz. */
export function StudentQuizRoute() {
  const t = useMessages();
  const { user } = useSession();
  const assessmentId = Number(useParams().assessmentId);
  if (!Number.isInteger(assessmentId) || assessmentId <= 0 || !user) {
    return <Navigate to={paths.student.assessments.getHref()} replace />;
  }
  return (
    <AppPage title={t.student.quiz.pageTitle}>
      <QuizRunner key={assessmentId} studentId={user.id} assessmentId={assessmentId} />
    </AppPage>
  );
}

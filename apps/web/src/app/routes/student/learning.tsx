import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { PlaceholderPage } from '../../layouts/placeholder-page';

/** /student/learning: placeholder until the learning journey lands. */
export function StudentLearningRoute() {
  const t = useMessages();
  return <PlaceholderPage title={t.student.learningTitle} backHref={paths.student.home.getHref()} />;
}

import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { PlaceholderPage } from '../../layouts/placeholder-page';

/** /student/assessments: placeholder until the assessment list lands. */
export function StudentAssessmentsRoute() {
  const t = useMessages();
  return <PlaceholderPage title={t.student.assessmentsTitle} backHref={paths.student.home.getHref()} />;
}

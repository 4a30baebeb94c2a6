import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { PlaceholderPage } from '../../layouts/placeholder-page';

/** /teacher/assessments: placeholder until assessment management lands. */
export function TeacherAssessmentsRoute() {
  const t = useMessages();
  return <PlaceholderPage title={t.teacher.assessmentsTitle} backHref={paths.teacher.home.getHref()} />;
}

import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { PlaceholderPage } from '../../layouts/placeholder-page';

/** /teacher/assessments/create: placeholder until the create wizard lands. */
export function TeacherCreateAssessmentRoute() {
  const t = useMessages();
  return <PlaceholderPage title={t.teacher.createAssessmentTitle} backHref={paths.teacher.home.getHref()} />;
}

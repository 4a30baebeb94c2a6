import { useParams } from 'react-router';
import { StudyViewer } from '../../../features/learning/components/study-viewer';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** /student/learning/study/:conceptId/:contentId and /student/learning/study/subconcept/:subconceptId/:contentId */
export function StudentStudyRoute() {
  const t = useMessages().learning.viewer;
  const params = useParams();
  const contentId = Number(params.contentId);
  const scope = params.subconceptId
    ? { subconceptId: Number(params.subconceptId) }
    : { conceptId: Number(params.conceptId) };
  return (
    <AppPage title={t.pageTitle}>
      <StudyViewer key={`${JSON.stringify(scope)}-${contentId}`} scope={scope} contentId={contentId} />
    </AppPage>
  );
}

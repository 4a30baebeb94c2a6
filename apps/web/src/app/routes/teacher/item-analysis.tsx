import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ItemAnalysisView } from '../../../features/insight/item-analysis/item-analysis';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';
import { useRouteId } from './route-id';

/** /teacher/assessments/:id/items: how each question worked, and its regrade. */
export function TeacherItemAnalysisRoute() {
  const t = useMessages().insightItems;
  const id = useRouteId('id');
  return (
    <AppPage title={t.pageTitle}>
      <Stack gap="lg">
        <ItemAnalysisView assessmentId={id} />
        <Button
          variant="subtle"
          component={Link}
          to={paths.teacher.assessmentResults.getHref(id)}
          w="fit-content"
        >
          {t.backToResults}
        </Button>
      </Stack>
    </AppPage>
  );
}

import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAssessmentResults } from '../../../features/teacher/api/results';
import { BackToListAlert } from '../../../features/teacher/components/assessment-gate';
import { AssessmentResultsView } from '../../../features/teacher/components/assessment-results';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { AppPage } from '../../layouts/app-page';
import { useRouteId } from './route-id';

/** /teacher/assessments/:id/results: how the students of the served cohorts did. */
export function TeacherAssessmentResultsRoute() {
  const t = useMessages();
  const results = useAssessmentResults(useRouteId('id'));
  return (
    <AppPage title={t.teacher.results.pageTitle}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{t.teacher.results.title}</Title>
          {results.data ? (
            <Button
              variant="light"
              component={Link}
              to={paths.teacher.itemAnalysis.getHref(results.data.AM_id)}
            >
              {t.insightItems.link}
            </Button>
          ) : null}
        </Group>
        {results.isPending && <Skeleton h={240} />}
        {results.isError && <BackToListAlert message={errorMessage(results.error)} />}
        {results.data && <AssessmentResultsView results={results.data} />}
        <Button variant="subtle" component={Link} to={paths.teacher.assessments.getHref()} w="fit-content">
          {t.teacher.common.backToAssessments}
        </Button>
      </Stack>
    </AppPage>
  );
}

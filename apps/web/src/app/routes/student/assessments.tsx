import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useStudentAssessments } from '../../../features/attempts/api';
import { toDoFirst } from '../../../features/attempts/assessment-status';
import { AssessmentCard } from '../../../features/attempts/components/assessment-card';
import { AssessmentCounts } from '../../../features/attempts/components/assessment-counts';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-provider';
import { AppPage } from '../../layouts/app-page';

/** /student/assessments: counts, one card per served assessment (to do first), refresh and back. */
export function StudentAssessmentsRoute() {
  const t = useMessages();
  const a = t.student.assessments;
  const { user } = useSession();
  const list = useStudentAssessments(user?.id ?? 0);
  const assessments = toDoFirst(list.data?.assessments ?? []);
  return (
    <AppPage title={a.pageTitle}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{a.title}</Title>
            <Text c="dimmed">{a.intro}</Text>
          </div>
          <Group gap="xs">
            <Button variant="default" component={Link} to={paths.student.home.getHref()}>
              {a.backToDashboard}
            </Button>
            <Button onClick={() => list.refetch()} loading={list.isFetching}>
              {a.refresh}
            </Button>
          </Group>
        </Group>
        {list.isPending ? (
          <Loader aria-label={t.app.loading} />
        ) : list.isError ? (
          <Alert color="red" variant="light" title={a.fetchFailed} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text>{errorMessage(list.error)}</Text>
              <Group gap="xs">
                <Button size="sm" onClick={() => list.refetch()}>
                  {a.retry}
                </Button>
                <Button size="sm" variant="default" component={Link} to={paths.student.home.getHref()}>
                  {a.backToDashboard}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <>
            <AssessmentCounts assessments={assessments} />
            {assessments.length === 0 ? (
              <Text role="status">{a.empty}</Text>
            ) : (
              <Stack gap="md">
                {assessments.map((assessment) => (
                  <AssessmentCard key={assessment.AM_id} assessment={assessment} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </AppPage>
  );
}

import { Alert, Badge, Button, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PracticeAssignmentSummary } from '@pathshala/contracts';
import { Link } from 'react-router';
import { useMessages } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { usePracticeAssignments, useTeacherCohorts } from './api';

const subconceptNames = (a: PracticeAssignmentSummary) => a.subconcepts.map((sc) => sc.name).join(', ');

/** A status in words (never by colour alone): withdrawn, overdue, or how many did it. */
export function AssignmentStatus({ assignment }: { assignment: PracticeAssignmentSummary }) {
  const t = useMessages().insightPractice.list;
  return (
    <Group gap="xs">
      {assignment.withdrawnAt ? (
        <Badge color="gray" variant="light" tt="none">
          {t.withdrawn}
        </Badge>
      ) : assignment.overdue ? (
        <Badge color="red" variant="light" tt="none">
          {t.overdue}
        </Badge>
      ) : null}
      <Badge color="blue" variant="light" tt="none">
        {t.doneCount(assignment.doneCount, assignment.studentCount)}
      </Badge>
    </Group>
  );
}

/**
 * The teacher's practice set (issue 30), newest first, and a way into 'who needs help' for each of
 * her classes. Links are built by the caller (app routes).
 */
export function AssignmentList({
  needsHelpHref,
  assignmentHref,
}: {
  needsHelpHref: (cohortId: number) => string;
  assignmentHref: (assignmentId: number) => string;
}) {
  const t = useMessages().insightPractice.list;
  const cohorts = useTeacherCohorts();
  const list = usePracticeAssignments();
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" component="section" aria-labelledby="practice-cohorts">
        <Title order={2} fz="h3" id="practice-cohorts" mb="sm">
          {t.cohortsTitle}
        </Title>
        {cohorts.data?.length === 0 && <Text c="dimmed">{t.noCohorts}</Text>}
        <Group gap="sm">
          {cohorts.data?.map((cohort) => (
            <Button
              key={cohort.CH_id}
              component={Link}
              to={needsHelpHref(cohort.CH_id)}
              variant="light"
              aria-label={t.openNeedsHelp(cohort.name)}
            >
              {cohort.name}
            </Button>
          ))}
        </Group>
      </Paper>

      {list.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t.loading}</Text>
        </Group>
      )}
      {list.isError && (
        <Alert color="red" role="alert" title={t.loadFailed}>
          <Button onClick={() => list.refetch()} mt="sm">
            {t.retry}
          </Button>
        </Alert>
      )}
      {list.data?.length === 0 && <Text c="dimmed">{t.empty}</Text>}
      {list.data && list.data.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((a) => (
            <Card
              key={a.id}
              withBorder
              radius="md"
              padding="md"
              component="li"
              data-testid="practice-assignment"
            >
              <Stack gap={6}>
                <Text fw={700}>{subconceptNames(a)}</Text>
                <Text fz="sm" c="dimmed">
                  {a.cohort.name} · {t.due(formatDate(a.dueAt))}
                </Text>
                <Group justify="space-between" gap="sm">
                  <AssignmentStatus assignment={a} />
                  <Button
                    component={Link}
                    to={assignmentHref(a.id)}
                    size="sm"
                    variant="default"
                    aria-label={t.openNamed(`${subconceptNames(a)}, ${a.cohort.name}`)}
                  >
                    {t.open}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TeacherActivity } from '@pathshala/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useTeacherOverview } from '../api/assessments';

/** The overview tab: real figures for the signed-in teacher and what happened in their cohorts. */
export function TeacherOverview() {
  const t = useMessages();
  const d = t.teacher.dashboard;
  const overview = useTeacherOverview();

  if (overview.isPending) return <Skeleton h={220} />;
  if (overview.isError) {
    return (
      <Alert color="red" role="alert" title={d.overviewLoadFailed}>
        <Button variant="default" size="xs" mt="xs" onClick={() => overview.refetch()}>
          {t.teacher.common.retry}
        </Button>
      </Alert>
    );
  }
  const data = overview.data;
  const figures = [
    [
      d.newAttempts,
      data.newAttempts,
      data.since ? d.newAttemptsSince(formatDateTime(data.since)) : d.newAttemptsThisWeek,
    ],
    [d.inProgress, data.inProgress, null],
    [d.drafts, data.drafts, null],
    [d.readyToServe, data.readyToServe, null],
  ] as const;

  return (
    <Stack gap="lg">
      <Text>{d.overviewBody}</Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" aria-label={d.figuresLabel} component="section">
        {figures.map(([label, value, note]) => (
          <Paper key={label} withBorder p="md">
            <Text c="dimmed" fz="sm" fw={600}>
              {label}
            </Text>
            <Text fz={32} fw={800} c="brand.8" data-testid={`overview-${label}`}>
              {value}
            </Text>
            {note && (
              <Text fz="xs" c="dimmed">
                {note}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      <Card>
        <Group gap="sm">
          <Button component={Link} to={paths.teacher.assessments.getHref()}>
            {d.manageAssessments}
          </Button>
          <Button component={Link} to={paths.teacher.createAssessment.getHref()} variant="default">
            {d.createAssessment}
          </Button>
        </Group>
      </Card>
      <Paper withBorder p="lg" component="section" aria-labelledby="teacher-recent-activity">
        <Title order={2} size="h4" mb="sm" id="teacher-recent-activity">
          {d.recentActivityTitle}
        </Title>
        {data.recentActivity.length === 0 ? (
          <Text c="dimmed">{d.recentActivityEmpty}</Text>
        ) : (
          <List spacing="sm" listStyleType="none" styles={{ root: { paddingInlineStart: 0 } }}>
            {data.recentActivity.map((line) => (
              <List.Item key={`${line.kind}-${line.assessmentId}-${line.at}-${line.personName}`}>
                <ActivityLine line={line} />
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}

function ActivityLine({ line }: { line: TeacherActivity }) {
  const d = useMessages().teacher.dashboard;
  const words = d.activity[line.kind](line.personName, line.assessmentName, line.cohortName);
  return (
    <Stack gap={0}>
      <Text>
        {words}
        {line.score !== null &&
          line.totalMarks !== null &&
          ` · ${d.activity.score(line.score, line.totalMarks)}`}
      </Text>
      <Group gap="xs">
        <Text fz="sm" c="dimmed">
          {formatDateTime(line.at)}
        </Text>
        {line.kind !== 'served' && (
          <Anchor component={Link} to={paths.teacher.assessmentResults.getHref(line.assessmentId)} fz="sm">
            {d.viewResults}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

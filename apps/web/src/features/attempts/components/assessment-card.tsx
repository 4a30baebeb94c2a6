import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentAssessment } from '@pathshala/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { formatDuration, formatScore } from '../../../lib/format';
import { type AssessmentStatus, assessmentStatus } from '../assessment-status';

const STATUS_COLOR: Record<AssessmentStatus, string> = {
  completed: 'green.9',
  inProgress: 'orange.9',
  notStarted: 'gray.7',
};

/** One assessment in the student's list, with its status and the action section 4 gives it. */
export function AssessmentCard({ assessment }: { assessment: StudentAssessment }) {
  const t = useMessages();
  const a = t.student.assessments;
  const status = assessmentStatus(assessment);
  const statusLabel = { completed: a.completed, inProgress: a.inProgress, notStarted: a.notStarted }[status];
  const action =
    status === 'completed'
      ? { label: a.viewResults, href: paths.student.assessmentResult.getHref(assessment.AM_id) }
      : {
          label: status === 'inProgress' ? a.resume : a.start,
          href: paths.student.quiz.getHref(assessment.AM_id),
        };
  return (
    <Card withBorder shadow="xs" padding="lg" data-testid="assessment-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {assessment.AM_Name}
          </Title>
          <Badge color={STATUS_COLOR[status]} variant="filled" tt="none" style={{ flexShrink: 0 }}>
            {statusLabel}
          </Badge>
        </Group>
        {assessment.AM_Description ? (
          <Text c="dimmed" fz="sm">
            {assessment.AM_Description}
          </Text>
        ) : null}
        <Group gap="lg" component="dl" m={0}>
          <Fact term={a.duration} value={formatDuration(assessment.AM_Duration, t.student.duration)} />
          <Fact term={a.questions} value={String(assessment.AM_TotQns)} />
          <Fact term={a.totalMarks} value={String(formatScore(assessment.AM_TotMarks))} />
          {assessment.score !== null ? (
            <Fact
              term={a.score}
              value={a.scoreOf(formatScore(assessment.score), formatScore(assessment.AM_TotMarks))}
            />
          ) : null}
        </Group>
        <Button
          component={Link}
          to={action.href}
          variant={status === 'completed' ? 'light' : 'filled'}
          aria-label={a.actionFor(action.label, assessment.AM_Name)}
          style={{ alignSelf: 'flex-start' }}
        >
          {action.label}
        </Button>
      </Stack>
    </Card>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </div>
  );
}

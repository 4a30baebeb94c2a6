import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentAssessment } from '@pathshala/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { formatClock, formatDateTime, formatDuration, formatScore } from '../../../lib/format';
import { type AssessmentStatus, assessmentStatus } from '../assessment-status';

const STATUS_COLOR: Record<AssessmentStatus, string> = {
  completed: 'green.9',
  inProgress: 'orange.9',
  todo: 'gray.7',
  upcoming: 'blue.9',
  closed: 'dark.4',
};

/**
 * One assessment in the student's list: its status and the action that fits. In progress says the time
 * left (not a score); to do says when it closes; upcoming when it opens (no action yet); closed says so.
 */
export function AssessmentCard({ assessment }: { assessment: StudentAssessment }) {
  const t = useMessages();
  const a = t.student.assessments;
  const status = assessmentStatus(assessment);
  const statusLabel = {
    completed: a.completed,
    inProgress: a.inProgress,
    todo: a.notStarted,
    upcoming: a.upcoming,
    closed: a.closed,
  }[status];
  const action =
    status === 'completed'
      ? { label: a.viewResults, href: paths.student.assessmentResult.getHref(assessment.AM_id) }
      : status === 'inProgress' || status === 'todo'
        ? {
            label: status === 'inProgress' ? a.resume : a.start,
            href: paths.student.quiz.getHref(assessment.AM_id),
          }
        : null;
  const { opensAt, closesAt } = assessment.rules;
  return (
    <Card withBorder shadow="xs" padding="lg" data-testid="assessment-card" data-status={status}>
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
          {status === 'inProgress' && assessment.remainingSeconds !== null ? (
            <Fact term={a.timeLeft} value={formatClock(assessment.remainingSeconds)} strong />
          ) : null}
          {(status === 'todo' || status === 'inProgress') && closesAt ? (
            <Fact term={a.closesAt} value={formatDateTime(closesAt)} strong={status === 'todo'} />
          ) : null}
          {status === 'upcoming' && opensAt ? (
            <Fact term={a.opensAt} value={formatDateTime(opensAt)} strong />
          ) : null}
          <Fact term={a.duration} value={formatDuration(assessment.AM_Duration, t.student.duration)} />
          <Fact term={a.questions} value={String(assessment.AM_TotQns)} />
          <Fact term={a.totalMarks} value={String(formatScore(assessment.AM_TotMarks))} />
          {status === 'completed' && assessment.score !== null ? (
            <Fact
              term={a.score}
              value={a.scoreOf(formatScore(assessment.score), formatScore(assessment.AM_TotMarks))}
            />
          ) : null}
        </Group>
        {status === 'completed' && assessment.score === null ? (
          <Text fz="sm">{a.resultsWithTeacher}</Text>
        ) : null}
        {status === 'closed' ? <Text fz="sm">{a.closedNote}</Text> : null}
        {action ? (
          <Button
            component={Link}
            to={action.href}
            variant={status === 'completed' ? 'light' : 'filled'}
            aria-label={a.actionFor(action.label, assessment.AM_Name)}
            style={{ alignSelf: 'flex-start' }}
          >
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

function Fact({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 600} c={strong ? 'dark.9' : undefined}>
        {value}
      </Text>
    </div>
  );
}

import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useStudentAssessments } from '../api';
import { assessmentStatus, toDoFirst } from '../assessment-status';

/**
 * On the student's dashboard: how many assessments wait for her (to do or in progress, in the list's
 * order: the one in progress first, then the soonest to close), and the first by name with its Start
 * or Resume. Nothing while none waits, or while the list loads or cannot be read (the Assessments
 * card below leads to all of them either way).
 */
export function WaitingAssessments({ studentId }: { studentId: number }) {
  const t = useMessages().student;
  const w = t.dashboard.waiting;
  const list = useStudentAssessments(studentId);
  const waiting = toDoFirst(list.data?.assessments ?? []).filter((assessment) => {
    const status = assessmentStatus(assessment);
    return status === 'todo' || status === 'inProgress';
  });
  const first = waiting[0];
  if (!first) return null;
  const inProgress = assessmentStatus(first) === 'inProgress';
  const action = inProgress ? t.assessments.resume : t.assessments.start;
  return (
    <Card
      shadow="sm"
      mb="lg"
      style={{ borderTop: '4px solid var(--mantine-color-orange-6)' }}
      data-testid="waiting-assessments"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {w.title(waiting.length)}
          </Title>
          <Text fw={600}>{first.AM_Name}</Text>
          <Text c="dimmed" fz="sm">
            {inProgress
              ? t.assessments.inProgress
              : first.rules.closesAt
                ? w.closes(formatDateTime(first.rules.closesAt))
                : w.open}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={paths.student.quiz.getHref(first.AM_id)}
          aria-label={t.assessments.actionFor(action, first.AM_Name)}
        >
          {action}
        </Button>
      </Group>
    </Card>
  );
}

import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TeacherAssessment } from '@pathshala/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { wholeMinutes } from '../format';

/** One assessment with the actions section 6 allows this teacher (the server decides which). */
export function AssessmentCard({
  assessment,
  onDelete,
}: {
  assessment: TeacherAssessment;
  onDelete: (assessment: TeacherAssessment) => void;
}) {
  const t = useMessages();
  const l = t.teacher.list;
  const c = t.teacher.common;
  const { actions, serving } = assessment;
  const serveLabel = !serving.isServed ? l.serve : assessment.is_owner ? l.serveMoreOwner : l.serveMine;
  const headingId = `assessment-${assessment.AM_id}-title`;
  return (
    <Card withBorder shadow="xs" component="article" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {assessment.AM_Name}
            </Title>
            <Badge variant="outline" color="gray.8" tt="none" style={{ flexShrink: 0 }}>
              {c.assessmentId(assessment.AM_id)}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {assessment.CU_Name} · {c.minutes(wholeMinutes(assessment.AM_Duration))} ·{' '}
            {c.questions(assessment.AM_TotQns)} · {c.marks(assessment.AM_TotMarks)}
          </Text>
          <Group gap="xs">
            {assessment.is_owner ? (
              <Badge color="brand" variant="outline" tt="none">
                {l.owner}
              </Badge>
            ) : (
              <Badge color="grape.8" variant="outline" tt="none">
                {l.sharedLevel(assessment.permission_level ?? '')}
              </Badge>
            )}
            {serving.isServed ? (
              <Badge color="green.9" variant="filled" tt="none">
                {l.active} · {l.attempts(serving.attemptCount)}
              </Badge>
            ) : (
              <Badge color="gray.7" variant="outline" tt="none">
                {assessment.is_finalized ? l.notServed : l.draft}
              </Badge>
            )}
            {serving.isServed && (
              <Text fz="xs" c="dimmed">
                {l.cohorts(serving.cohortCount)}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="xs" role="group" aria-label={l.actionsFor(assessment.AM_Name)}>
          {actions.serve && assessment.is_finalized && (
            <Button size="xs" component={Link} to={paths.teacher.serveAssessment.getHref(assessment.AM_id)}>
              {serveLabel}
            </Button>
          )}
          {actions.viewResults && (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={paths.teacher.assessmentResults.getHref(assessment.AM_id)}
            >
              {l.viewResults}
            </Button>
          )}
          {actions.manageQuestions && (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={paths.teacher.assessmentQuestions.getHref(assessment.AM_id)}
            >
              {l.manageQuestions}
            </Button>
          )}
          {actions.manageAccess && (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={paths.teacher.authorizeAssessment.getHref(assessment.AM_id)}
            >
              {l.manageAccess}
            </Button>
          )}
          {actions.delete === 'delete' && (
            <Button size="xs" color="red.9" variant="outline" onClick={() => onDelete(assessment)}>
              {l.delete}
            </Button>
          )}
          {actions.delete === 'protected' && (
            <Badge color="orange.9" variant="outline" tt="none">
              {l.protected}
            </Badge>
          )}
          {actions.delete === 'readOnly' && (
            <Badge color="gray.8" variant="outline" tt="none">
              {l.readOnly}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

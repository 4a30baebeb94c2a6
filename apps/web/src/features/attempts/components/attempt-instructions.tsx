import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { StudentAssessment } from '@pathshala/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { formatDateTime, formatDuration, formatScore } from '../../../lib/format';

/**
 * Before the clock starts: what the assessment is (questions, time, marks) and the rules that apply
 * (feedback, navigation, marks for wrong and skipped answers, the closing time, the student's extra
 * time), with its own Start button. Nothing runs until Start.
 */
export function AttemptInstructions({
  assessment,
  starting,
  onStart,
}: {
  assessment: StudentAssessment;
  starting: boolean;
  onStart: () => void;
}) {
  const t = useMessages().student;
  const i = t.instructions;
  const { rules } = assessment;
  const facts: [string, string][] = [
    [i.questions, String(assessment.AM_TotQns)],
    [
      i.time,
      formatDuration(
        assessment.AM_Duration + (assessment.AM_Duration > 0 ? rules.extraSeconds : 0),
        t.duration,
      ),
    ],
    [i.totalMarks, String(formatScore(assessment.AM_TotMarks))],
  ];
  const feedback = { IMMEDIATE: i.feedbackImmediate, AFTER: i.feedbackAfter, NEVER: i.feedbackNever }[
    rules.feedbackMode
  ];
  const items = [
    feedback,
    rules.freeNavigation ? i.navigationFree : i.navigationOneWay,
    i.finalAnswers,
    i.wrongMarks(rules.wrongMarks),
    i.skippedMarks(rules.skippedMarks),
    ...(rules.allowNegativeTotal && (rules.wrongMarks < 0 || rules.skippedMarks < 0)
      ? [i.negativeTotal]
      : []),
    ...(rules.closesAt ? [i.closesAt(formatDateTime(rules.closesAt))] : []),
    ...(rules.extraSeconds > 0 ? [i.extraTime(formatDuration(rules.extraSeconds, t.duration))] : []),
    i.offlineNote,
  ];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {i.title(assessment.AM_Name)}
        </Title>
        {assessment.AM_Description ? <Text c="dimmed">{assessment.AM_Description}</Text> : null}
        <Text>{i.intro}</Text>
        <Group gap="xl" component="dl" m={0}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {term}
              </Text>
              <Text component="dd" m={0} fz="xl" fw={700}>
                {value}
              </Text>
            </div>
          ))}
        </Group>
        <Title order={2} size="h4">
          {i.rulesTitle}
        </Title>
        <List spacing="xs" data-testid="exam-rules">
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Group gap="sm">
          <Button size="md" onClick={onStart} loading={starting}>
            {i.start}
          </Button>
          <Button size="md" variant="default" component={Link} to={paths.student.assessments.getHref()}>
            {i.back}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

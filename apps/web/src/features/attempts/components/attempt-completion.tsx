import { Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { formatScore } from '../../../lib/format';
import type { Completed } from '../use-attempt-runner';

/**
 * After complete: the receipt code (copyable; the teacher can look it up), how many answers the server
 * holds, and the score when the student may see it.
 */
export function AttemptCompletion({ completed }: { completed: Completed }) {
  const t = useMessages().student;
  const q = t.quiz;
  const c = t.completion;
  const navigate = useNavigate();
  const showScore = completed.score !== null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={600}>
      <Stack gap="md">
        <Title order={1}>{completed.timeUp ? q.timeUpTitle : q.resultTitle}</Title>
        <Text fw={600}>{completed.name}</Text>
        {completed.timeUp ? (
          <Alert color="orange" variant="light">
            {q.timeUpNote}
          </Alert>
        ) : null}
        <section aria-labelledby="receipt-title">
          <Stack gap={6}>
            <Title order={2} size="h4" id="receipt-title">
              {c.receiptTitle}
            </Title>
            <Group gap="sm" wrap="wrap">
              <Code fz="xl" fw={700} px="md" py={6} data-testid="receipt-code" style={{ letterSpacing: 2 }}>
                {completed.receipt}
              </Code>
              <CopyButton value={completed.receipt}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'filled' : 'default'}
                    color={copied ? 'green.9' : undefined}
                    onClick={copy}
                  >
                    {copied ? c.copied : c.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text fz="sm" c="dimmed">
              {c.receiptNote}
            </Text>
            <Text data-testid="answers-kept">{c.kept(completed.answered, completed.questionCount)}</Text>
          </Stack>
        </section>
        {completed.heldCount > 0 ? (
          <Alert color="orange" variant="light" data-testid="answers-held">
            {c.heldForTeacher(completed.heldCount)}
          </Alert>
        ) : null}
        {showScore ? (
          <Group gap="xl" component="dl" m={0}>
            <div>
              <Text component="dt" c="dimmed" fz="sm">
                {q.score}
              </Text>
              <Text component="dd" m={0} fz={28} fw={700} data-testid="quiz-score">
                {q.scoreOf(formatScore(completed.score ?? 0), formatScore(completed.totalMarks))}
              </Text>
            </div>
            {completed.percentage !== null ? (
              <div>
                <Text component="dt" c="dimmed" fz="sm">
                  {q.percentage}
                </Text>
                <Text component="dd" m={0} fz={28} fw={700}>
                  {completed.percentage}%
                </Text>
              </div>
            ) : null}
          </Group>
        ) : (
          <Text>{c.resultsWithTeacher}</Text>
        )}
        {showScore && completed.feedbackMode === 'AFTER' ? <Text>{c.resultsAfter}</Text> : null}
        <Button
          onClick={() => navigate(paths.student.thankYou.getHref())}
          style={{ alignSelf: 'flex-start' }}
        >
          {q.continue}
        </Button>
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Code, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { AttemptResult } from '@pathshala/contracts';
import { Link, useParams } from 'react-router';
import { MathText } from '../../../components/math-text';
import { CORRECT_COLOUR, VerdictBadge } from '../../../components/question/verdict';
import { paths } from '../../../config/paths';
import { useAttemptResult } from '../../../features/attempts/api';
import { RegradeNotes } from '../../../features/insight/item-analysis/regrade-notes';
import { useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { formatDuration, formatScore } from '../../../lib/format';
import { useSession } from '../../../lib/session-provider';
import { AppPage } from '../../layouts/app-page';

/**
 * /student/assessments/:assessmentId/result: score, total, percentage and, when the teacher releases
 * them, per question the student's answer, the right answer (once shown), the marks and the verdict in
 * practice's words. Feedback NEVER: the teacher will share the results.
 */
export function StudentAssessmentResultRoute() {
  const t = useMessages();
  const r = t.student.result;
  const { user } = useSession();
  const assessmentId = Number(useParams().assessmentId);
  const query = useAttemptResult(user?.id ?? 0, assessmentId);
  const back = (
    <Button
      component={Link}
      to={paths.student.assessments.getHref()}
      variant="default"
      style={{ alignSelf: 'flex-start' }}
    >
      {r.back}
    </Button>
  );
  if (query.isPending) {
    return (
      <AppPage title={r.pageTitle}>
        <Loader aria-label={t.app.loading} />
      </AppPage>
    );
  }
  if (query.isError) {
    return (
      <AppPage title={r.pageTitle}>
        <Alert color="red" variant="light" title={r.loadFailed} role="alert">
          <Stack gap="sm">
            <Text>{errorMessage(query.error)}</Text>
            {back}
          </Stack>
        </Alert>
      </AppPage>
    );
  }
  const result = query.data.result;
  const facts: [string, string][] = [
    ...(result.score !== null ? [[r.score, String(formatScore(result.score))] as [string, string]] : []),
    [r.total, String(formatScore(result.totalMarks))],
    ...(result.percentage !== null ? [[r.percentage, `${result.percentage}%`] as [string, string]] : []),
  ];
  return (
    <AppPage title={r.pageTitle}>
      <Stack gap="lg" maw={760}>
        <Title order={1}>{r.title(result.AM_Name)}</Title>
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Group gap="xl" component="dl" m={0}>
              {facts.map(([term, value]) => (
                <div key={term}>
                  <Text component="dt" c="dimmed" fz="sm">
                    {term}
                  </Text>
                  <Text component="dd" m={0} fz={28} fw={700}>
                    {value}
                  </Text>
                </div>
              ))}
            </Group>
            {result.timeUp ? <Text c="dimmed">{r.timeUp}</Text> : null}
            {result.extraSeconds > 0 ? (
              <Text c="dimmed">{r.extraTime(formatDuration(result.extraSeconds, t.student.duration))}</Text>
            ) : null}
            {result.receipt ? (
              <Text fz="sm">
                {r.receipt}: <Code>{result.receipt}</Code>
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <RegradeNotes notes={result.regrades} />
        {!result.released ? (
          <Text role="status">{r.notReleased}</Text>
        ) : (
          <>
            <Title order={2} size="h3">
              {r.questionsTitle}
            </Title>
            {!result.rightAnswersShown ? <Text c="dimmed">{r.rightAnswersLater}</Text> : null}
            <List
              spacing="sm"
              listStyleType="none"
              p={0}
              // Mantine's item wrapper is inline-flex: each card would be only as wide as its text.
              styles={{ itemWrapper: { display: 'flex', alignItems: 'stretch' } }}
            >
              {result.questions.map((question) => (
                <List.Item key={question.AS_SeqNum}>
                  <ResultQuestion question={question} rightAnswersShown={result.rightAnswersShown} />
                </List.Item>
              ))}
            </List>
          </>
        )}
        {back}
      </Stack>
    </AppPage>
  );
}

function ResultQuestion({
  question,
  rightAnswersShown,
}: {
  question: AttemptResult['questions'][number];
  rightAnswersShown: boolean;
}) {
  const r = useMessages().student.result;
  return (
    <Paper withBorder p="md" data-testid="result-question">
      <Stack gap={6}>
        {/* The badge beside the label, not the question, so on a phone the question keeps the card's width. */}
        <Group justify="space-between" align="center" gap="xs">
          <Text fz="sm" c="dimmed">
            {r.questionLabel(question.AS_SeqNum)}
          </Text>
          <VerdictBadge
            isCorrect={question.isCorrect}
            notAnswered={
              question.answered
                ? undefined
                : question.heldState === 'held'
                  ? r.heldBadge
                  : question.heldState === 'declined'
                    ? r.declinedBadge
                    : r.notAnswered
            }
          />
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>
          <MathText text={question.CQ_Question} />
        </Text>
        <Text fz="sm">
          {r.yourAnswer}:{' '}
          {question.yourAnswer !== null ? <MathText text={question.yourAnswer} /> : r.notAnswered}
        </Text>
        {rightAnswersShown && question.correctAnswer !== null ? (
          <Text fz="sm" fw={600} c={CORRECT_COLOUR}>
            {r.rightAnswer}: <MathText text={question.correctAnswer} />
          </Text>
        ) : null}
        <Text fz="sm">
          {r.marks}: {formatScore(question.marksAwarded)}
        </Text>
        {question.syncedLate ? (
          <Text fz="sm" c="dimmed" data-held-state={question.heldState ?? undefined}>
            {question.heldState === 'held'
              ? r.held
              : question.heldState === 'declined'
                ? r.declined
                : r.syncedLate}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

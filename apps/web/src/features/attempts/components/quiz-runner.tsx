import { Alert, Badge, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { TIMER_WARNING_BELOW_SECONDS } from '@pathshala/contracts';
import { Link, useNavigate } from 'react-router';
import { studentQuestionView } from '../../../components/question/options';
import { QuestionView } from '../../../components/question/question-view';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { formatClock, formatScore } from '../../../lib/format';
import { useAttemptRunner } from '../use-attempt-runner';

/**
 * The timed quiz, one question at a time. The countdown shows the time the server says is left, so a
 * reload or resume never restarts it; at zero the attempt is completed as time up. Answers and the
 * completion are resent through a dropped connection until the server answers (use-attempt-runner).
 */
export function QuizRunner({ studentId, assessmentId }: { studentId: number; assessmentId: number }) {
  const q = useMessages().student.quiz;
  const navigate = useNavigate();
  const {
    phase,
    quiz,
    index,
    selected,
    setSelected,
    submitting,
    waiting,
    answerError,
    secondsLeft,
    headingRef,
    submit,
  } = useAttemptRunner({ studentId, assessmentId });

  const backToList = (
    <Button component={Link} to={paths.student.assessments.getHref()} variant="default">
      {q.returnToAssessments}
    </Button>
  );

  if (phase.kind === 'loading') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{q.loading}</Text>
      </Group>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <Alert color="red" variant="light" title={q.pageTitle} role="alert">
        <Stack gap="md" align="flex-start">
          <Text>{phase.message}</Text>
          {backToList}
        </Stack>
      </Alert>
    );
  }
  if (phase.kind === 'result') {
    const { result } = phase;
    return (
      <Paper withBorder p="xl" maw={560}>
        <Stack gap="md">
          <Title order={1}>{result.timeUp ? q.timeUpTitle : q.resultTitle}</Title>
          <Text fw={600}>{quiz?.assessmentInfo.AM_Name}</Text>
          {result.timeUp ? (
            <Alert color="orange" variant="light">
              {q.timeUpNote}
            </Alert>
          ) : null}
          <Group gap="xl" component="dl" m={0}>
            <div>
              <Text component="dt" c="dimmed" fz="sm">
                {q.score}
              </Text>
              <Text component="dd" m={0} fz={28} fw={700} data-testid="quiz-score">
                {q.scoreOf(formatScore(result.score), formatScore(result.totalMarks))}
              </Text>
            </div>
            <div>
              <Text component="dt" c="dimmed" fz="sm">
                {q.percentage}
              </Text>
              <Text component="dd" m={0} fz={28} fw={700}>
                {result.percentage}%
              </Text>
            </div>
          </Group>
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
  if (!quiz) return null;

  const total = quiz.questions.length;
  const question = quiz.questions[Math.min(index, total - 1)]!;
  const warning = secondsLeft !== null && secondsLeft < TIMER_WARNING_BELOW_SECONDS;
  const locked = phase.kind !== 'question' || submitting;

  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          <Text fw={700}>{quiz.assessmentInfo.AM_Name}</Text>
          <Text c="dimmed" fz="sm">
            {q.questionOf(Math.min(index + 1, total), total)}
          </Text>
        </div>
        <Badge
          size="xl"
          radius="sm"
          color={warning ? 'red.9' : 'brand.8'}
          variant="filled"
          role="timer"
          aria-label={q.timeLeftLabel(formatClock(secondsLeft ?? 0))}
          data-warning={warning}
          data-testid="quiz-timer"
          tt="none"
        >
          {formatClock(secondsLeft ?? 0)}
        </Badge>
      </Group>
      <Progress value={(Math.min(index, total) / total) * 100} aria-hidden />
      {waiting ? (
        <Alert color="orange" variant="light" role="status">
          {phase.kind === 'completing' ? q.completing : q.offlineSaving}
        </Alert>
      ) : null}
      {phase.kind === 'completing' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{q.completing}</Text>
        </Group>
      ) : (
        <Paper withBorder p="lg">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit(question);
            }}
          >
            <Stack gap="md">
              <QuestionView
                question={studentQuestionView(question)}
                heading={{ order: 1, size: 'h3', ref: headingRef }}
                answer={{ value: selected, onChange: setSelected, disabled: locked, label: q.optionsLabel }}
              />
              {phase.kind === 'feedback' ? (
                <Alert
                  role="status"
                  variant="light"
                  color={phase.isCorrect ? 'green' : 'red'}
                  title={phase.isCorrect ? q.correct : q.incorrect}
                >
                  {phase.isCorrect ? q.correctMarks(formatScore(phase.marksAwarded)) : q.incorrectMarks}
                </Alert>
              ) : null}
              {answerError ? (
                <Alert color="red" variant="light" role="alert">
                  {answerError}
                </Alert>
              ) : null}
              <Button
                type="submit"
                disabled={selected === null || locked}
                loading={submitting}
                style={{ alignSelf: 'flex-start' }}
              >
                {submitting ? q.submitting : q.submit}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}

import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { StudentAssessment } from '@pathshala/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useAttemptRunner } from '../use-attempt-runner';
import { AttemptCompletion } from './attempt-completion';
import { AttemptInstructions } from './attempt-instructions';
import { AttemptScreen } from './attempt-screen';

/**
 * The timed test, from the instructions to the receipt (use-attempt-runner). The countdown shows the
 * time the server says is left, so a reload or resume never restarts it; at zero the attempt completes
 * as time up. Answers are kept on the device and sent in order, online or not (attempt-sync).
 */
export function QuizRunner({ studentId, assessmentId }: { studentId: number; assessmentId: number }) {
  const q = useMessages().student.quiz;
  const runner = useAttemptRunner({ studentId, assessmentId });
  const { phase, snapshot } = runner;

  if (phase.kind === 'loading') return <Busy text={q.loading} />;
  if (phase.kind === 'instructions' || phase.kind === 'starting') {
    return phase.assessment ? (
      <AttemptInstructions
        assessment={phase.assessment}
        starting={phase.kind === 'starting'}
        onStart={() => void runner.begin()}
      />
    ) : (
      <Busy text={q.starting} />
    );
  }
  if (phase.kind === 'unavailable') return <Unavailable assessment={phase.assessment} />;
  if (phase.kind === 'failed') {
    return (
      <Alert color="red" variant="light" title={q.pageTitle} role="alert">
        <Stack gap="md" align="flex-start">
          <Text>{phase.message}</Text>
          <BackToList />
        </Stack>
      </Alert>
    );
  }
  if (phase.kind === 'completed') return <AttemptCompletion completed={phase.completed} />;
  if (!snapshot || !runner.sync) return null;

  if (phase.kind === 'completing') {
    const waiting = runner.sync.pending();
    return (
      <Paper withBorder p="lg" maw={600}>
        <Stack gap="sm">
          {phase.timeUp ? (
            <Title order={1} size="h3">
              {q.timeUpTitle}
            </Title>
          ) : null}
          <Group gap="sm" role="status" wrap="nowrap">
            <Loader size="sm" />
            <Text>
              {waiting > 0 && snapshot.offline
                ? q.completingOffline(waiting)
                : runner.completeWaiting
                  ? q.completingWaiting
                  : q.completing}
            </Text>
          </Group>
        </Stack>
      </Paper>
    );
  }
  return (
    <AttemptScreen
      sync={runner.sync}
      snapshot={snapshot}
      secondsLeft={runner.secondsLeft}
      announcement={runner.announcement}
      acceptsAnswers={runner.acceptsAnswers}
      onComplete={(timeUp) => void runner.complete(timeUp)}
    />
  );
}

function Busy({ text }: { text: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{text}</Text>
    </Group>
  );
}

function BackToList() {
  const q = useMessages().student.quiz;
  return (
    <Button component={Link} to={paths.student.assessments.getHref()} variant="default">
      {q.returnToAssessments}
    </Button>
  );
}

/** Not open yet, closed, or already completed: says which, and the way back (or to the results). */
function Unavailable({ assessment }: { assessment: StudentAssessment }) {
  const t = useMessages().student;
  const message =
    assessment.status === 'UPCOMING'
      ? t.assessments.upcomingNote(formatDateTime(assessment.rules.opensAt ?? ''))
      : assessment.status === 'CLOSED'
        ? t.assessments.closedNote
        : t.quiz.alreadyCompleted;
  return (
    <Paper withBorder p="lg" maw={600}>
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h3">
          {assessment.AM_Name}
        </Title>
        <Text role="status">{message}</Text>
        <Group gap="sm">
          {assessment.status === 'COMPLETED' ? (
            <Button component={Link} to={paths.student.assessmentResult.getHref(assessment.AM_id)}>
              {t.quiz.viewResults}
            </Button>
          ) : null}
          <BackToList />
        </Group>
      </Stack>
    </Paper>
  );
}

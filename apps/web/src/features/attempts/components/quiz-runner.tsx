import { Alert, Badge, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { messages, QUIZ_FEEDBACK_MS, TIMER_TICK_MS, TIMER_WARNING_BELOW_SECONDS } from '@pathshala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { studentQuestionView } from '../../../components/question/options';
import { QuestionView } from '../../../components/question/question-view';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatClock, formatScore } from '../../../lib/format';
import { attemptKeys, fetchQuiz, sendAnswer, sendComplete, startAttempt, untilAcknowledged } from '../api';

type Quiz = Awaited<ReturnType<typeof fetchQuiz>>;
type Question = Quiz['questions'][number];
type Result = Awaited<ReturnType<typeof sendComplete>>;

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'question' }
  | { kind: 'feedback'; isCorrect: boolean; marksAwarded: number }
  | { kind: 'completing' }
  | { kind: 'result'; result: Result };

/**
 * The timed quiz, one question at a time. The countdown shows the time the server says is left, so a
 * reload or resume never restarts it; at zero the attempt is completed as time up. Answers and the
 * completion are resent through a dropped connection until the server answers.
 */
export function QuizRunner({ studentId, assessmentId }: { studentId: number; assessmentId: number }) {
  const t = useMessages();
  const q = t.student.quiz;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const deadlineAt = useRef<number | null>(null);
  const completing = useRef(false);
  // The countdown waits for an answer in flight, so the last answer is stored before completion.
  const answerInFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const complete = useCallback(async () => {
    if (!quiz || completing.current) return;
    completing.current = true;
    setPhase({ kind: 'completing' });
    try {
      const result = await untilAcknowledged(
        () => sendComplete(studentId, assessmentId, quiz.assessmentInfo.attemptId),
        setWaiting,
      );
      await queryClient.invalidateQueries({ queryKey: attemptKeys.list(studentId) });
      setPhase({ kind: 'result', result });
    } catch (error) {
      setPhase({ kind: 'failed', message: `${q.completeFailed}: ${errorMessage(error)}` });
    }
  }, [quiz, studentId, assessmentId, queryClient, q.completeFailed]);

  // Start (or resume) the attempt, then load its questions.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        await startAttempt(studentId, assessmentId);
        const loaded = await fetchQuiz(studentId, assessmentId);
        if (cancelled) return;
        if (loaded.questions.length === 0) {
          setPhase({ kind: 'failed', message: q.noQuestions });
          return;
        }
        deadlineAt.current = Date.now() + loaded.assessmentInfo.remainingSeconds * 1000;
        setSecondsLeft(loaded.assessmentInfo.remainingSeconds);
        setQuiz(loaded);
        const firstOpen = loaded.questions.findIndex((question) => !question.answered);
        setIndex(firstOpen === -1 ? loaded.questions.length : firstOpen);
        setPhase({ kind: 'question' });
      } catch (error) {
        if (cancelled) return;
        const alreadyDone = error instanceof ApiError && error.message === messages.quiz.alreadyCompleted;
        setPhase({
          kind: 'failed',
          message: alreadyDone ? q.alreadyCompleted : `${q.fetchFailed}: ${errorMessage(error)}`,
        });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [studentId, assessmentId, q.alreadyCompleted, q.fetchFailed, q.noQuestions]);

  // Every question answered (e.g. on resume): complete.
  useEffect(() => {
    if (quiz && phase.kind === 'question' && index >= quiz.questions.length) void complete();
  }, [quiz, phase.kind, index, complete]);

  // The countdown: from the server's time left; at zero the attempt completes as time up.
  useEffect(() => {
    if (!quiz) return;
    const timer = setInterval(() => {
      if (deadlineAt.current === null) return;
      const left = Math.max(0, Math.ceil((deadlineAt.current - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0 && !answerInFlight.current) void complete();
    }, TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [quiz, complete]);

  useEffect(() => {
    // Each new question (the phase returns to 'question') takes the focus, for keyboard and screen-reader users.
    if (phase.kind === 'question') headingRef.current?.focus();
  }, [phase.kind]);

  async function submit(question: Question) {
    if (!quiz || selected === null || submitting) return;
    setSubmitting(true);
    answerInFlight.current = true;
    setAnswerError(null);
    try {
      const answer = await untilAcknowledged(
        () =>
          sendAnswer({
            studentId,
            assessmentId,
            seqNum: question.AS_SeqNum,
            answerId: Number(selected),
            attemptId: quiz.assessmentInfo.attemptId,
          }),
        setWaiting,
      );
      setPhase({ kind: 'feedback', isCorrect: answer.isCorrect, marksAwarded: answer.marksAwarded });
      setTimeout(() => {
        setSelected(null);
        setIndex((current) => current + 1);
        setPhase((current) => (current.kind === 'feedback' ? { kind: 'question' } : current));
      }, QUIZ_FEEDBACK_MS);
    } catch (error) {
      // Time ran out or the attempt closed: finish and show the result.
      if (error instanceof ApiError && error.status === 409) void complete();
      else setAnswerError(`${q.submitFailed}: ${errorMessage(error)}`);
    } finally {
      answerInFlight.current = false;
      setSubmitting(false);
    }
  }

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

import { Alert, Grid, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../../i18n';
import type { AttemptSync, SyncSnapshot } from '../attempt-sync';
import { useQuestionNavigation } from '../hooks/use-question-navigation';
import { AttemptHeader } from './attempt-header';
import { AttemptQuestion } from './attempt-question';
import { AttemptSummary } from './attempt-summary';
import { QuestionPalette } from './question-palette';

/**
 * A running attempt: the sticky header, the current question (or, with free navigation, the summary)
 * and the palette. Answers go to AttemptSync, which keeps them on the device and sends them in order.
 */
export function AttemptScreen({
  sync,
  snapshot,
  secondsLeft,
  announcement,
  acceptsAnswers,
  onComplete,
}: {
  sync: AttemptSync;
  snapshot: SyncSnapshot;
  secondsLeft: number | null;
  announcement: number | null;
  acceptsAnswers: boolean;
  onComplete: (timeUp: boolean) => void;
}) {
  const q = useMessages().student.quiz;
  const { record } = snapshot;
  const { questions, assessmentInfo } = record.paper;
  const free = assessmentInfo.rules.freeNavigation;
  const nav = useQuestionNavigation({
    questions,
    answers: record.answers,
    freeNavigation: free,
    onAllAnswered: () => onComplete(false),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = questions.length;

  // Each new question (or the summary) takes the focus, for keyboard and screen-reader users.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question or the summary moves the focus
  useEffect(() => {
    headingRef.current?.focus();
  }, [nav.index, nav.summary]);

  const last = nav.index === total - 1;
  return (
    <Stack gap="md" maw={1100}>
      <AttemptHeader
        name={assessmentInfo.AM_Name}
        progressLabel={
          nav.summary ? q.answeredOf(record.answers.length, total) : q.questionOf(nav.index + 1, total)
        }
        answered={record.answers.length}
        total={total}
        secondsLeft={secondsLeft}
        announcement={announcement}
        paused={snapshot.paused}
      />
      {snapshot.offline ? (
        <Alert color="orange" variant="light" role="status" data-testid="offline-note">
          {q.offline}
        </Alert>
      ) : null}
      {snapshot.refusedMessage ? (
        <Alert color="red" variant="light" role="alert">
          {q.refused(snapshot.refusedMessage)}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: free ? 8 : 12 }}>
          {nav.summary ? (
            <AttemptSummary
              questions={questions}
              answers={nav.bySeq}
              flags={record.flags}
              headingRef={headingRef}
              onGo={nav.goTo}
              onBack={nav.closeSummary}
              onComplete={() => onComplete(false)}
            />
          ) : (
            <AttemptQuestion
              key={nav.question.AS_SeqNum}
              question={nav.question}
              answer={nav.answer}
              acceptsAnswers={acceptsAnswers}
              headingRef={headingRef}
              onSubmit={async (answerId) => {
                await sync.answer(nav.question.AS_SeqNum, answerId);
                nav.answered(nav.question.AS_SeqNum);
              }}
              feedback={nav.feedback}
              onSkipFeedback={!free && snapshot.offline && nav.answering ? nav.skipFeedback : undefined}
              navigation={
                free
                  ? {
                      flagged: record.flags.includes(nav.question.AS_SeqNum),
                      onToggleFlag: () => sync.toggleFlag(nav.question.AS_SeqNum),
                      onPrevious: nav.index > 0 ? nav.previous : null,
                      onNext: last ? null : nav.next,
                      onReview: nav.openSummary,
                    }
                  : undefined
              }
            />
          )}
        </Grid.Col>
        {free ? (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <QuestionPalette
              questions={questions}
              answers={nav.bySeq}
              flags={record.flags}
              current={nav.summary ? null : nav.index}
              onGo={nav.goTo}
            />
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  );
}

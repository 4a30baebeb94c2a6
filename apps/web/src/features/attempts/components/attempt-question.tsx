import { Button, Group, Paper, Stack } from '@mantine/core';
import { type Ref, useState } from 'react';
import { studentQuestionView } from '../../../components/question/options';
import { QuestionView } from '../../../components/question/question-view';
import { AnswerFeedback } from '../../../components/question/verdict';
import { useMessages } from '../../../i18n';
import type { PaperQuestion } from '../api';
import type { LocalAnswer } from '../attempt-store';
import type { Feedback } from '../hooks/use-question-navigation';
import { AnswerStatusBadge } from './answer-status-badge';

export type AttemptQuestionProps = {
  question: PaperQuestion;
  /** The answer given to it, if any: final, shown chosen and locked, with where it stands. */
  answer: LocalAnswer | null;
  acceptsAnswers: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmit: (answerId: number) => Promise<void>;
  /** IMMEDIATE: the verdict on the answer just given; offline, the way on without it. */
  feedback: Feedback | null;
  onSkipFeedback?: () => void;
  /** Free navigation: flag, previous/next and the summary. */
  navigation?: {
    flagged: boolean;
    onToggleFlag: () => void;
    onPrevious: (() => void) | null;
    onNext: (() => void) | null;
    onReview: () => void;
  };
};

/** One question of the timed test: choose, submit (final), then where the answer stands. */
export function AttemptQuestion({
  question,
  answer,
  acceptsAnswers,
  headingRef,
  onSubmit,
  feedback,
  onSkipFeedback,
  navigation,
}: AttemptQuestionProps) {
  const q = useMessages().student.quiz;
  const [draft, setDraft] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const given = answer ? String(answer.selected ?? answer.answerId) : null;
  const locked = answer !== null || !acceptsAnswers || submitting;

  async function submit() {
    if (locked || draft === null) return;
    setSubmitting(true);
    try {
      await onSubmit(Number(draft));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <QuestionView
            question={studentQuestionView(question)}
            heading={{ order: 1, size: 'h3', ref: headingRef }}
            answer={{ value: given ?? draft, onChange: setDraft, disabled: locked, label: q.optionsLabel }}
          />
          {feedback ? (
            <AnswerFeedback isCorrect={feedback.isCorrect} marksAwarded={feedback.marksAwarded} />
          ) : null}
          <Group justify="space-between" gap="sm" wrap="wrap">
            {answer ? (
              <AnswerStatusBadge state={answer.state} held={answer.held} />
            ) : (
              <Button type="submit" disabled={draft === null || locked} loading={submitting}>
                {submitting ? q.submitting : q.submit}
              </Button>
            )}
            {onSkipFeedback && answer?.state === 'waiting' ? (
              <Button variant="default" onClick={onSkipFeedback}>
                {q.skipFeedback}
              </Button>
            ) : null}
            {navigation ? (
              <Button
                variant={navigation.flagged ? 'filled' : 'default'}
                color={navigation.flagged ? 'orange.9' : undefined}
                onClick={navigation.onToggleFlag}
                aria-pressed={navigation.flagged}
              >
                {navigation.flagged ? `⚑ ${q.flag}` : q.flag}
              </Button>
            ) : null}
          </Group>
          {navigation ? (
            <Group justify="space-between" gap="sm">
              <Group gap="sm">
                <Button
                  variant="default"
                  onClick={navigation.onPrevious ?? undefined}
                  disabled={!navigation.onPrevious}
                >
                  {q.previous}
                </Button>
                <Button
                  variant="default"
                  onClick={navigation.onNext ?? undefined}
                  disabled={!navigation.onNext}
                >
                  {q.next}
                </Button>
              </Group>
              <Button variant="light" onClick={navigation.onReview}>
                {q.reviewAndFinish}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

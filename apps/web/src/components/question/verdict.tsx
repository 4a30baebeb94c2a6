import { Alert, Badge } from '@mantine/core';
import { useMessages } from '../../i18n';
import { formatScore } from '../../lib/format';

/** Right and wrong in dark shades, so white badge text passes AA contrast (practice's colours). */
export const CORRECT_COLOUR = '#1b5e20';
export const INCORRECT_COLOUR = 'red.9';

/**
 * 'Correct' or 'Incorrect' as a badge: the same words and colours in practice results and assessment
 * results. With `notAnswered` it shows those words instead (a skipped question is neither).
 */
export function VerdictBadge({
  isCorrect,
  notAnswered,
}: {
  isCorrect: boolean;
  /** The words for an unanswered question; without it the question counts as answered. */
  notAnswered?: string;
}) {
  const t = useMessages().student.question;
  const [color, words] =
    notAnswered !== undefined
      ? ['gray.7', notAnswered]
      : isCorrect
        ? [CORRECT_COLOUR, t.correct]
        : [INCORRECT_COLOUR, t.incorrect];
  return (
    <Badge color={color} variant="filled" tt="none" style={{ flexShrink: 0 }}>
      {words}
    </Badge>
  );
}

/** The line under a question just answered when feedback is immediate: 'Correct!' with the marks, or 'Incorrect'. */
export function AnswerFeedback({ isCorrect, marksAwarded }: { isCorrect: boolean; marksAwarded: number }) {
  const q = useMessages().student.quiz;
  return (
    <Alert
      role="status"
      variant="light"
      color={isCorrect ? 'green' : 'red'}
      title={isCorrect ? q.correct : q.incorrect}
    >
      {isCorrect ? q.correctMarks(formatScore(marksAwarded)) : q.incorrectMarks}
    </Alert>
  );
}

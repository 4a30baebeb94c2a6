import { Badge, VisuallyHidden } from '@mantine/core';
import { TIMER_WARNING_BELOW_SECONDS } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';
import { formatClock } from '../../../lib/format';

/**
 * The countdown as m:ss (red under a minute). Screen readers are not told every second: a polite live
 * region says the time left only when it comes down to a threshold (`announcement`, in seconds).
 */
export function AttemptTimer({
  secondsLeft,
  announcement,
}: {
  secondsLeft: number | null;
  announcement: number | null;
}) {
  const q = useMessages().student.quiz;
  const clock = formatClock(secondsLeft ?? 0);
  const warning = secondsLeft !== null && secondsLeft < TIMER_WARNING_BELOW_SECONDS;
  return (
    <>
      <Badge
        size="xl"
        radius="sm"
        color={warning ? 'red.9' : 'brand.8'}
        variant="filled"
        role="timer"
        aria-label={q.timeLeftLabel(clock)}
        data-warning={warning}
        data-testid="quiz-timer"
        tt="none"
        style={{ flexShrink: 0 }}
      >
        {clock}
      </Badge>
      <VisuallyHidden aria-live="polite" data-testid="timer-announcement">
        {announcement === null ? '' : q.timeAnnouncement(Math.round(announcement / 60))}
      </VisuallyHidden>
    </>
  );
}

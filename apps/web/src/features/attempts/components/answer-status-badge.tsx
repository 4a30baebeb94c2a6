import { Badge, VisuallyHidden } from '@mantine/core';
import { useMessages } from '../../../i18n';
import type { AnswerState } from '../attempt-store';

const COLOUR: Record<AnswerState, string> = { saved: 'green.9', waiting: 'orange.9', refused: 'red.9' };

/**
 * Whether the server holds an answer ('Saved') or it waits on the device ('Waiting to send'), or it
 * arrived after the time was up and is held for the teacher; a polite status, so the change from
 * waiting to saved is heard.
 */
export function AnswerStatusBadge({ state, held = false }: { state: AnswerState; held?: boolean }) {
  const q = useMessages().student.quiz;
  const isHeld = state === 'saved' && held;
  const words = isHeld
    ? q.heldForTeacher
    : { saved: q.saved, waiting: q.waitingToSend, refused: q.notAccepted }[state];
  return (
    <div role="status">
      <Badge
        color={isHeld ? 'orange.9' : COLOUR[state]}
        variant="filled"
        tt="none"
        data-testid="answer-status"
        data-state={isHeld ? 'held' : state}
      >
        <VisuallyHidden>{q.answerStatusPrefix}</VisuallyHidden>
        {words}
      </Badge>
    </div>
  );
}

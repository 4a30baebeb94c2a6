import type { PlacedQuestion } from '@pathshala/contracts';
import { useEffect, useState } from 'react';
import { useSaveChoice } from '../../api/assessment-questions';
import { type ChosenQuestion, choiceChanges } from '../../questions/choice';

export type ChoiceSaving = 'saved' | 'saving' | 'failed';

/**
 * Keeps step 3's choice in the draft on the server as the teacher makes it (issue 28): whenever the
 * choice differs from the questions saved, the difference is saved, one save at a time; the saved
 * questions are read back after each, so a tick made meanwhile is saved next. A reload, or leaving and
 * coming back, finds the choice. A failed save stops until the teacher retries or changes the choice.
 */
export function useChoiceSaving(
  assessmentId: number,
  placed: readonly PlacedQuestion[] | undefined,
  placedFetching: boolean,
  chosen: readonly ChosenQuestion[] | null,
): { state: ChoiceSaving; retry: () => void } {
  const save = useSaveChoice(assessmentId);
  const [failedAt, setFailedAt] = useState<string | null>(null);
  const changes = placed && chosen ? choiceChanges(assessmentId, placed, chosen) : null;
  const unsaved = changes !== null && (changes.remove.length > 0 || changes.add.length > 0);
  // The same difference after a failure is not sent again by itself (Retry clears it); a new one is.
  const wanted = unsaved ? JSON.stringify(changes) : null;
  const busy = save.isPending || placedFetching;

  useEffect(() => {
    if (!wanted || busy || wanted === failedAt) return;
    save.mutate(JSON.parse(wanted), { onError: () => setFailedAt(wanted) });
  }, [wanted, busy, failedAt, save.mutate]);

  return {
    state: wanted === null ? 'saved' : wanted === failedAt && !busy ? 'failed' : 'saving',
    retry: () => setFailedAt(null),
  };
}

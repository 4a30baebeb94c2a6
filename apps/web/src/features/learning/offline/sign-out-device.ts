import { countingUnsent, whenSigningOut } from '../../../lib/session';
import { sendWaitingAnswers } from '../../attempts/attempt-sign-out';
import { forgetSentAttempts, keptAttempts, waitingAnswers } from '../../attempts/attempt-store';
import { forgetJourneyKept } from './keep-journey';
import { flushOutbox, outboxCount } from './study-outbox';
import { forgetAllButOutbox } from './study-store';

/** How long sign-out tries to send what waits before it forgets the rest (its whole wait is 5 s). */
const SEND_MS = 3_000;

/** Exam answers and study records of this student that the server does not hold yet. */
export async function unsentOf(userId: number): Promise<number> {
  const [attempts, records] = await Promise.all([keptAttempts(userId), outboxCount(userId).catch(() => 0)]);
  return attempts.reduce((sum, record) => sum + waitingAnswers(record), 0) + records;
}

/**
 * What a shared computer keeps of a student who signs out: only what could not be sent (exam answers
 * given in time, study records), under their id, for their next sign-in here; another person's
 * session never reads another id's records. Sent attempts, copies of the journey and saved files go.
 */
export async function keepOnlyUnsent(userId: number): Promise<void> {
  if (navigator.onLine) {
    const sending = Promise.allSettled([sendWaitingAnswers(userId), flushOutbox(userId)]);
    await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, SEND_MS))]);
  }
  forgetJourneyKept(userId);
  await Promise.allSettled([forgetSentAttempts(userId), forgetAllButOutbox(userId)]);
}

/**
 * While a student is signed in: sign-out first keeps only what is unsent, and the sign-out dialog
 * counts it. Answers the function that undoes both.
 */
export function keepOnlyUnsentOnSignOut(userId: number): () => void {
  const stopCounting = countingUnsent(() => unsentOf(userId));
  const stopForgetting = whenSigningOut(() => keepOnlyUnsent(userId));
  return () => {
    stopCounting();
    stopForgetting();
  };
}

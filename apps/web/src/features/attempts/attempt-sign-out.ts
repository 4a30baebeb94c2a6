import { keptAttempts, waitingAnswers } from './attempt-store';
import { AttemptSync, openSync } from './attempt-sync';

/**
 * Before sign-out: sends the answers each attempt kept on the device still has waiting, through the
 * runner's own sync when it is open (two senders would number the same answers twice), else through
 * one made for the purpose. What the server cannot be reached for stays waiting on the device.
 */
export async function sendWaitingAnswers(studentId: number): Promise<void> {
  for (const record of await keptAttempts(studentId)) {
    if (waitingAnswers(record) === 0) continue;
    const running = openSync(studentId, record.assessmentId);
    if (running) {
      void running.flush();
      await running.whenSent();
      continue;
    }
    const sync = new AttemptSync(record, { freshMark: false });
    await sync.flush();
    await sync.dispose();
  }
}

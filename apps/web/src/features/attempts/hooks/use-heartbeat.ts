import { HEARTBEAT_INTERVAL_MS } from '@pathshala/contracts';
import { useEffect, useRef } from 'react';
import { type AttemptRef, attemptHeartbeat } from '../api';
import type { AttemptSync } from '../attempt-sync';

/**
 * While an attempt runs: every HEARTBEAT_INTERVAL_MS tell the server the student is here and how many
 * answers wait on the device (the exam room shows both); take back the time left, whether the room is
 * paused and a fresh clock mark. `onCompleted` when the server has completed the attempt. A beat that
 * gets no answer is simply skipped: the answers' own retries carry the sync.
 */
export function useHeartbeat({
  sync,
  attempt,
  active,
  onCompleted,
}: {
  sync: AttemptSync | null;
  attempt: AttemptRef | null;
  active: boolean;
  onCompleted: () => void;
}) {
  const onCompletedRef = useRef(onCompleted);
  onCompletedRef.current = onCompleted;
  const studentId = attempt?.studentId;
  const assessmentId = attempt?.assessmentId;
  const attemptId = attempt?.attemptId;

  useEffect(() => {
    if (!active || !sync || studentId === undefined || assessmentId === undefined || attemptId === undefined)
      return;
    let stopped = false;
    const beat = async () => {
      try {
        const report = await attemptHeartbeat({ studentId, assessmentId, attemptId }, sync.pending());
        if (stopped) return;
        sync.receiveMark(report.clock);
        sync.receiveTime(report.remainingSeconds, report.paused);
        if (report.completed) onCompletedRef.current();
      } catch {
        // No answer this time: the next beat tries again.
      }
    };
    const timer = setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, sync, studentId, assessmentId, attemptId]);
}

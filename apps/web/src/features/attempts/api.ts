import { api } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client';

export const attemptKeys = {
  list: (studentId: number) => ['student', studentId, 'assessments'] as const,
  result: (studentId: number, assessmentId: number) =>
    ['student', studentId, 'result', assessmentId] as const,
};

/** GET the assessments served to the student's cohorts. */
export function useStudentAssessments(studentId: number) {
  return useQuery({
    queryKey: attemptKeys.list(studentId),
    queryFn: ({ signal }) => callApi(api.student.listAssessments, { params: { studentId }, signal }),
    staleTime: 0,
  });
}

export function useAttemptResult(studentId: number, assessmentId: number) {
  return useQuery({
    queryKey: attemptKeys.result(studentId, assessmentId),
    queryFn: ({ signal }) =>
      callApi(api.student.attemptResult, { params: { studentId, assessmentId }, signal }),
  });
}

export function startAttempt(studentId: number, assessmentId: number) {
  return callApi(api.student.startAttempt, { params: { studentId, assessmentId } });
}

export function fetchQuiz(studentId: number, assessmentId: number) {
  return callApi(api.student.attemptPaper, { params: { studentId, assessmentId } });
}

/** Whether an error means "no answer from the server", so the same request may simply be sent again. */
export function isConnectionError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500)
  );
}

const RETRY_DELAYS_MS = [1_000, 2_000, 3_000, 5_000];

/**
 * Runs a write and keeps repeating the same request through a dropped connection until the server
 * acknowledges or refuses it. Safe because the server treats a repeat as a retry (idempotent).
 * `onWaiting(true)` while the connection is down, false once it answered.
 */
export async function untilAcknowledged<T>(
  send: () => Promise<T>,
  onWaiting: (waiting: boolean) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await send();
      onWaiting(false);
      return result;
    } catch (error) {
      if (!isConnectionError(error)) {
        onWaiting(false);
        throw error;
      }
      onWaiting(true);
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
      await new Promise((done) => setTimeout(done, delay));
    }
  }
}

export interface AnswerInput {
  studentId: number;
  assessmentId: number;
  seqNum: number;
  answerId: number;
  attemptId: number;
}

export function sendAnswer(input: AnswerInput) {
  return callApi(api.student.answerQuestion, {
    params: { studentId: input.studentId, assessmentId: input.assessmentId, seqNum: input.seqNum },
    body: { answerId: input.answerId, attemptId: input.attemptId },
  });
}

export function sendComplete(studentId: number, assessmentId: number, attemptId: number) {
  return callApi(api.student.completeAttempt, {
    params: { studentId, assessmentId },
    body: { attemptId },
  });
}

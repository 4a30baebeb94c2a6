import { type AnswerProof, studentAssessmentEndpoints } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, type CallOutput, callApi } from '../../lib/api-client';

/**
 * The steps of an attempt, one function each, named like their endpoints: startAttempt, attemptPaper,
 * answerQuestions, attemptHeartbeat, completeAttempt, attemptResult (docs/exam-day.md).
 */

export type Paper = CallOutput<typeof studentAssessmentEndpoints.attemptPaper>;
export type PaperQuestion = Paper['questions'][number];
export type AnswersSaved = CallOutput<typeof studentAssessmentEndpoints.answerQuestions>;
export type Heartbeat = CallOutput<typeof studentAssessmentEndpoints.attemptHeartbeat>;
export type Completion = CallOutput<typeof studentAssessmentEndpoints.completeAttempt>;

export const attemptKeys = {
  list: (studentId: number) => ['student', studentId, 'assessments'] as const,
  result: (studentId: number, assessmentId: number) =>
    ['student', studentId, 'result', assessmentId] as const,
};

/** GET the assessments served to the student's cohorts. */
export function useStudentAssessments(studentId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: attemptKeys.list(studentId),
    enabled,
    queryFn: ({ signal }) =>
      callApi(studentAssessmentEndpoints.listAssessments, { params: { studentId }, signal }),
    staleTime: 0,
  });
}

/** result: GET the student's view of a completed attempt. */
export function attemptResult(studentId: number, assessmentId: number, signal?: AbortSignal) {
  return callApi(studentAssessmentEndpoints.attemptResult, { params: { studentId, assessmentId }, signal });
}

export function useAttemptResult(studentId: number, assessmentId: number) {
  return useQuery({
    queryKey: attemptKeys.result(studentId, assessmentId),
    queryFn: ({ signal }) => attemptResult(studentId, assessmentId, signal),
  });
}

/** start: POST; starts (or resumes) the attempt and fixes its deadline. */
export function startAttempt(studentId: number, assessmentId: number) {
  return callApi(studentAssessmentEndpoints.startAttempt, { params: { studentId, assessmentId } });
}

/** paper: GET this student's questions, the time left, the rules and a clock mark. */
export function attemptPaper(studentId: number, assessmentId: number) {
  return callApi(studentAssessmentEndpoints.attemptPaper, { params: { studentId, assessmentId } });
}

export type AttemptRef = { studentId: number; assessmentId: number; attemptId: number };

/** answer: POST answers kept on the device, in the order given (the one path online and offline). */
export function answerQuestions(
  ref: AttemptRef,
  answers: (AnswerProof & { seqNum: number; answerId: number })[],
) {
  return callApi(studentAssessmentEndpoints.answerQuestions, {
    params: { studentId: ref.studentId, assessmentId: ref.assessmentId },
    body: { attemptId: ref.attemptId, answers },
  });
}

/** heartbeat: POST "still here", with the number of answers waiting on the device. */
export function attemptHeartbeat(ref: AttemptRef, pending: number) {
  return callApi(studentAssessmentEndpoints.attemptHeartbeat, {
    params: { studentId: ref.studentId, assessmentId: ref.assessmentId },
    body: { attemptId: ref.attemptId, pending },
  });
}

/** complete: POST; the answer carries the receipt code. */
export function completeAttempt(ref: AttemptRef) {
  return callApi(studentAssessmentEndpoints.completeAttempt, {
    params: { studentId: ref.studentId, assessmentId: ref.assessmentId },
    body: { attemptId: ref.attemptId },
  });
}

/** Whether an error means "no answer from the server", so the same request may simply be sent again. */
export function isConnectionError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500)
  );
}

/** Whether the server refused with this message (the contracts' messages are the server's words). */
export function isRefusal(error: unknown, message: string): boolean {
  return error instanceof ApiError && (error.serverMessage === message || error.message === message);
}

const RETRY_DELAYS_MS = [1_000, 2_000, 3_000, 5_000];

/** How long to wait before the n-th repeat of a request that got no answer (0-based). */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
}

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
      await new Promise((done) => setTimeout(done, retryDelayMs(attempt)));
    }
  }
}

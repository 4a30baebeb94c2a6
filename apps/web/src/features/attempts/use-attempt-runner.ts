import { messages, QUIZ_FEEDBACK_MS, TIMER_TICK_MS } from '@pathshala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n';
import { ApiError, errorMessage } from '../../lib/api-client';
import { attemptKeys, fetchQuiz, sendAnswer, sendComplete, startAttempt, untilAcknowledged } from './api';

export type Quiz = Awaited<ReturnType<typeof fetchQuiz>>;
export type Question = Quiz['questions'][number];
export type Result = Awaited<ReturnType<typeof sendComplete>>;

export type Phase =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'question' }
  | { kind: 'feedback'; isCorrect: boolean; marksAwarded: number }
  | { kind: 'completing' }
  | { kind: 'result'; result: Result };

/**
 * An attempt's steps: start (or resume) it, one question at a time, the countdown from the server's
 * time left (at zero the attempt completes as time up), answers and the completion resent through a
 * dropped connection until the server answers. The views are in components/quiz-runner.tsx.
 */
export function useAttemptRunner({ studentId, assessmentId }: { studentId: number; assessmentId: number }) {
  const t = useMessages();
  const q = t.student.quiz;
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const deadlineAt = useRef<number | null>(null);
  const completing = useRef(false);
  // The countdown waits for an answer in flight, so the last answer is stored before completion.
  const answerInFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const complete = useCallback(async () => {
    if (!quiz || completing.current) return;
    completing.current = true;
    setPhase({ kind: 'completing' });
    try {
      const result = await untilAcknowledged(
        () => sendComplete(studentId, assessmentId, quiz.assessmentInfo.attemptId),
        setWaiting,
      );
      await queryClient.invalidateQueries({ queryKey: attemptKeys.list(studentId) });
      setPhase({ kind: 'result', result });
    } catch (error) {
      setPhase({ kind: 'failed', message: `${q.completeFailed}: ${errorMessage(error)}` });
    }
  }, [quiz, studentId, assessmentId, queryClient, q.completeFailed]);

  // Start (or resume) the attempt, then load its questions.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        await startAttempt(studentId, assessmentId);
        const loaded = await fetchQuiz(studentId, assessmentId);
        if (cancelled) return;
        if (loaded.questions.length === 0) {
          setPhase({ kind: 'failed', message: q.noQuestions });
          return;
        }
        deadlineAt.current = Date.now() + loaded.assessmentInfo.remainingSeconds * 1000;
        setSecondsLeft(loaded.assessmentInfo.remainingSeconds);
        setQuiz(loaded);
        const firstOpen = loaded.questions.findIndex((question) => !question.answered);
        setIndex(firstOpen === -1 ? loaded.questions.length : firstOpen);
        setPhase({ kind: 'question' });
      } catch (error) {
        if (cancelled) return;
        const alreadyDone = error instanceof ApiError && error.message === messages.quiz.alreadyCompleted;
        setPhase({
          kind: 'failed',
          message: alreadyDone ? q.alreadyCompleted : `${q.fetchFailed}: ${errorMessage(error)}`,
        });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [studentId, assessmentId, q.alreadyCompleted, q.fetchFailed, q.noQuestions]);

  // Every question answered (e.g. on resume): complete.
  useEffect(() => {
    if (quiz && phase.kind === 'question' && index >= quiz.questions.length) void complete();
  }, [quiz, phase.kind, index, complete]);

  // The countdown: from the server's time left; at zero the attempt completes as time up.
  useEffect(() => {
    if (!quiz) return;
    const timer = setInterval(() => {
      if (deadlineAt.current === null) return;
      const left = Math.max(0, Math.ceil((deadlineAt.current - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0 && !answerInFlight.current) void complete();
    }, TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [quiz, complete]);

  useEffect(() => {
    // Each new question (the phase returns to 'question') takes the focus, for keyboard and screen-reader users.
    if (phase.kind === 'question') headingRef.current?.focus();
  }, [phase.kind]);

  async function submit(question: Question) {
    if (!quiz || selected === null || submitting) return;
    setSubmitting(true);
    answerInFlight.current = true;
    setAnswerError(null);
    try {
      const answer = await untilAcknowledged(
        () =>
          sendAnswer({
            studentId,
            assessmentId,
            seqNum: question.AS_SeqNum,
            answerId: Number(selected),
            attemptId: quiz.assessmentInfo.attemptId,
          }),
        setWaiting,
      );
      setPhase({ kind: 'feedback', isCorrect: answer.isCorrect, marksAwarded: answer.marksAwarded });
      setTimeout(() => {
        setSelected(null);
        setIndex((current) => current + 1);
        setPhase((current) => (current.kind === 'feedback' ? { kind: 'question' } : current));
      }, QUIZ_FEEDBACK_MS);
    } catch (error) {
      // Time ran out or the attempt closed: finish and show the result.
      if (error instanceof ApiError && error.status === 409) void complete();
      else setAnswerError(`${q.submitFailed}: ${errorMessage(error)}`);
    } finally {
      answerInFlight.current = false;
      setSubmitting(false);
    }
  }

  return {
    phase,
    quiz,
    index,
    selected,
    setSelected,
    submitting,
    waiting,
    answerError,
    secondsLeft,
    headingRef,
    submit,
  };
}

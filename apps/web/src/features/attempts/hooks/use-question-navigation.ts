import { QUIZ_FEEDBACK_MS } from '@pathshala/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PaperQuestion } from '../api';
import type { LocalAnswer } from '../attempt-store';

export type Feedback = { isCorrect: boolean; marksAwarded: number };

/**
 * Which question the student is on. Free navigation: any question, previous/next, and a summary page
 * before completing; after an answer the next question. Otherwise (feedback IMMEDIATE, the spec's flow)
 * one way only: after an answer its feedback for QUIZ_FEEDBACK_MS once the server holds it, then the
 * next question; `onAllAnswered` once none is left. An answer once given is final either way.
 */
export function useQuestionNavigation({
  questions,
  answers,
  freeNavigation,
  onAllAnswered,
}: {
  questions: readonly PaperQuestion[];
  answers: readonly LocalAnswer[];
  freeNavigation: boolean;
  onAllAnswered: () => void;
}) {
  const bySeq = useMemo(() => new Map(answers.map((answer) => [answer.seqNum, answer])), [answers]);
  const [index, setIndex] = useState(() => {
    const open = questions.findIndex((question) => !bySeq.has(question.AS_SeqNum));
    return open === -1 ? (freeNavigation ? 0 : questions.length) : open;
  });
  const [summary, setSummary] = useState(false);
  /** IMMEDIATE: the question just answered, until its feedback has been shown (or skipped offline). */
  const [answering, setAnswering] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const onAllAnsweredRef = useRef(onAllAnswered);
  onAllAnsweredRef.current = onAllAnswered;

  const total = questions.length;
  const question = questions[Math.min(index, total - 1)]!;

  function goTo(next: number) {
    setSummary(false);
    setIndex(Math.max(0, Math.min(total - 1, next)));
  }

  /** Moves on after an answer was given (and kept on the device). */
  function answered(seqNum: number) {
    if (!freeNavigation) {
      setAnswering(seqNum);
      return;
    }
    if (index + 1 < total) goTo(index + 1);
    else setSummary(true);
  }

  /** IMMEDIATE, offline: go on without waiting for the verdict (the results will have it). */
  function skipFeedback() {
    setAnswering(null);
    setFeedback(null);
    setIndex((current) => current + 1);
  }

  // IMMEDIATE: once the server holds the answer, its verdict for a moment, then the next question.
  const held = answering === null ? undefined : bySeq.get(answering);
  const heldState = held?.state;
  const heldCorrect = held?.isCorrect ?? null;
  const heldMarks = held?.marksAwarded ?? null;
  useEffect(() => {
    if (heldState === undefined || heldState === 'waiting') return;
    if (heldCorrect === null) {
      setAnswering(null);
      setIndex((current) => current + 1);
      return;
    }
    setFeedback({ isCorrect: heldCorrect, marksAwarded: heldMarks ?? 0 });
    const timer = setTimeout(() => {
      setAnswering(null);
      setFeedback(null);
      setIndex((current) => current + 1);
    }, QUIZ_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [heldState, heldCorrect, heldMarks]);

  useEffect(() => {
    if (!freeNavigation && index >= total) onAllAnsweredRef.current();
  }, [freeNavigation, index, total]);

  return {
    index: Math.min(index, total - 1),
    question,
    answer: bySeq.get(question.AS_SeqNum) ?? null,
    bySeq,
    summary,
    /** IMMEDIATE: an answer is on its way (its feedback not shown yet). */
    answering: answering !== null,
    feedback,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    openSummary: () => setSummary(true),
    closeSummary: () => setSummary(false),
    answered,
    skipFeedback,
  };
}

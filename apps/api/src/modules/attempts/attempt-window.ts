import { type ExamRules, hasFreeNavigation, messages, totalScore } from '@pathshala/contracts';
import type { servings } from '@pathshala/db';
import { conflict } from '../../lib/errors';
import type { PaperSettings } from './answer-key';

type ServingRow = typeof servings.$inferSelect;

/** The student's closing time: the serving's, moved by their extra time. */
export function studentClosesAt(closesAt: Date | null, accommodationSeconds: number): Date | null {
  return closesAt ? new Date(closesAt.getTime() + accommodationSeconds * 1000) : null;
}

/** Seconds left before the deadline on the server's clock; stopped at the pause while the room is paused. */
export function remainingSeconds(deadline: Date, pausedAt: Date | null, now: Date): number {
  const at = pausedAt ?? now;
  return Math.max(0, Math.ceil((deadline.getTime() - at.getTime()) / 1000));
}

/** Where a serving's window stands for a student who has not started. */
export function windowState(
  serving: Pick<ServingRow, 'opensAt' | 'closesAt'>,
  accommodationSeconds: number,
  now: Date,
): 'UPCOMING' | 'OPEN' | 'CLOSED' {
  if (serving.opensAt && now < serving.opensAt) return 'UPCOMING';
  const closes = studentClosesAt(serving.closesAt, accommodationSeconds);
  return closes && now >= closes ? 'CLOSED' : 'OPEN';
}

/**
 * Why a start found no serving open to the student: paused, not open yet, or closed (the most
 * hopeful first, for a student in two cohorts that both have it).
 */
export function startRefusal(
  found: ReadonlyArray<{ serving: ServingRow; accommodationSeconds: number }>,
  now: Date,
) {
  const states = found.map(({ serving, accommodationSeconds }) => ({
    paused: serving.pausedAt !== null,
    window: windowState(serving, accommodationSeconds, now),
  }));
  if (states.some((s) => s.paused && s.window === 'OPEN')) return conflict(messages.quiz.paused);
  if (states.some((s) => s.window === 'UPCOMING')) return conflict(messages.quiz.notOpenYet);
  return conflict(messages.quiz.closed);
}

/** The rules a student is told and the runner follows. */
export function examRules(
  settings: PaperSettings,
  serving: Pick<ServingRow, 'opensAt' | 'closesAt'> | null,
  accommodationSeconds: number,
): ExamRules {
  return {
    feedbackMode: settings.feedbackMode,
    freeNavigation: hasFreeNavigation(settings.feedbackMode),
    shuffleQuestions: settings.shuffleQuestions,
    shuffleOptions: settings.shuffleOptions,
    wrongMarks: settings.wrongMarks,
    skippedMarks: settings.skippedMarks,
    allowNegativeTotal: settings.allowNegativeTotal,
    opensAt: serving?.opensAt?.toISOString() ?? null,
    closesAt: studentClosesAt(serving?.closesAt ?? null, accommodationSeconds)?.toISOString() ?? null,
    extraSeconds: accommodationSeconds,
  };
}

/** An attempt's total as shown anywhere: the running sum of answer marks plus skipped marks, floored. */
export function attemptTotal(
  settings: PaperSettings,
  runningScore: number,
  answered: number,
  questionCount: number,
): number {
  return totalScore({
    answerMarks: runningScore,
    answered,
    questionCount,
    skippedMarks: settings.skippedMarks,
    allowNegativeTotal: settings.allowNegativeTotal,
  });
}

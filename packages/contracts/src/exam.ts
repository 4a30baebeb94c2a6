import { z } from 'zod';

/**
 * Exam day (issue 14): the rules of an assessment that server, web and benchmark share. The steps of
 * an attempt have one name each in every layer: start, paper, answer, heartbeat, complete, result.
 */

/** When a student learns whether an answer was right: after each answer (the spec), after completing, never. */
export const FeedbackMode = z.enum(['IMMEDIATE', 'AFTER', 'NEVER']);
export type FeedbackMode = z.infer<typeof FeedbackMode>;

/** The rules a student is told on the instructions screen, and the runner follows. */
export const ExamRules = z.object({
  feedbackMode: FeedbackMode,
  /** Move between questions, flag them and see a summary before completing: whenever feedback is not immediate. */
  freeNavigation: z.boolean(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  /** Marks for a wrong and for an unanswered question (0 or negative). */
  wrongMarks: z.number(),
  skippedMarks: z.number(),
  allowNegativeTotal: z.boolean(),
  /** The serving's window; closesAt is this student's (their extra time included). Null: none. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** This student's extra time (accommodation) in seconds; 0 when none. */
  extraSeconds: z.number().int(),
});
export type ExamRules = z.infer<typeof ExamRules>;

/**
 * Answers given offline in time may reach the server this long after the deadline. Any that arrive
 * after the deadline and its grace are stored as held: never scored on arrival, until the teacher
 * accepts them (scored then) or declines them (kept, never scored). Later still, they are refused.
 */
export const OFFLINE_SYNC_LIMIT_SECONDS = 24 * 3600;
/** A late answer's state: held (waiting for the teacher), then accepted or declined. */
export const HeldState = z.enum(['held', 'accepted', 'declined']);
export type HeldState = z.infer<typeof HeldState>;
/** The teacher's decision on an attempt's held answers. */
export const HeldDecision = z.enum(['accept', 'decline']);
export type HeldDecision = z.infer<typeof HeldDecision>;
/** Whether an answer is in the score: it arrived in time (no held state) or the teacher accepted it. */
export const countsInScore = (heldState: HeldState | null) => heldState === null || heldState === 'accepted';
/** A student's client says it is there this often while an attempt is open. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** A student heard from within this long is "connected" in the exam room. */
export const CONNECTED_WITHIN_SECONDS = 25;
/** Most answers in one offline batch. */
export const MAX_ANSWERS_PER_BATCH = 200;
/** Caps of extra time: an accommodation, and what a room may grant at once. */
export const MAX_EXTRA_TIME_PERCENT = 100;
export const MAX_EXTRA_TIME_MINUTES = 180;

/** Free navigation (flags, a summary) whenever a student does not learn each answer at once. */
export const hasFreeNavigation = (feedbackMode: FeedbackMode) => feedbackMode !== 'IMMEDIATE';

/** Marks an answer earns: the question's marks when right, the assessment's wrong marks (0 or less) when not. */
export function answerMarks(isCorrect: boolean, questionMarks: number, wrongMarks: number): number {
  return isCorrect ? questionMarks : wrongMarks;
}

/**
 * An attempt's total: the marks of its answers, plus the skipped marks of every unanswered question,
 * stopped at zero unless the assessment allows a negative total. The one rule for every score shown.
 */
export function totalScore(input: {
  answerMarks: number;
  answered: number;
  questionCount: number;
  skippedMarks: number;
  allowNegativeTotal: boolean;
}): number {
  const skipped = Math.max(0, input.questionCount - input.answered);
  const total = input.answerMarks + skipped * input.skippedMarks;
  const rounded = Math.round(total * 100) / 100;
  return input.allowNegativeTotal ? rounded : Math.max(0, rounded);
}

/** Extra seconds an accommodation gives on an assessment of this duration. */
export function accommodationSeconds(
  accommodation: { kind: 'PERCENT' | 'MINUTES'; amount: number } | null | undefined,
  durationSeconds: number,
): number {
  if (!accommodation) return 0;
  return accommodation.kind === 'PERCENT'
    ? Math.round((durationSeconds * accommodation.amount) / 100)
    : accommodation.amount * 60;
}

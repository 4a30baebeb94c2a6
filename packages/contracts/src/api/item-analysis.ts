import { z } from 'zod';
import { endpoint, Id } from './endpoint';

/**
 * Item analysis and regrade (issue 30): per served assessment, how each question fared, in the terms
 * of Moodle's quiz statistics report (facility, discrimination, the test's internal consistency),
 * with flags in words and the fix (a regrade) beside them. The formulas are in
 * apps/api/src/modules/insight/item-statistics.ts.
 */

const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

/** A teacher's correction: another option is right (KEY), everyone who answered gets the mark, or it counts for no one. */
export const RegradeKind = z.enum(['KEY', 'FULL_MARKS', 'DROP']);
export type RegradeKind = z.infer<typeof RegradeKind>;

/** What the figures say in words (the web's catalogue has them). */
export const ItemFlag = z.enum(['TOO_EASY', 'TOO_HARD', 'DOES_NOT_SEPARATE', 'CHECK_KEY']);
export type ItemFlag = z.infer<typeof ItemFlag>;
/** Facility above this: too easy; below the next: too hard; discrimination below the last: does not separate. */
export const ITEM_TOO_EASY = 0.9;
export const ITEM_TOO_HARD = 0.2;
export const ITEM_LOW_DISCRIMINATION = 0.2;
/** The share of students in each of the upper and lower groups. */
export const ITEM_GROUP_SHARE = 0.27;

export const RegradeState = z.object({
  kind: RegradeKind,
  /** KEY: the option now right (1 to 4). */
  correctOption: z.number().int().nullable(),
  regradedAt: z.string(),
});
export type RegradeState = z.infer<typeof RegradeState>;

/** One option: how many chose it, and the share of the upper and lower groups (who saw the question) that did. */
export const ItemOption = z.object({
  option: z.number().int(),
  text: z.string(),
  /** Right under the key in force (the regraded one, if any). */
  isKey: z.boolean(),
  chosenCount: z.number().int(),
  upperShare: z.number().nullable(),
  lowerShare: z.number().nullable(),
});
export type ItemOption = z.infer<typeof ItemOption>;

export const ItemQuestion = z.object({
  questionId: z.number().int(),
  /** Its number on the unshuffled paper; null for a pool's candidate. */
  seqNum: z.number().int().nullable(),
  poolId: z.number().int().nullable(),
  text: z.string(),
  marks: z.number(),
  /** The key in the bank, and the key in force (differs after a KEY regrade). */
  bankKey: z.number().int(),
  key: z.number().int(),
  regrade: RegradeState.nullable(),
  /** Completed attempts whose paper had it; of those, who answered it and who was right. */
  seenCount: z.number().int(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  /** correctCount / seenCount (an unanswered question counts as not right); null when nobody saw it. */
  facility: z.number().nullable(),
  /** Point-biserial correlation of right (1/0) with the rest of the test; null when it cannot be computed. */
  pointBiserial: z.number().nullable(),
  /** Share right in the upper group minus the lower group (27 % each); null when a group did not see it. */
  upperLowerDifference: z.number().nullable(),
  upperCount: z.number().int(),
  lowerCount: z.number().int(),
  upperCorrectShare: z.number().nullable(),
  lowerCorrectShare: z.number().nullable(),
  upperSkippedShare: z.number().nullable(),
  lowerSkippedShare: z.number().nullable(),
  options: z.array(ItemOption),
  /** Median seconds between this answer and the student's previous one (or the start); null when none. */
  medianSeconds: z.number().nullable(),
  flags: z.array(ItemFlag),
});
export type ItemQuestion = z.infer<typeof ItemQuestion>;

export const ItemAnalysis = z.object({
  assessment: z.object({ id: z.number().int(), name: z.string(), questionCount: z.number().int() }),
  servings: z.array(z.object({ id: z.number().int(), cohortName: z.string() })),
  /** The serving the figures are for; null: all of them. */
  servingId: z.number().int().nullable(),
  /** Completed current attempts counted, and the size of each 27 % group. */
  attemptCount: z.number().int(),
  groupSize: z.number().int(),
  /** Mean number right per paper (dropped questions left out). */
  meanCorrect: z.number().nullable(),
  /** KR-20 (0 to 1, may be negative); null with fewer than 2 attempts or 2 questions, or no spread. */
  kr20: z.number().nullable(),
  questions: z.array(ItemQuestion),
});
export type ItemAnalysis = z.infer<typeof ItemAnalysis>;

export const RegradeInput = z
  .object({
    questionId: Id,
    kind: RegradeKind,
    correctOption: z.number().int().min(1).max(4).optional(),
  })
  .refine((body) => (body.kind === 'KEY') === (body.correctOption !== undefined), {
    message: 'Choose the option that is right (1 to 4) only when the key is corrected',
    path: ['correctOption'],
  });
export type RegradeInput = z.infer<typeof RegradeInput>;

/** What a regrade changes (or would: the preview). */
export const RegradeOutcome = z.object({
  /** Attempts (completed and in progress) with an answer to the question. */
  answeredAttempts: z.number().int(),
  /** Attempts whose score changes. */
  changedScores: z.number().int(),
});
export type RegradeOutcome = z.infer<typeof RegradeOutcome>;

/** A regrade as the student's result tells it: their question number, what was done, their score before and after. */
export const RegradeNote = z.object({
  AS_SeqNum: z.number().int(),
  kind: RegradeKind,
  regradedAt: z.string(),
  scoreBefore: z.number(),
  scoreAfter: z.number(),
});
export type RegradeNote = z.infer<typeof RegradeNote>;

const STAFF = ['teacher', 'admin'] as const;

export const itemAnalysisEndpoints = {
  itemAnalysis: endpoint({
    method: 'GET',
    path: '/api/assessments/:id/item-analysis',
    summary:
      'Per question of a served assessment: facility, discrimination, options by upper and lower group, time, flags; KR-20 (whoever may see the results; admins)',
    access: STAFF,
    params: z.object({ id: Id }),
    query: z.object({ _t: z.coerce.number().optional(), servingId: Id.optional() }),
    response: ok({ data: ItemAnalysis }),
  }),
  previewRegrade: endpoint({
    method: 'POST',
    path: '/api/assessments/:id/item-analysis/regrade-preview',
    summary: 'How many attempts a regrade would rescore and whose score would change (nothing changes)',
    access: STAFF,
    params: z.object({ id: Id }),
    body: RegradeInput,
    response: ok({ data: RegradeOutcome }),
  }),
  regrade: endpoint({
    method: 'POST',
    path: '/api/assessments/:id/item-analysis/regrade',
    summary:
      'Correct a key, give everyone who answered the mark, or drop a question: every attempt rescored in one transaction',
    access: STAFF,
    params: z.object({ id: Id }),
    body: RegradeInput,
    response: ok({ data: RegradeOutcome }),
  }),
} as const;

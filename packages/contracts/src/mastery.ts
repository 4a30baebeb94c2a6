/**
 * Mastery (issue 30): how well a student answers a subconcept's questions, weighted towards recent
 * answers, always with the evidence it rests on. The one rule, shared: the API's SQL applies the same
 * step (insight/mastery.repository.ts) and its tests check it against this file's arithmetic.
 *
 * Not the spec's "mastery level" (section 4: a label from study progress, `masteryLevel()`).
 */

/**
 * Each answer keeps this share of the weight of those before it: the last 5 answers carry
 * 1 - 0.8^5 = 67 % (about two thirds) of the weight, so a student who has learnt something shows it
 * within a practice quiz or two, while one lucky answer moves the figure by at most a fifth.
 */
export const MASTERY_DECAY = 0.8;

/** What is kept per (student, subconcept): an exponentially weighted pair, the raw count and when. */
export interface MasteryState {
  weightedCorrect: number;
  weightedTotal: number;
  /** How many answers it rests on ("from 3 answers" is not "from 40 answers"). */
  answerCount: number;
  lastAnsweredAt: Date | null;
}

export const NO_MASTERY: MasteryState = {
  weightedCorrect: 0,
  weightedTotal: 0,
  answerCount: 0,
  lastAnsweredAt: null,
};

/** One answer counted: the old weight decays, the new answer weighs 1. */
export function addAnswer(state: MasteryState, correct: boolean, at: Date): MasteryState {
  return {
    weightedCorrect: MASTERY_DECAY * state.weightedCorrect + (correct ? 1 : 0),
    weightedTotal: MASTERY_DECAY * state.weightedTotal + 1,
    answerCount: state.answerCount + 1,
    lastAnsweredAt: state.lastAnsweredAt && state.lastAnsweredAt > at ? state.lastAnsweredAt : at,
  };
}

/** The figure, 0 to 1; null when there is no evidence at all. */
export function masteryOf(state: Pick<MasteryState, 'weightedCorrect' | 'weightedTotal'>): number | null {
  return state.weightedTotal > 0 ? state.weightedCorrect / state.weightedTotal : null;
}

/** What a concept, course or curriculum shows: its live subconcepts' weights summed. */
export interface MasterySummary {
  mastery: number | null;
  /** Answers it rests on: the sum of the subconcepts' answer counts. */
  evidence: number;
  lastAnsweredAt: Date | null;
}

/**
 * Rolls subconcepts up: sum of weighted correct over sum of weighted total, so a subconcept answered
 * often weighs more than one answered once (an average of figures would let one answer count as much
 * as forty).
 */
export function rollUpMastery(states: readonly MasteryState[]): MasterySummary {
  let weightedCorrect = 0;
  let weightedTotal = 0;
  let evidence = 0;
  let lastAnsweredAt: Date | null = null;
  for (const state of states) {
    weightedCorrect += state.weightedCorrect;
    weightedTotal += state.weightedTotal;
    evidence += state.answerCount;
    if (state.lastAnsweredAt && (!lastAnsweredAt || state.lastAnsweredAt > lastAnsweredAt))
      lastAnsweredAt = state.lastAnsweredAt;
  }
  return { mastery: masteryOf({ weightedCorrect, weightedTotal }), evidence, lastAnsweredAt };
}

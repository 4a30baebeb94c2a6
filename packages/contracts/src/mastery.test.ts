import { describe, expect, it } from 'vitest';
import { addAnswer, MASTERY_DECAY, masteryOf, NO_MASTERY, rollUpMastery } from './mastery';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
const answer = (history: boolean[]) =>
  history.reduce((state, correct, i) => addAnswer(state, correct, at(i)), NO_MASTERY);

describe('mastery: the update step', () => {
  it('no answers: no figure, no evidence', () => {
    expect(masteryOf(NO_MASTERY)).toBeNull();
    expect(rollUpMastery([])).toEqual({ mastery: null, evidence: 0, lastAnsweredAt: null });
  });

  it('one answer is the whole figure; the count and the time follow', () => {
    expect(answer([true])).toEqual({
      weightedCorrect: 1,
      weightedTotal: 1,
      answerCount: 1,
      lastAnsweredAt: at(0),
    });
    expect(masteryOf(answer([false]))).toBe(0);
  });

  it('is the decayed sum of the answers, newest weighing 1', () => {
    const history = [true, false, false, true, true, false, true];
    const weights = history.map((_, i) => MASTERY_DECAY ** (history.length - 1 - i));
    const expected = history.reduce((sum, correct, i) => sum + (correct ? weights[i]! : 0), 0);
    const state = answer(history);
    expect(state.weightedTotal).toBeCloseTo(
      weights.reduce((a, b) => a + b, 0),
      12,
    );
    expect(state.weightedCorrect).toBeCloseTo(expected, 12);
    expect(state.answerCount).toBe(7);
  });

  it('recent answers win: right after wrong is higher than wrong after right', () => {
    const learnt = masteryOf(answer([false, false, false, true, true, true]))!;
    const forgot = masteryOf(answer([true, true, true, false, false, false]))!;
    expect(learnt).toBeGreaterThan(0.5);
    expect(forgot).toBeLessThan(0.5);
    expect(learnt + forgot).toBeCloseTo(1, 12);
  });

  it('the last 5 answers carry about two thirds of the weight of a long history', () => {
    const long = answer(Array.from({ length: 200 }, () => true));
    expect(1 - MASTERY_DECAY ** 5).toBeCloseTo(0.672, 3);
    expect(long.weightedTotal).toBeCloseTo(1 / (1 - MASTERY_DECAY), 6);
  });

  it('an answer dated before the last one keeps the later time', () => {
    expect(addAnswer(answer([true, true]), true, at(0)).lastAnsweredAt).toEqual(at(1));
  });
});

describe('mastery: the roll-up', () => {
  it('sums the weights, so a subconcept with 40 answers outweighs one with 1', () => {
    const many = answer(Array.from({ length: 40 }, () => true));
    const once = answer([false]);
    const summary = rollUpMastery([many, once]);
    expect(summary.evidence).toBe(41);
    expect(summary.mastery).toBeCloseTo(many.weightedCorrect / (many.weightedTotal + 1), 12);
    expect(summary.mastery!).toBeGreaterThan(0.8);
    expect(summary.lastAnsweredAt).toEqual(at(39));
  });
});

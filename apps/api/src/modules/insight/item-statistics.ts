import {
  ITEM_GROUP_SHARE,
  ITEM_LOW_DISCRIMINATION,
  ITEM_TOO_EASY,
  ITEM_TOO_HARD,
  type ItemFlag,
} from '@pathshala/contracts';

/**
 * Classical item analysis, as Moodle's quiz statistics report defines it (facility index,
 * discrimination index, coefficient of internal consistency), for single-answer questions scored
 * right (1) or not (0):
 *
 * - Who counts: completed current attempts; on each, the questions its paper had (a pool's question
 *   only for the students who drew it). A question left unanswered counts as not right (0); only
 *   answers that count in the score count (held and declined late answers do not).
 * - Right: the option chosen is the key in force (a KEY regrade's option, else the bank's key).
 *   Negative marks change scores, not who is right, so they leave these figures alone.
 * - A student's test score: the number right over the questions on their paper, dropped ones left out.
 * - Facility p = right / saw.
 * - Point-biserial r = Pearson correlation, over the students who saw the question, of right (1/0)
 *   with the rest of the test (score minus this question), as Moodle's discrimination index
 *   (which it shows times 100): r = cov(x, rest) / (sd(x) sd(rest)), population moments.
 * - Upper and lower groups: the top and bottom 27 % of attempts by score (ties by attempt id, at least
 *   one each, never overlapping); D = share right in the upper minus the lower group (of those in
 *   the group who saw it); the share of each group choosing each option, and leaving it.
 * - KR-20 = k/(k-1) * (1 - sum(w_i p_i q_i) / var(score)), var with n (population), q = 1 - p,
 *   w_i = share of attempts that saw question i (1 on a fixed paper, less for a pool's question),
 *   k = sum(w_i) (questions on a paper). Dropped questions are left out.
 * - Time: seconds between an answer and the student's previous answer (or the start), median per
 *   question; with free navigation this includes time spent on other questions.
 */

export interface ItemAttempt {
  id: number;
  /** Questions on this attempt's paper. */
  seen: ReadonlySet<number>;
  /** Counted answers by question: the real option chosen and the seconds since the previous one. */
  answers: ReadonlyMap<number, { option: number; seconds: number | null }>;
}

export interface ItemDefinition {
  questionId: number;
  key: number;
  dropped: boolean;
  /** Regraded to full marks or dropped: acted on, so no flag asks for action. */
  settled: boolean;
}

export interface ItemFigures {
  questionId: number;
  seenCount: number;
  answeredCount: number;
  correctCount: number;
  facility: number | null;
  pointBiserial: number | null;
  upperLowerDifference: number | null;
  upperCount: number;
  lowerCount: number;
  upperCorrectShare: number | null;
  lowerCorrectShare: number | null;
  upperSkippedShare: number | null;
  lowerSkippedShare: number | null;
  /** Options 1-4: how many chose it, the share of each group that did. */
  options: Array<{
    option: number;
    chosenCount: number;
    upperShare: number | null;
    lowerShare: number | null;
  }>;
  medianSeconds: number | null;
  flags: ItemFlag[];
}

export interface TestFigures {
  attemptCount: number;
  groupSize: number;
  meanCorrect: number | null;
  kr20: number | null;
  items: ItemFigures[];
}

const round = (value: number | null, places = 3) =>
  value === null || !Number.isFinite(value) ? null : Math.round(value * 10 ** places) / 10 ** places;

const share = (count: number, of: number) => (of === 0 ? null : count / of);

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Pearson correlation with population moments; null when either side does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mx = xs.reduce((s, v) => s + v, 0) / n;
  const my = ys.reduce((s, v) => s + v, 0) / n;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    cov += dx * dy;
    vx += dx * dx;
    vy += dy * dy;
  }
  if (vx === 0 || vy === 0) return null;
  return cov / Math.sqrt(vx * vy);
}

/** Sizes of the upper and lower groups: 27 % of n, at least 1, at most half (they never overlap). */
export function groupSizeOf(n: number): number {
  if (n < 2) return 0;
  return Math.min(Math.floor(n / 2), Math.max(1, Math.round(ITEM_GROUP_SHARE * n)));
}

export function itemStatistics(
  attempts: readonly ItemAttempt[],
  items: readonly ItemDefinition[],
): TestFigures {
  const keyOf = new Map(items.map((item) => [item.questionId, item]));
  const right = (attempt: ItemAttempt, questionId: number) =>
    attempt.answers.get(questionId)?.option === keyOf.get(questionId)?.key ? 1 : 0;
  const scoreOf = new Map(
    attempts.map((attempt) => [
      attempt.id,
      [...attempt.seen].reduce(
        (sum, questionId) => sum + (keyOf.get(questionId)?.dropped ? 0 : right(attempt, questionId)),
        0,
      ),
    ]),
  );
  const n = attempts.length;
  const ranked = [...attempts].sort((a, b) => scoreOf.get(b.id)! - scoreOf.get(a.id)! || a.id - b.id);
  const groupSize = groupSizeOf(n);
  const upper = new Set(ranked.slice(0, groupSize).map((a) => a.id));
  const lower = new Set(ranked.slice(n - groupSize).map((a) => a.id));

  const figures = items.map((item): ItemFigures => {
    const saw = attempts.filter((attempt) => attempt.seen.has(item.questionId));
    const xs = saw.map((attempt) => right(attempt, item.questionId));
    const rest = saw.map((attempt, i) => scoreOf.get(attempt.id)! - (item.dropped ? 0 : xs[i]!));
    const correct = xs.reduce<number>((s, v) => s + v, 0);
    const groupFigures = (group: Set<number>) => {
      const members = saw.filter((attempt) => group.has(attempt.id));
      const chose = (option: number) =>
        members.filter((attempt) => attempt.answers.get(item.questionId)?.option === option).length;
      return {
        count: members.length,
        correct: share(
          members.filter((attempt) => right(attempt, item.questionId) === 1).length,
          members.length,
        ),
        skipped: share(
          members.filter((attempt) => !attempt.answers.has(item.questionId)).length,
          members.length,
        ),
        option: (option: number) => share(chose(option), members.length),
      };
    };
    const up = groupFigures(upper);
    const low = groupFigures(lower);
    const facility = share(correct, saw.length);
    const pointBiserial = pearson(xs, rest);
    const difference = up.correct === null || low.correct === null ? null : up.correct - low.correct;
    const options = [1, 2, 3, 4].map((option) => ({
      option,
      chosenCount: saw.filter((attempt) => attempt.answers.get(item.questionId)?.option === option).length,
      upperShare: round(up.option(option)),
      lowerShare: round(low.option(option)),
    }));
    const flags: ItemFlag[] = [];
    if (!item.settled && saw.length > 0) {
      if (facility! > ITEM_TOO_EASY) flags.push('TOO_EASY');
      if (facility! < ITEM_TOO_HARD) flags.push('TOO_HARD');
      const discrimination = pointBiserial ?? difference;
      if (discrimination !== null && discrimination < ITEM_LOW_DISCRIMINATION)
        flags.push('DOES_NOT_SEPARATE');
      const keyShare = up.option(item.key) ?? 0;
      if ([1, 2, 3, 4].some((option) => option !== item.key && (up.option(option) ?? 0) > keyShare))
        flags.push('CHECK_KEY');
    }
    const seconds = saw
      .map((attempt) => attempt.answers.get(item.questionId)?.seconds)
      .filter((value): value is number => value !== null && value !== undefined);
    return {
      questionId: item.questionId,
      seenCount: saw.length,
      answeredCount: saw.filter((attempt) => attempt.answers.has(item.questionId)).length,
      correctCount: correct,
      facility: round(facility),
      pointBiserial: round(pointBiserial),
      upperLowerDifference: round(difference),
      upperCount: up.count,
      lowerCount: low.count,
      upperCorrectShare: round(up.correct),
      lowerCorrectShare: round(low.correct),
      upperSkippedShare: round(up.skipped),
      lowerSkippedShare: round(low.skipped),
      options,
      medianSeconds: round(median(seconds), 1),
      flags,
    };
  });

  // KR-20 over the questions that count, each weighted by the share of papers that had it.
  const counted = items
    .map((item, i) => ({ item, figure: figures[i]! }))
    .filter(({ item, figure }) => !item.dropped && figure.seenCount > 0);
  const scores = attempts.map((attempt) => scoreOf.get(attempt.id)!);
  const mean = n === 0 ? null : scores.reduce((s, v) => s + v, 0) / n;
  const variance = mean === null ? 0 : scores.reduce((s, v) => s + (v - mean) ** 2, 0) / n;
  const k = counted.reduce((s, { figure }) => s + figure.seenCount / n, 0);
  const pq = counted.reduce((s, { figure }) => {
    const p = figure.correctCount / figure.seenCount;
    return s + (figure.seenCount / n) * p * (1 - p);
  }, 0);
  const kr20 = n >= 2 && k > 1 && variance > 0 ? (k / (k - 1)) * (1 - pq / variance) : null;
  return { attemptCount: n, groupSize, meanCorrect: round(mean, 2), kr20: round(kr20), items: figures };
}

import { answers, attempts } from '@pathshala/db';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';

/**
 * Item analysis computed afresh in the test from the raw rows (never through the module's code):
 * completed current attempts, their counted answers, and which questions each paper had.
 */
export async function rawItemFigures(
  t: TestApp,
  assessmentId: number,
  papers: Map<number, Set<number>>,
  keys: Map<number, number>,
  dropped: Set<number> = new Set(),
) {
  const attemptRows = await t.ctx.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.assessmentId, assessmentId), isNull(attempts.supersededAt)));
  const done = attemptRows.filter((a) => a.completedAt !== null);
  const answerRows = await t.ctx.db
    .select()
    .from(answers)
    .where(or(isNull(answers.heldState), eq(answers.heldState, 'accepted')));
  const chosen = new Map<string, number>();
  for (const row of answerRows) chosen.set(`${row.attemptId}:${row.questionId}`, row.selectedOption);
  const x = (attemptId: number, q: number) => (chosen.get(`${attemptId}:${q}`) === keys.get(q) ? 1 : 0);
  const seenBy = (studentId: number) => papers.get(studentId) ?? new Set<number>();
  const score = new Map(
    done.map((a) => [
      a.id,
      [...seenBy(a.studentId)].filter((q) => !dropped.has(q)).reduce((s, q) => s + x(a.id, q), 0),
    ]),
  );
  const n = done.length;
  const ranked = [...done].sort((a, b) => score.get(b.id)! - score.get(a.id)! || a.id - b.id);
  const g = Math.min(Math.floor(n / 2), Math.max(1, Math.round(0.27 * n)));
  const upper = ranked.slice(0, g);
  const lower = ranked.slice(n - g);

  const perQuestion = new Map<
    number,
    {
      seen: number;
      correct: number;
      facility: number;
      r: number | null;
      upperCorrect: number | null;
      lowerCorrect: number | null;
      upperOption: (o: number) => number | null;
    }
  >();
  for (const q of keys.keys()) {
    const saw = done.filter((a) => seenBy(a.studentId).has(q));
    const xs: number[] = saw.map((a) => x(a.id, q));
    const rest = saw.map((a, i) => score.get(a.id)! - (dropped.has(q) ? 0 : xs[i]!));
    const mean = (v: number[]) => v.reduce((s, e) => s + e, 0) / v.length;
    const mx = mean(xs);
    const my = mean(rest);
    const sxy = xs.reduce((s, v, i) => s + (v - mx) * (rest[i]! - my), 0);
    const sxx = xs.reduce((s, v) => s + (v - mx) ** 2, 0);
    const syy = rest.reduce((s, v) => s + (v - my) ** 2, 0);
    const inGroup = (group: typeof done) => group.filter((a) => seenBy(a.studentId).has(q));
    const shareOf = (group: typeof done, test: (a: (typeof done)[number]) => boolean) => {
      const members = inGroup(group);
      return members.length === 0 ? null : members.filter(test).length / members.length;
    };
    perQuestion.set(q, {
      seen: saw.length,
      correct: xs.reduce((s, v) => s + v, 0),
      facility: xs.reduce((s, v) => s + v, 0) / saw.length,
      r: sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy),
      upperCorrect: shareOf(upper, (a) => x(a.id, q) === 1),
      lowerCorrect: shareOf(lower, (a) => x(a.id, q) === 1),
      upperOption: (o) => shareOf(upper, (a) => chosen.get(`${a.id}:${q}`) === o),
    });
  }
  // KR-20 with each question weighted by the share of papers that had it.
  const scores = done.map((a) => score.get(a.id)!);
  const meanScore = scores.reduce((s, v) => s + v, 0) / n;
  const variance = scores.reduce((s, v) => s + (v - meanScore) ** 2, 0) / n;
  let k = 0;
  let pq = 0;
  for (const [q, f] of perQuestion) {
    if (dropped.has(q) || f.seen === 0) continue;
    const w = f.seen / n;
    k += w;
    pq += w * f.facility * (1 - f.facility);
  }
  const kr20 = (k / (k - 1)) * (1 - pq / variance);
  return { n, g, perQuestion, kr20 };
}

import type { ItemAnalysis } from '@pathshala/contracts';

/** A share 0-1 as a whole percentage in words (the reader's digits), or a dash when unknown. */
export function percent(share: number | null): string {
  return share === null ? '–' : String(Math.round(share * 100));
}

/** A correlation or difference to two places (it may be negative), or a dash. */
export function twoPlaces(value: number | null): string {
  return value === null ? '–' : value.toFixed(2);
}

/** How dependable the scores are, in the words of the usual KR-20 bands (0.7 and 0.5). */
export function reliabilityBand(kr20: number | null): 'none' | 'high' | 'fair' | 'low' {
  if (kr20 === null) return 'none';
  if (kr20 >= 0.7) return 'high';
  if (kr20 >= 0.5) return 'fair';
  return 'low';
}

/** The label of a question: its number on the unshuffled paper, or its place after the chosen ones. */
export function questionNumber(analysis: ItemAnalysis, index: number): number {
  const question = analysis.questions[index]!;
  return question.seqNum ?? index + 1;
}

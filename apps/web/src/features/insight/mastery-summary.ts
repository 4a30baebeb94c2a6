import type { MasteryCurriculum } from '@pathshala/contracts';

/** Fewer answers than this say too little to show a figure ("from 1 answer" is luck, not mastery). */
export const ENOUGH_EVIDENCE = 3;
/** How many concepts the strengths and the study-next lists show. */
const LIST_LENGTH = 3;

/** The words for a figure: below 50 % needs practice, 50 to 79 % getting there, 80 % and up strong. */
export type MasteryBand = 'needsPractice' | 'gettingThere' | 'strong';

export function masteryBand(percent: number): MasteryBand {
  if (percent >= 80) return 'strong';
  if (percent >= 50) return 'gettingThere';
  return 'needsPractice';
}

/** The figure as a whole percentage, or null when it rests on too few answers to show. */
export function shownPercent(figure: { mastery: number | null; evidence: number }): number | null {
  if (figure.mastery === null || figure.evidence < ENOUGH_EVIDENCE) return null;
  return Math.round(figure.mastery * 100);
}

type Course = MasteryCurriculum['courses'][number];
type Concept = Course['concepts'][number];

/** A concept with a figure to show, and where to practise it: its weakest answered subconcept. */
export interface RankedConcept {
  concept: Concept;
  percent: number;
  practise: { id: number; name: string } | null;
}

function ranked(curricula: readonly MasteryCurriculum[]): RankedConcept[] {
  return curricula.flatMap((curriculum) =>
    curriculum.courses.flatMap((course) =>
      course.concepts.flatMap((concept) => {
        const percent = shownPercent(concept);
        if (percent === null) return [];
        const answered = concept.subconcepts.filter((sub) => sub.mastery !== null);
        const weakest = answered.reduce<(typeof answered)[number] | null>(
          (low, sub) => (low === null || (sub.mastery ?? 0) < (low.mastery ?? 0) ? sub : low),
          null,
        );
        return [{ concept, percent, practise: weakest && { id: weakest.id, name: weakest.name } }];
      }),
    ),
  );
}

/** Weaker first; at the same figure the one resting on more answers (surer) first, then by name. */
const weakestFirst = (a: RankedConcept, b: RankedConcept) =>
  (a.concept.mastery ?? 0) - (b.concept.mastery ?? 0) ||
  b.concept.evidence - a.concept.evidence ||
  a.concept.name.localeCompare(b.concept.name);

const strongestFirst = (a: RankedConcept, b: RankedConcept) =>
  (b.concept.mastery ?? 0) - (a.concept.mastery ?? 0) ||
  b.concept.evidence - a.concept.evidence ||
  a.concept.name.localeCompare(b.concept.name);

/**
 * What the student reads first: her strengths (strong concepts, the strongest first) and the three
 * weakest concepts that are not yet strong, each from enough answers to tell.
 */
export function summarise(curricula: readonly MasteryCurriculum[]) {
  const shown = ranked(curricula);
  const strong = shown.filter((item) => masteryBand(item.percent) === 'strong');
  return {
    strengths: strong.sort(strongestFirst).slice(0, LIST_LENGTH),
    studyNext: shown
      .filter((item) => masteryBand(item.percent) !== 'strong')
      .sort(weakestFirst)
      .slice(0, LIST_LENGTH),
    answered: curricula.some((curriculum) => curriculum.evidence > 0),
  };
}

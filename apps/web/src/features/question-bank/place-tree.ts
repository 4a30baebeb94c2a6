import type { BankPlaceTree } from '@pathshala/contracts';

/** A place in the bank, as deep as it was chosen: a curriculum, down to one of its subconcepts. */
export interface PlaceIds {
  curriculumId?: number;
  courseId?: number;
  conceptId?: number;
  subconceptId?: number;
}

export const PLACE_LEVELS = ['curriculumId', 'courseId', 'conceptId', 'subconceptId'] as const;
export type PlaceLevel = (typeof PLACE_LEVELS)[number];

type Curriculum = BankPlaceTree[number];
type Course = Curriculum['courses'][number];
type Concept = Course['concepts'][number];

/**
 * The chain of places above (and including) the deepest id given, taken from the tree. A link may name
 * only a subconcept; its course and curriculum follow from the tree. Ids the tree does not hold (a
 * retired place, a hand-typed address) are dropped rather than filtering by something unseen.
 */
export function placeChainOf(tree: BankPlaceTree, ids: PlaceIds): PlaceIds {
  for (const curriculum of tree) {
    for (const course of curriculum.courses) {
      for (const concept of course.concepts) {
        for (const subconcept of concept.subconcepts) {
          if (subconcept.id === ids.subconceptId)
            return {
              curriculumId: curriculum.id,
              courseId: course.id,
              conceptId: concept.id,
              subconceptId: subconcept.id,
            };
        }
        if (concept.id === ids.conceptId && ids.subconceptId === undefined)
          return { curriculumId: curriculum.id, courseId: course.id, conceptId: concept.id };
      }
      if (course.id === ids.courseId && ids.conceptId === undefined && ids.subconceptId === undefined)
        return { curriculumId: curriculum.id, courseId: course.id };
    }
    if (
      curriculum.id === ids.curriculumId &&
      PLACE_LEVELS.slice(1).every((level) => ids[level] === undefined)
    )
      return { curriculumId: curriculum.id };
  }
  return {};
}

/** Changes one level of a place: the levels below it no longer belong to it and are cleared. */
export function choosePlace(ids: PlaceIds, level: PlaceLevel, id: number | undefined): PlaceIds {
  const next: PlaceIds = {};
  for (const each of PLACE_LEVELS) {
    if (each === level) {
      if (id !== undefined) next[each] = id;
      break;
    }
    if (ids[each] !== undefined) next[each] = ids[each];
  }
  return next;
}

export interface PlaceOption {
  id: number;
  name: string;
}

/** What each picker offers for a chosen chain: every curriculum, and the children of each chosen level. */
export function placeOptions(
  tree: BankPlaceTree,
  ids: PlaceIds,
): Record<PlaceLevel, PlaceOption[]> & { questionCounts: Map<number, number> } {
  const curriculum: Curriculum | undefined = tree.find((each) => each.id === ids.curriculumId);
  const course: Course | undefined = curriculum?.courses.find((each) => each.id === ids.courseId);
  const concept: Concept | undefined = course?.concepts.find((each) => each.id === ids.conceptId);
  const pick = (items: PlaceOption[] | undefined) => (items ?? []).map(({ id, name }) => ({ id, name }));
  return {
    curriculumId: pick(tree),
    courseId: pick(curriculum?.courses),
    conceptId: pick(course?.concepts),
    subconceptId: pick(concept?.subconcepts),
    questionCounts: new Map((concept?.subconcepts ?? []).map((each) => [each.id, each.questionCount])),
  };
}

/** A subconcept's name with the concept above it ("Fractions › Adding fractions"), or null if unknown. */
export function subconceptLabel(tree: BankPlaceTree, subconceptId: number): string | null {
  for (const curriculum of tree)
    for (const course of curriculum.courses)
      for (const concept of course.concepts)
        for (const subconcept of concept.subconcepts)
          if (subconcept.id === subconceptId) return `${concept.name} › ${subconcept.name}`;
  return null;
}

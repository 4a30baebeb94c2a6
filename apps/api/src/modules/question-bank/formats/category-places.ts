import type { ImportCategory, ImportCategorySource } from '@pathshala/contracts';
import type { BankPlace } from './import-plan';
import { placePath } from './place-path';

/** A category as the report names it: its names joined by " / ". */
export const categoryLabel = (names: string[]) => names.map((name) => name.trim()).join(' / ');
/** The key a category is found by (in a teacher's mapping, or her last import's): its label in lower case. */
export const categoryKey = (label: string) =>
  label
    .split('/')
    .map((name) => name.trim().toLowerCase())
    .join(' / ');

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** How well a place's name answers a category's name: 2 when equal, 1 when it holds its every word, else 0. */
function nameMatch(placeName: string, categoryName: string) {
  if (same(placeName, categoryName)) return 2;
  const held = new Set(words(placeName));
  const wanted = words(categoryName);
  return wanted.length > 0 && wanted.every((word) => held.has(word)) ? 1 : 0;
}

/**
 * The place a category's own names point to, when one place fits better than every other:
 * - its last four names are a place's four names (the way our own export writes categories), else
 * - its last name is (or is every word of) a subconcept's name, or a concept's name when that concept
 *   has one subconcept. Equal names beat names that only hold the words; then places whose parents'
 *   names the category also holds; then the curriculum of the place chosen for the file. A tie
 *   proposes nothing: the teacher places it.
 */
function placeByNames(names: string[], places: BankPlace[], chosen: BankPlace | undefined) {
  const [curriculum, course, concept, subconcept] = names.slice(-4);
  if (names.length >= 4) {
    const exact = places.find(
      (place) =>
        same(place.curriculumName, curriculum!) &&
        same(place.courseName, course!) &&
        same(place.conceptName, concept!) &&
        same(place.subconceptName, subconcept!),
    );
    if (exact) return exact;
  }
  const last = names.at(-1)!;
  const earlier = names.slice(0, -1);
  const subconceptsOf = new Map<number, number>();
  for (const place of places)
    subconceptsOf.set(place.conceptId, (subconceptsOf.get(place.conceptId) ?? 0) + 1);
  const score = (place: BankPlace) => {
    const match = Math.max(
      nameMatch(place.subconceptName, last),
      subconceptsOf.get(place.conceptId) === 1 ? nameMatch(place.conceptName, last) : 0,
    );
    if (match === 0) return 0;
    const parents = [place.curriculumName, place.courseName, place.conceptName].filter((name) =>
      earlier.some((written) => same(written, name)),
    ).length;
    return match * 10 + parents * 2 + (chosen && place.curriculumId === chosen.curriculumId ? 1 : 0);
  };
  const ranked = places
    .map((place) => ({ place, score: score(place) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score);
  if (ranked.length === 0) return undefined;
  if (ranked.length > 1 && ranked[1]!.score === ranked[0]!.score) return undefined;
  return ranked[0]!.place;
}

export interface CategoryPlaceInputs {
  /** Live places by subconcept id (a confirmed place is taken from these: the place rule checks it later). */
  places: Map<number, BankPlace>;
  /** The places a proposal may name: live ones in curricula the importer may add to. */
  proposable: BankPlace[];
  /** The place chosen for the file, used for a category nothing else places. */
  chosen: BankPlace | undefined;
  /** The teacher's confirmed places by category key: a subconcept id, or null for the file's place. */
  confirmed: Map<string, number | null>;
  /** Her last import's places by category key. */
  remembered: Map<string, number>;
}

export interface CategoryPlace {
  place: BankPlace | null;
  source: ImportCategorySource;
}

/**
 * Where one category's questions go: what the teacher confirmed, else where her last import of this
 * category put them, else the place its names point to, else the place chosen for the file.
 */
export function placeCategory(label: string, names: string[], inputs: CategoryPlaceInputs): CategoryPlace {
  const key = categoryKey(label);
  const fallback = (): CategoryPlace =>
    inputs.chosen ? { place: inputs.chosen, source: 'FILE_PLACE' } : { place: null, source: 'NONE' };
  if (inputs.confirmed.has(key)) {
    const id = inputs.confirmed.get(key);
    if (id === null || id === undefined) return fallback();
    // An id that is not a live place stays unplaced: the import reports it, never guesses.
    const place = inputs.places.get(id);
    return place ? { place, source: 'CHOSEN' } : { place: null, source: 'NONE' };
  }
  const rememberedId = inputs.remembered.get(key);
  const remembered = rememberedId && inputs.proposable.find((place) => place.subconceptId === rememberedId);
  if (remembered) return { place: remembered, source: 'REMEMBERED' };
  const named = placeByNames(names, inputs.proposable, inputs.chosen);
  if (named) return { place: named, source: 'NAMES' };
  return fallback();
}

/** A category's line in the report. */
export function reportCategory(label: string, questionCount: number, placed: CategoryPlace): ImportCategory {
  const { place, source } = placed;
  return {
    category: label,
    questionCount,
    subconceptId: place?.subconceptId ?? null,
    placePath: place
      ? placePath({
          curriculum: place.curriculumName,
          course: place.courseName,
          concept: place.conceptName,
          subconcept: place.subconceptName,
        })
      : null,
    source,
  };
}

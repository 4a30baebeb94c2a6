import type { PlaceNames } from './import-entry';

/**
 * Moodle category paths: `$course$/top/A/B`, a slash inside a name written twice (`A//B` is one
 * name "A/B"). The first segments name Moodle's context and its top category, not ours.
 */
export function splitCategoryPath(path: string): string[] {
  const segments = path
    .trim()
    .split(/(?<!\/)\/(?!\/)/)
    .map((segment) => segment.replaceAll('//', '/').trim())
    .filter(Boolean);
  let start = 0;
  if (segments[start]?.startsWith('$') && segments[start]?.endsWith('$')) start++;
  if (segments[start] === 'top') start++;
  return segments.slice(start);
}

export function joinCategoryPath(names: string[]): string {
  return ['$course$', 'top', ...names.map((name) => name.replaceAll('/', '//'))].join('/');
}

/**
 * The place a category names when its last four segments could be curriculum, course, concept and
 * subconcept (an export of ours writes exactly those). It is only a hint: Moodle's own categories
 * are rarely the school's places, so one that is not found falls back to the place chosen.
 */
export function placeFromCategory(path: string | null): PlaceNames | null {
  if (!path) return null;
  const segments = splitCategoryPath(path);
  if (segments.length < 4) return null;
  const [curriculum, course, concept, subconcept] = segments.slice(-4) as [string, string, string, string];
  return { curriculum, course, concept, subconcept };
}

export function placePath(place: PlaceNames): string {
  return [place.curriculum, place.course, place.concept, place.subconcept].join(' / ');
}

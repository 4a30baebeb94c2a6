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

/** A category path's own names (below Moodle's context and `top`), or null when it names none. */
export function categoryNames(path: string | null): string[] | null {
  const names = path ? splitCategoryPath(path) : [];
  return names.length > 0 ? names : null;
}

export function placePath(place: PlaceNames): string {
  return [place.curriculum, place.course, place.concept, place.subconcept].join(' / ');
}

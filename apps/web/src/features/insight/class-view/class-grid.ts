import type { ClassViewStudent, CohortActivity, CohortMastery, MasteryFigure } from '@pathshala/contracts';
import { shownPercent } from '../mastery-summary';

/**
 * The class view's grid as data (issue 30): one row per student, the mastery figures of the
 * cohort's concepts beside her study, practice, assessment and last-active columns; sorted and
 * filtered here so the rules are tested without a browser.
 */

export type Column =
  | { kind: 'name' }
  | { kind: 'overall' }
  | { kind: 'study' }
  | { kind: 'practice' }
  | { kind: 'assessments' }
  | { kind: 'lastActive' }
  | { kind: 'concept'; conceptId: number };

export type SortKey =
  | 'name'
  | 'overall'
  | 'study'
  | 'practice'
  | 'assessments'
  | 'lastActive'
  | `concept:${number}`;
export interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}
export const DEFAULT_SORT: Sort = { key: 'name', direction: 'ascending' };

export interface ClassRow {
  id: number;
  name: string;
  username: string;
  overall: MasteryFigure;
  concepts: Map<number, MasteryFigure>;
  /** The columns beside mastery (absent while they load, or when their call failed). */
  activity: ClassViewStudent | null;
}

export type GridConcept = CohortMastery['concepts'][number];

/** Rows from the two calls, joined by student. */
export function buildRows(mastery: CohortMastery, activity: CohortActivity | undefined): ClassRow[] {
  const byId = new Map(activity?.students.map((student) => [student.id, student]));
  return mastery.students.map((student) => ({
    id: student.id,
    name: `${student.firstName} ${student.lastName}`.trim(),
    username: student.username,
    overall: student.overall,
    concepts: new Map(student.concepts.map((cell) => [cell.conceptId, cell])),
    activity: byId.get(student.id) ?? null,
  }));
}

/** A share 0 to 100, whole; null when there is nothing to divide by. */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/** The concepts shown: those of the chosen course, or the one chosen concept. */
export function visibleConcepts(
  concepts: readonly GridConcept[],
  filter: { courseId: number | null; conceptId: number | null },
): GridConcept[] {
  return concepts.filter(
    (concept) =>
      (filter.courseId === null || concept.course.id === filter.courseId) &&
      (filter.conceptId === null || concept.id === filter.conceptId),
  );
}

/** The courses of the grid's concepts, in the concepts' order, once each. */
export function coursesOf(concepts: readonly GridConcept[]): Array<{ id: number; name: string }> {
  const seen = new Map<number, { id: number; name: string }>();
  for (const concept of concepts)
    if (!seen.has(concept.course.id)) seen.set(concept.course.id, concept.course);
  return [...seen.values()];
}

/** The value a row sorts by in a column; null sorts last whichever the direction (nothing to tell). */
function sortValue(row: ClassRow, key: SortKey): number | string | null {
  const activity = row.activity;
  switch (key) {
    case 'name':
      return row.name.toLocaleLowerCase();
    case 'overall':
      return shownPercent(row.overall);
    case 'study':
      return activity ? share(activity.study.completed, activity.study.total) : null;
    case 'practice':
      return activity ? share(activity.practice.correct, activity.practice.total) : null;
    case 'assessments':
      return activity?.assessments.average ?? null;
    case 'lastActive':
      return activity?.lastActiveAt ? Date.parse(activity.lastActiveAt) : null;
    default: {
      const figure = row.concepts.get(Number(key.slice('concept:'.length)));
      return figure ? shownPercent(figure) : null;
    }
  }
}

/** Rows in the chosen order; ties (and rows without a value, always last) by name. */
export function sortRows(rows: readonly ClassRow[], sort: Sort): ClassRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byName = (a: ClassRow, b: ClassRow) => a.name.localeCompare(b.name) || a.id - b.id;
  return [...rows].sort((a, b) => {
    const left = sortValue(a, sort.key);
    const right = sortValue(b, sort.key);
    if (left === null || right === null) {
      if (left === right) return byName(a, b);
      return left === null ? 1 : -1;
    }
    const order =
      typeof left === 'string' && typeof right === 'string'
        ? left.localeCompare(right)
        : (left as number) - (right as number);
    return order * sign || byName(a, b);
  });
}

/** The sort after clicking a column: the same column flips, another starts (names A-Z, figures weakest first). */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key)
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'lastActive' ? 'descending' : 'ascending' };
}

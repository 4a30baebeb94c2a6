import type { NeedsHelp } from '@pathshala/contracts';

/** How many of the most missed concepts a follow-up assessment starts from. */
export const FOLLOW_UP_CONCEPTS = 3;

/**
 * The concepts a follow-up assessment starts from: those with the most students below the
 * threshold, then the most missed questions (the list comes largest group first).
 */
export function followUpConcepts(data: NeedsHelp) {
  return [...data.concepts]
    .sort(
      (a, b) =>
        b.students.length - a.students.length ||
        b.missedQuestions.reduce((n, q) => n + q.missedBy, 0) -
          a.missedQuestions.reduce((n, q) => n + q.missedBy, 0),
    )
    .slice(0, FOLLOW_UP_CONCEPTS);
}

/** The create wizard's address, prefilled: ?curriculum=&course=&name= (the most missed concept's course; the name lists the concepts). */
export function followUpHref(base: string, data: NeedsHelp, name: (concepts: string) => string): string {
  const concepts = followUpConcepts(data);
  const params = new URLSearchParams({
    curriculum: String(data.cohort.curriculum.id),
    course: String(concepts[0]?.course.id ?? ''),
    name: name(concepts.map((c) => c.name).join(', ')).slice(0, 200),
  });
  return `${base}?${params.toString()}`;
}

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { conceptContentQuery, conceptSubconceptsQuery, courseConceptsQuery } from '../api/curriculum';

/** How long after the journey shows the walk starts (then when the browser is idle). */
const WALK_AFTER_MS = 5_000;

/** Students whose journey this page load already walked. */
const walked = new Set<number>();

/**
 * Fetches the whole learning journey once per page load (every course's concepts, every concept's
 * subconcepts and study items), so each keeps its copy and the journey opens offline after one
 * visit online. One request at a time: it runs behind what the student is doing.
 */
async function walkJourney(queryClient: QueryClient, courseIds: number[]): Promise<void> {
  for (const courseId of courseIds) {
    const { concepts } = await queryClient.fetchQuery(courseConceptsQuery(courseId));
    for (const concept of concepts) {
      await queryClient.prefetchQuery(conceptSubconceptsQuery(concept.CN_id));
      await queryClient.prefetchQuery(conceptContentQuery(concept.CN_id));
    }
  }
}

export function useKeepJourneyOffline(userId: number | undefined, courseIds: number[] | undefined): void {
  const queryClient = useQueryClient();
  const courses = courseIds?.join(',');
  useEffect(() => {
    if (userId === undefined || courses === undefined || !navigator.onLine || walked.has(userId)) return;
    const ids = courses ? courses.split(',').map(Number) : [];
    // After the page has settled, so the walk does not compete with it; it goes on if the student
    // moves to another page meanwhile.
    const walk = () => {
      if (walked.has(userId)) return;
      walked.add(userId);
      walkJourney(queryClient, ids).catch(() => walked.delete(userId)); // try again on the next visit
    };
    setTimeout(() => (globalThis.requestIdleCallback ?? setTimeout)(walk), WALK_AFTER_MS);
  }, [userId, courses, queryClient]);
}

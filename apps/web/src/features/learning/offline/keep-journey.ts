import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import {
  conceptContentQuery,
  conceptSubconceptsQuery,
  courseConceptsQuery,
  learningCopies,
} from '../api/curriculum';
import { hasCopies } from './study-store';

/** How long after the journey shows the walk starts (then when the browser is idle). */
const WALK_AFTER_MS = 5_000;

/** Students whose journey this page load walked, or is walking. */
const walked = new Set<number>();
/** Students whose journey this page load kept whole on the device. */
const kept = new Set<number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Fetches the whole learning journey once per page load (every course's concepts, every concept's
 * subconcepts and study items), so each keeps its copy and the journey opens offline after one
 * visit online. One request at a time: it runs behind what the student is doing. A level that fails
 * is passed over; the answer says whether every level is on the device, read back from it: a copy the
 * device refused (storage full or turned off) or lost is not there.
 */
export async function walkJourney(
  queryClient: QueryClient,
  userId: number,
  courseIds: number[],
): Promise<boolean> {
  let whole = true;
  const keep = <T>(fetching: Promise<T>) =>
    fetching.catch(() => {
      whole = false;
      return undefined;
    });
  const copies = [learningCopies.curriculum];
  for (const courseId of courseIds) {
    copies.push(learningCopies.concepts(courseId));
    const course = await keep(queryClient.fetchQuery(courseConceptsQuery(courseId)));
    for (const concept of course?.concepts ?? []) {
      copies.push(learningCopies.subconcepts(concept.CN_id), learningCopies.conceptContent(concept.CN_id));
      await keep(queryClient.fetchQuery(conceptSubconceptsQuery(concept.CN_id)));
      await keep(queryClient.fetchQuery(conceptContentQuery(concept.CN_id)));
    }
  }
  if (!whole) return false;
  const onDevice = await hasCopies(userId, copies).catch(() => [false]);
  return onDevice.every(Boolean);
}

/** Forgets that the student's journey was kept (their copies are being forgotten: signing out). */
export function forgetJourneyKept(userId: number): void {
  walked.delete(userId);
  kept.delete(userId);
  for (const listener of listeners) listener();
}

/**
 * Keeps the student's journey on the device, once per page load, and says when it is all there
 * (true), so the journey can tell the student it opens without a connection.
 */
export function useKeepJourneyOffline(userId: number | undefined, courseIds: number[] | undefined): boolean {
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
      void walkJourney(queryClient, userId, ids).then((whole) => {
        if (!whole) {
          walked.delete(userId); // try again on the next visit
          return;
        }
        kept.add(userId);
        for (const listener of listeners) listener();
      });
    };
    setTimeout(() => (globalThis.requestIdleCallback ?? setTimeout)(walk), WALK_AFTER_MS);
  }, [userId, courses, queryClient]);
  return useSyncExternalStore(subscribe, () => userId !== undefined && kept.has(userId));
}

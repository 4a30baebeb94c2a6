import 'fake-indexeddb/auto';
import { api } from '@pathshala/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeServer, refusal } from '../../../test/fake-server';
import { sessionUser, storeSession } from '../../../test/session-users';
import { curriculumQuery, learningCopies, learningKeys } from '../api/curriculum';
import { walkJourney } from './keep-journey';
import { forgetAllButOutbox, forgetCopy } from './study-store';

const student = sessionUser('student', { id: 41, name: 'Student 41', username: 's41', email: null });

/** One course (3) with two concepts, answered as the server would; another course is not found. */
function serve() {
  const concept = (id: number) => ({
    CN_id: id,
    CN_Name: `Concept ${id}`,
    CN_Description: null,
    progress: 0,
    masteryLevel: 'beginner' as const,
  });
  fakeServer()
    .on(api.student.curriculum, () => ({ curricula: [] }))
    .on(api.student.courseConcepts, ({ params }) =>
      params.courseId === 3 ? { concepts: [concept(5), concept(6)] } : refusal(404, 'Not found'),
    )
    .on(api.student.conceptSubconcepts, () => ({ subconcepts: [] }))
    .on(api.content.conceptContent, () => ({ content: [] }));
}

let queryClient: QueryClient;

beforeEach(async () => {
  storeSession(student);
  serve();
  queryClient = createQueryClient(); // the app's: what it fetched lately it does not fetch again
  await queryClient.fetchQuery(curriculumQuery()); // the journey's screen has shown: its copy is kept
});

afterEach(async () => {
  queryClient.clear();
  await forgetAllButOutbox(student.id);
  localStorage.clear();
});

describe('keeping the learning journey on the device', () => {
  it('says it is whole when every level has its copy on the device', async () => {
    expect(await walkJourney(queryClient, student.id, [3])).toBe(true);
  });

  it('is not whole when a level failed to load', async () => {
    expect(await walkJourney(queryClient, student.id, [3, 99])).toBe(false);
  });

  it('is not whole when the device holds no copy of a level it showed (storage refused or lost it)', async () => {
    // The concept was shown from memory while the device refused its copy: nothing of it is stored.
    queryClient.setQueryData(learningKeys.subconcepts(6), { success: true, message: 'ok', subconcepts: [] });
    expect(await walkJourney(queryClient, student.id, [3])).toBe(false);
  });

  it("is not whole when the journey's own copy is gone", async () => {
    await forgetCopy(student.id, learningCopies.curriculum);
    expect(await walkJourney(queryClient, student.id, [3])).toBe(false);
  });
});

import 'fake-indexeddb/auto';
import { type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse } from '../../../test/render';
import { curriculumQuery, learningCopies, learningKeys } from '../api/curriculum';
import { walkJourney } from './keep-journey';
import { forgetAllButOutbox, forgetCopy } from './study-store';

const student: SessionUser = {
  id: 41,
  name: 'Student 41',
  type: 'student',
  username: 's41',
  email: null,
  mustChangePassword: false,
  language: null,
};

/** One course with two concepts, answered by path as the server would. */
function answer(url: string): Response {
  const path = url.split('?')[0];
  const ok = { success: true, message: 'ok' };
  if (path === '/api/student/curriculum') return jsonResponse(200, { ...ok, curricula: [] });
  if (path === '/api/student/course/3/concepts') {
    const concept = (id: number) => ({
      CN_id: id,
      CN_Name: `Concept ${id}`,
      CN_Description: null,
      progress: 0,
      masteryLevel: 'beginner',
    });
    return jsonResponse(200, { ...ok, concepts: [concept(5), concept(6)] });
  }
  if (/^\/api\/student\/concept\/\d+\/subconcepts$/.test(path ?? ''))
    return jsonResponse(200, { ...ok, subconcepts: [] });
  if (/^\/api\/content\/\d+$/.test(path ?? '')) return jsonResponse(200, { ...ok, content: [] });
  return jsonResponse(404, { success: false, message: 'Not found' });
}

let queryClient: QueryClient;

beforeEach(async () => {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(student));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
  queryClient = createQueryClient(); // the app's: what it fetched lately it does not fetch again
  await queryClient.fetchQuery(curriculumQuery()); // the journey's screen has shown: its copy is kept
});

afterEach(async () => {
  vi.unstubAllGlobals();
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

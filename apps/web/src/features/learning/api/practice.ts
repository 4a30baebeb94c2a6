import { learningEndpoints, PRACTICE_QUESTION_COUNT } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { withOfflineCopy } from '../offline/offline-copy';
import { sendOrKeep, stamp } from '../offline/study-outbox';
import { learningKeys } from './curriculum';

/** GET /api/student/subconcept/:subconceptId/quiz?count=5: a new random draw each time it is fetched. */
export function usePracticeQuiz(subconceptId: number) {
  return useQuery({
    queryKey: [...learningKeys.all, 'practice', subconceptId],
    networkMode: 'always', // offline the kept copy answers (offline-copy)
    queryFn: ({ signal }) => drawPractice(subconceptId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * A new draw, whose copy is the quiz offline: the last draw online (or the one kept when an item of
 * the subconcept was saved for offline).
 */
export function drawPractice(subconceptId: number, signal?: AbortSignal) {
  return withOfflineCopy(`practice:${subconceptId}`, () =>
    callApi(learningEndpoints.practiceQuiz, {
      params: { subconceptId },
      query: { count: PRACTICE_QUESTION_COUNT },
      signal,
    }),
  );
}

/** GET /api/student/subconcept/:subconceptId/quiz/results: the student's latest results, newest first. */
export function usePracticeHistory(subconceptId: number) {
  return useQuery({
    queryKey: [...learningKeys.all, 'practice-history', subconceptId],
    networkMode: 'always', // offline the kept copy answers (offline-copy)
    queryFn: ({ signal }) =>
      withOfflineCopy(`practice-history:${subconceptId}`, () =>
        callApi(learningEndpoints.practiceHistory, { params: { subconceptId }, signal }),
      ),
  });
}

/**
 * POST /api/student/subconcept/:subconceptId/quiz/submit. Offline the answers wait on the device and
 * the mutation resolves to 'kept': the server marks them when the connection returns.
 */
export function useSubmitPractice(subconceptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...learningKeys.all, 'practice-history', subconceptId] }),
    networkMode: 'always', // offline the answers are kept on the device
    mutationFn: (quiz: { subconceptName: string; answers: { questionId: number; answerId: number }[] }) =>
      sendOrKeep({ kind: 'practice', ...stamp(), subconceptId, ...quiz }),
  });
}

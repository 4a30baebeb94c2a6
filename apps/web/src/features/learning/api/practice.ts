import { learningEndpoints, PRACTICE_QUESTION_COUNT } from '@pathshala/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learningKeys } from './curriculum';

/** GET /api/student/subconcept/:subconceptId/quiz?count=5: a new random draw each time it is fetched. */
export function usePracticeQuiz(subconceptId: number) {
  return useQuery({
    queryKey: [...learningKeys.all, 'practice', subconceptId],
    queryFn: ({ signal }) =>
      callApi(learningEndpoints.practiceQuiz, {
        params: { subconceptId },
        query: { count: PRACTICE_QUESTION_COUNT },
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/student/subconcept/:subconceptId/quiz/submit */
export function useSubmitPractice(subconceptId: number) {
  return useMutation({
    mutationFn: (answers: { questionId: number; answerId: number }[]) =>
      callApi(learningEndpoints.submitPractice, { params: { subconceptId }, body: { answers } }),
  });
}

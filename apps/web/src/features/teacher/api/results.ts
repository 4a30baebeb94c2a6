import { buildPath, type HeldDecision, teacherEndpoints } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { downloadFile, readerTimeZone } from '../../../lib/download';
import { teacherKeys } from './keys';

export function useAssessmentResults(id: number) {
  return useQuery({
    queryKey: teacherKeys.results(id),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.results, { params: { id }, signal }).then((r) => r.results),
    staleTime: 0,
  });
}

export function useDownloadResultsCsv() {
  return useMutation({
    mutationFn: (id: number) =>
      downloadFile(buildPath(teacherEndpoints.resultsCsv.path, { id }), {
        fallbackName: `assessment-${id}-results.csv`,
        query: { timeZone: readerTimeZone() },
      }),
  });
}

/** Accept (score) or decline (keep, never score) an attempt's held answers; the results load again. */
export function useDecideHeldAnswers(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, decision }: { attemptId: number; decision: HeldDecision }) =>
      callApi(teacherEndpoints.decideHeldAnswers, {
        params: { id: assessmentId, attemptId },
        body: { decision },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.results(assessmentId) }),
  });
}

import { type ServeBody, teacherEndpoints } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { teacherKeys } from './keys';

/** The teacher's cohorts, each marked when it already has the assessment. */
export function useCohortsForServing(assessmentId: number) {
  return useQuery({
    queryKey: teacherKeys.cohortsForServing(assessmentId),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.cohortsForServing, { query: { assessmentId }, signal }).then((r) => r.data),
    staleTime: 0,
  });
}

export function useCohortDetails(cohortId: number | null) {
  return useQuery({
    queryKey: teacherKeys.cohortDetails(cohortId ?? 0),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.cohortDetails, { params: { cohortId: cohortId ?? 0 }, signal }),
    enabled: cohortId !== null,
  });
}

export function useServeAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ServeBody>) => callApi(teacherEndpoints.serve, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}

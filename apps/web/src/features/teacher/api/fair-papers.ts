import { type AddPoolBody, teacherEndpoints, type UpdateSettingsBody } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { teacherKeys } from './keys';

/** Issue 14's fair papers: an assessment's settings, its question pools, and its servings. */

export function useUpdateSettings(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof UpdateSettingsBody>) =>
      callApi(teacherEndpoints.updateSettings, { params: { id: assessmentId }, body }).then(
        (r) => r.settings,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.assessment(assessmentId) }),
  });
}

export function usePools(assessmentId: number) {
  return useQuery({
    queryKey: teacherKeys.pools(assessmentId),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.pools, { params: { id: assessmentId }, signal }).then((r) => r.pools),
    staleTime: 0,
  });
}

export function usePoolCandidates(assessmentId: number) {
  return useQuery({
    queryKey: teacherKeys.poolCandidates(assessmentId),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.poolCandidates, { params: { id: assessmentId }, signal }).then(
        (r) => r.courses,
      ),
    staleTime: 0,
  });
}

export function useAddPool(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AddPoolBody>) =>
      callApi(teacherEndpoints.addPool, { params: { id: assessmentId }, body }).then((r) => r.pool),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.assessment(assessmentId) }),
  });
}

export function useRemovePool(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (poolId: number) =>
      callApi(teacherEndpoints.removePool, { params: { id: assessmentId, poolId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.assessment(assessmentId) }),
  });
}

export function useServings(assessmentId: number) {
  return useQuery({
    queryKey: teacherKeys.servings(assessmentId),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.servings, { params: { id: assessmentId }, signal }).then((r) => r.servings),
    staleTime: 0,
  });
}

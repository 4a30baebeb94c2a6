import { type AuthorizeBody, teacherEndpoints } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { teacherKeys } from './keys';

export function useShares(assessmentId: number) {
  return useQuery({
    queryKey: teacherKeys.shares(assessmentId),
    queryFn: ({ signal }) =>
      callApi(teacherEndpoints.authorizations, { params: { id: assessmentId }, signal }).then(
        (r) => r.authorizations,
      ),
  });
}

export function useShare(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AuthorizeBody>) => callApi(teacherEndpoints.authorize, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.shares(assessmentId) }),
  });
}

export function useStopSharing(assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (authId: number) => callApi(teacherEndpoints.revoke, { params: { authId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.shares(assessmentId) }),
  });
}

import type { SetupBody } from '@pathshala/contracts';
import { FIRST_PAGE_ROUTES } from '@pathshala/contracts/plain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callWhenLoaded } from '../../lib/api-client';

export const setupKeys = { status: ['setup', 'status'] as const };

/** GET /api/setup/status: whether the one-time setup is open, and the school's name. */
export const setupStatusQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.status,
    queryFn: ({ signal }) =>
      callWhenLoaded(FIRST_PAGE_ROUTES.setupStatus, (contracts) => contracts.setupEndpoints.status, {
        signal,
      }),
    select: (response) => response.data,
  });

/** `enabled` false holds the call back (see usePainted). */
export function useSetupStatus(enabled = true) {
  return useQuery({ ...setupStatusQueryOptions(), enabled });
}

/** POST /api/setup; the status is read again whatever the answer (a 409 means someone else was first). */
export function useSetUpSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetupBody) =>
      (await callWhenLoaded(FIRST_PAGE_ROUTES.setUp, (contracts) => contracts.setupEndpoints.setUp, { body }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: setupKeys.status }),
  });
}

import type { SetupBody } from '@pathshala/contracts';
import { FIRST_PAGE_ROUTES } from '@pathshala/contracts/plain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callWhenLoaded } from '../../lib/api-client';
import { setupStatusKey, setupStatusQueryOptions } from '../../lib/school-name';

export const setupKeys = { status: setupStatusKey };

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

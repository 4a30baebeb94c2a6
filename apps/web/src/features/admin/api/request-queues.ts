import { adminEndpoints, type PasswordResetStatus } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/reference-data';

export function useAdminRequests() {
  return useQuery({
    queryKey: adminKeys.adminRequests,
    queryFn: ({ signal }) => callApi(adminEndpoints.adminRequests, { signal }),
    select: (response) => response.data,
  });
}

export function usePasswordResetRequests(status: PasswordResetStatus | undefined) {
  return useQuery({
    queryKey: adminKeys.passwordResets(status),
    queryFn: ({ signal }) => callApi(adminEndpoints.passwordResetRequests, { query: { status }, signal }),
    select: (response) => response.data,
  });
}

/** Processing a request changes its queue and the dashboard's activity. */
function useProcess<V>(send: (variables: V) => Promise<unknown>, queue: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queue }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}

export const useApproveAdminRequest = () =>
  useProcess(
    (id: number) => callApi(adminEndpoints.approveAdminRequest, { params: { id } }),
    adminKeys.adminRequests,
  );

export const useRejectAdminRequest = () =>
  useProcess(
    ({ id, reason }: { id: number; reason: string }) =>
      callApi(adminEndpoints.rejectAdminRequest, { params: { id }, body: { reason } }),
    adminKeys.adminRequests,
  );

const RESET_QUEUE = ['admin', 'password-reset-requests'] as const;

export function useApprovePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, notes }: { id: number; notes: string }) =>
      (await callApi(adminEndpoints.approvePasswordReset, { params: { id }, body: { notes } })).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RESET_QUEUE }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}

export const useRejectPasswordReset = () =>
  useProcess(
    ({ id, reason }: { id: number; reason: string }) =>
      callApi(adminEndpoints.rejectPasswordReset, { params: { id }, body: { reason } }),
    RESET_QUEUE,
  );

import { adminEndpoints } from '@pathshala/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/** Partners, centers and curricula change rarely: one load serves every admin form. */
const REFERENCE_STALE_MS = 5 * 60_000;

export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  trainingPartners: ['admin', 'training-partners'] as const,
  trainingCenters: ['admin', 'training-centers'] as const,
  curricula: ['admin', 'curricula'] as const,
  adminRequests: ['admin', 'admin-requests'] as const,
  passwordResets: (status?: string) => ['admin', 'password-reset-requests', status ?? 'all'] as const,
};

export function useTrainingPartners() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.trainingPartners,
      queryFn: ({ signal }) => callApi(adminEndpoints.trainingPartners, { signal }),
      staleTime: REFERENCE_STALE_MS,
      select: (response) => response.data,
    }),
  );
}

export function useTrainingCenters() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.trainingCenters,
      queryFn: ({ signal }) => callApi(adminEndpoints.trainingCenters, { signal }),
      staleTime: REFERENCE_STALE_MS,
      select: (response) => response.data,
    }),
  );
}

export function useCurricula() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.curricula,
      queryFn: ({ signal }) => callApi(adminEndpoints.curriculums, { signal }),
      staleTime: REFERENCE_STALE_MS,
      select: (response) => response.data,
    }),
  );
}

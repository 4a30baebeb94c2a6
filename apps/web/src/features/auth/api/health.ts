import { FIRST_PAGE_ROUTES } from '@pathshala/contracts/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callWhenLoaded } from '../../../lib/api-client';

/** GET /api/health: among other things whether demo data (and the demo shortcuts) are on. */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) =>
      callWhenLoaded(FIRST_PAGE_ROUTES.health, (contracts) => contracts.authEndpoints.health, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** `enabled` false holds the call back (see usePainted). */
export function useHealth(enabled = true) {
  return useQuery({ ...healthQueryOptions(), enabled });
}

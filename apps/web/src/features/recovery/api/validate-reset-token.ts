import { authEndpoints } from '@pathshala/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => callApi(authEndpoints.validateResetToken, { body: { token }, signal }),
    retry: false,
    // A link is checked once per visit; re-checking on focus would spend the account's call budget.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** POST /api/auth/validate-reset-token: whose account the link opens, while it works. */
export function useValidateResetToken(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: !!token });
}

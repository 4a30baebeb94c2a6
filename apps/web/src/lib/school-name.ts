import { FIRST_PAGE_ROUTES } from '@pathshala/contracts/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callWhenLoaded } from './api-client';
import { usePainted } from './use-painted';

export const setupStatusKey = ['setup', 'status'] as const;

/**
 * GET /api/setup/status: whether the one-time setup is open, and the school's name. One query for
 * both, so sign-in, which asks for the status anyway, learns the name with no request of its own.
 */
export const setupStatusQueryOptions = () =>
  queryOptions({
    queryKey: setupStatusKey,
    queryFn: ({ signal }) =>
      callWhenLoaded(FIRST_PAGE_ROUTES.setupStatus, (contracts) => contracts.setupEndpoints.status, {
        signal,
      }),
    select: (response) => response.data,
  });

/** A rename shows within this long; every screen in between reads the kept answer. */
const SCHOOL_NAME_FRESH_MS = 10 * 60_000;

/**
 * The school's name for the header and the document title (null until known, or on an install set up
 * before the name was asked). Asked after the first paint, never before it.
 */
export function useSchoolName(): string | null {
  const painted = usePainted();
  const status = useQuery({
    ...setupStatusQueryOptions(),
    enabled: painted,
    staleTime: SCHOOL_NAME_FRESH_MS,
  });
  return status.data?.schoolName ?? null;
}

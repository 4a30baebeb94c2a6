import { FIRST_PAGE_ROUTES } from '@pathshala/contracts/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
 * The name last read on this device: the header and the title show it from the first render, so
 * nothing moves when the answer comes (the status is asked only after the first paint). Not
 * personal: it stays across sign-outs.
 */
const KEPT_NAME_KEY = 'schoolName';

function keptName(): string | null {
  try {
    return localStorage.getItem(KEPT_NAME_KEY);
  } catch {
    return null; // storage turned off: the name comes with the answer
  }
}

/**
 * The school's name for the header and the document title (null until known, or on an install set up
 * before the name was asked). Asked after the first paint, never before it.
 */
export function useSchoolName(): string | null {
  const painted = usePainted();
  const [kept] = useState(keptName);
  const status = useQuery({
    ...setupStatusQueryOptions(),
    enabled: painted,
    staleTime: SCHOOL_NAME_FRESH_MS,
  });
  const name = status.data?.schoolName;
  useEffect(() => {
    if (name === undefined) return;
    try {
      if (name === null) localStorage.removeItem(KEPT_NAME_KEY);
      else localStorage.setItem(KEPT_NAME_KEY, name);
    } catch {
      // storage turned off or full: the next visit waits for the answer again
    }
  }, [name]);
  return name === undefined ? kept : name;
}

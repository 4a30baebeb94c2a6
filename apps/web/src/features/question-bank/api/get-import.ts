import { questionBankEndpoints } from '@pathshala/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client';
import { questionBankKeys } from './keys';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;

/**
 * GET /api/question-bank/imports/:id, asked again every half second while it runs; when it ends,
 * the bank's lists and counts load again (they now hold the new questions).
 */
export function useImportProgress(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: questionBankKeys.import(id ?? 0),
    queryFn: ({ signal }) => callApi(questionBankEndpoints.getImport, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    select: (response) => response.import,
    // A failed answer stops the polling: the page offers Retry instead of asking forever.
    refetchInterval: (current) =>
      current.state.status !== 'error' &&
      (current.state.data === undefined || current.state.data.import.status === 'RUNNING')
        ? IMPORT_POLL_MS
        : false,
    staleTime: 0,
  });
  const finished = query.data !== undefined && query.data.status !== 'RUNNING';
  useEffect(() => {
    if (finished)
      void queryClient.invalidateQueries({
        predicate: (each) => each.queryKey[0] === 'question-bank' && each.queryKey[1] !== 'import',
      });
  }, [finished, queryClient]);
  return query;
}

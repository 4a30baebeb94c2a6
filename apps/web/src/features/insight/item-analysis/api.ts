import { itemAnalysisEndpoints, type RegradeInput } from '@pathshala/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const itemKeys = {
  all: ['item-analysis'] as const,
  of: (id: number, servingId: number | null) => [...itemKeys.all, id, servingId] as const,
};

/** GET the item analysis of a served assessment, for all its cohorts or one serving. */
export function useItemAnalysis(id: number, servingId: number | null) {
  return useQuery({
    queryKey: itemKeys.of(id, servingId),
    queryFn: ({ signal }) =>
      callApi(itemAnalysisEndpoints.itemAnalysis, {
        params: { id },
        query: servingId === null ? {} : { servingId },
        signal,
      }).then((r) => r.data),
    staleTime: 0,
  });
}

/** The server's count of what a regrade would change (nothing changes). */
export function usePreviewRegrade(id: number, input: RegradeInput | null) {
  return useQuery({
    queryKey: [...itemKeys.all, 'preview', id, input],
    queryFn: ({ signal }) =>
      callApi(itemAnalysisEndpoints.previewRegrade, {
        params: { id },
        body: input as RegradeInput,
        signal,
      }).then((r) => r.data),
    enabled: input !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Regrade one question; the analysis loads again. */
export function useRegrade(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegradeInput) =>
      callApi(itemAnalysisEndpoints.regrade, { params: { id }, body: input }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}

import { insightEndpoints } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const insightKeys = { all: ['insight'] as const };

/** GET /api/insight/mastery: the signed-in student's own mastery tree, with its evidence. */
export function useMyMastery() {
  return useQuery({
    queryKey: [...insightKeys.all, 'mastery'],
    queryFn: ({ signal }) => callApi(insightEndpoints.myMastery, { signal }),
  });
}

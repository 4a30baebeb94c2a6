import { schoolAnalyticsEndpoints } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { insightKeys } from './mastery';

/** GET /api/insight/my-scores: her results and practice quizzes over time, and where to study each concept. */
export function useMyScores() {
  return useQuery({
    queryKey: [...insightKeys.all, 'my-scores'],
    queryFn: ({ signal }) => callApi(schoolAnalyticsEndpoints.myScores, { signal }).then((r) => r.data),
  });
}

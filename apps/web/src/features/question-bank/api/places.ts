import { questionBankEndpoints } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { questionBankKeys } from './keys';

/** GET /api/question-bank/places: live curricula down to subconcepts, with the bank's counts. */
export function usePlaces() {
  return useQuery({
    queryKey: questionBankKeys.places,
    queryFn: ({ signal }) => callApi(questionBankEndpoints.places, { signal }),
    select: (response) => response.curricula,
    staleTime: 60_000,
  });
}

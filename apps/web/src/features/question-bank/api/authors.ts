import { questionBankEndpoints } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { questionBankKeys } from './keys';

/** GET /api/question-bank/authors: everyone who wrote a question, for the author filter. */
export function useAuthors() {
  return useQuery({
    queryKey: questionBankKeys.authors,
    queryFn: ({ signal }) => callApi(questionBankEndpoints.authors, { signal }),
    select: (response) => response.authors,
    staleTime: 60_000,
  });
}

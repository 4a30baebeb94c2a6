import { questionBankEndpoints } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { questionBankKeys } from './keys';

/** GET /api/question-bank/questions/:id: one question (key included) and its earlier versions. */
export function useQuestion(id: number | null) {
  return useQuery({
    queryKey: questionBankKeys.question(id ?? 0),
    queryFn: ({ signal }) => callApi(questionBankEndpoints.getQuestion, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    // The editor starts from what the server holds now, never from a copy an earlier visit cached.
    staleTime: 0,
  });
}

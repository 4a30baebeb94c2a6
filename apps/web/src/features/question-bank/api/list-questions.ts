import { type QuestionListQuery, questionBankEndpoints } from '@pathshala/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { questionBankKeys } from './keys';

/** GET /api/question-bank/questions: a page of the filtered bank, kept on screen while the next loads. */
export function useQuestionList(query: z.input<typeof QuestionListQuery>) {
  return useQuery({
    queryKey: questionBankKeys.list(query),
    queryFn: ({ signal }) => callApi(questionBankEndpoints.listQuestions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

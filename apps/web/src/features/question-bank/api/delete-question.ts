import { questionBankEndpoints } from '@pathshala/contracts';
import { callApi } from '../../../lib/api-client';
import { useBankChange } from './question-change';

/** DELETE /api/question-bank/questions/:id: only a question never used. */
export const useDeleteQuestion = () =>
  useBankChange(async (id: number) => {
    await callApi(questionBankEndpoints.deleteQuestion, { params: { id } });
  });

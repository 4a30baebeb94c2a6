import { questionBankEndpoints } from '@pathshala/contracts';
import { callApi } from '../../../lib/api-client';
import { useBankChange } from './question-change';

/** POST /api/question-bank/questions/:id/duplicate: a copy of one's own. */
export const useDuplicateQuestion = () =>
  useBankChange(
    async (id: number) =>
      (await callApi(questionBankEndpoints.duplicateQuestion, { params: { id } })).question,
  );

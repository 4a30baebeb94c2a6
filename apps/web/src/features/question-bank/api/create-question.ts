import { type QuestionInput, questionBankEndpoints } from '@pathshala/contracts';
import { callApi } from '../../../lib/api-client';
import { useBankChange } from './question-change';

/** POST /api/question-bank/questions */
export const useCreateQuestion = () =>
  useBankChange(
    async (body: QuestionInput) => (await callApi(questionBankEndpoints.createQuestion, { body })).question,
  );

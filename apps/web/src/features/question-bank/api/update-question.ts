import { type QuestionInput, questionBankEndpoints } from '@pathshala/contracts';
import { callApi } from '../../../lib/api-client';
import { useBankChange } from './question-change';

/** PATCH /api/question-bank/questions/:id: in place while unused, else a new version (`newVersion`). */
export const useUpdateQuestion = () =>
  useBankChange(async ({ id, body }: { id: number; body: QuestionInput }) => {
    const { question, newVersion } = await callApi(questionBankEndpoints.updateQuestion, {
      params: { id },
      body,
    });
    return { question, newVersion };
  });

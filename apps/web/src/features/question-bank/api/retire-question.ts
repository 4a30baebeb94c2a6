import { questionBankEndpoints } from '@pathshala/contracts';
import { callApi } from '../../../lib/api-client';
import { useBankChange } from './question-change';

/** POST /api/question-bank/questions/:id/retire, or /restore to bring it back. */
export const useRetireOrRestoreQuestion = () =>
  useBankChange(
    async ({ id, restore }: { id: number; restore: boolean }) =>
      (
        await callApi(
          restore ? questionBankEndpoints.restoreQuestion : questionBankEndpoints.retireQuestion,
          {
            params: { id },
          },
        )
      ).question,
  );

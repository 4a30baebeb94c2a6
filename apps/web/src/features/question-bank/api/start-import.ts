import { questionBankEndpoints } from '@pathshala/contracts';
import { callApi } from '../../../lib/api-client';
import { IMPORT_CALL_TIMEOUT_MS, type ImportChoice, importForm } from './check-import';
import { useBankChange } from './question-change';

/** POST /api/question-bank/imports: starts the import; its progress follows from getImport. */
export const useStartImport = () =>
  useBankChange(
    async (choice: ImportChoice) =>
      (
        await callApi(questionBankEndpoints.startImport, {
          formData: importForm(choice),
          timeoutMs: IMPORT_CALL_TIMEOUT_MS,
        })
      ).import,
  );

import { type QuestionImportFields, questionBankEndpoints } from '@pathshala/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** Reading a file of thousands of questions takes longer than an ordinary call may. */
export const IMPORT_CALL_TIMEOUT_MS = 2 * 60_000;

export type ImportChoice = { file: File } & z.input<typeof QuestionImportFields>;

/** The multipart body of a dry run and of an import: the file, then the choices that were made. */
export function importForm({ file, ...fields }: ImportChoice): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  form.append('file', file);
  return form;
}

/** POST /api/question-bank/imports/check: what an import of this file would do, changing nothing. */
export const useCheckImport = () =>
  useMutation({
    mutationFn: async (choice: ImportChoice) =>
      (
        await callApi(questionBankEndpoints.checkImport, {
          formData: importForm(choice),
          timeoutMs: IMPORT_CALL_TIMEOUT_MS,
        })
      ).report,
  });

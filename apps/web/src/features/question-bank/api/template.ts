import { api } from '@pathshala/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadBankFile } from './download-file';

/** GET /api/question-bank/template: the spreadsheet template, saved as a file. */
export const useDownloadTemplate = () =>
  useMutation({
    mutationFn: (format: 'csv' | 'xlsx') =>
      downloadBankFile(api.questionBank.template.path, { format }, `question-template.${format}`),
  });

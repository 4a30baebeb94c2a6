import { questionBankEndpoints } from '@pathshala/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';

/** GET /api/question-bank/template: the spreadsheet template, saved as a file. */
export const useDownloadTemplate = () =>
  useMutation({
    mutationFn: (format: 'csv' | 'xlsx') =>
      downloadFile(questionBankEndpoints.template.path, {
        query: { format },
        fallbackName: `question-template.${format}`,
      }),
  });

import { type QuestionExportFormat, type QuestionFilters, questionBankEndpoints } from '@pathshala/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { downloadFile } from '../../../lib/download';

const EXTENSION = { csv: 'csv', xlsx: 'xlsx', 'moodle-xml': 'xml' } as const;

/** GET /api/question-bank/export: the questions of the current filters as a file. */
export const useExportQuestions = () =>
  useMutation({
    mutationFn: ({
      filters,
      format,
    }: {
      filters: z.input<typeof QuestionFilters>;
      format: QuestionExportFormat;
    }) =>
      downloadFile(questionBankEndpoints.exportQuestions.path, {
        query: { ...filters, format } as Record<string, string | number | undefined>,
        fallbackName: `question-bank.${EXTENSION[format]}`,
      }),
  });

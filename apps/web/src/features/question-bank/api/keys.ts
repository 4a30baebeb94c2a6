import type { QuestionListQuery } from '@pathshala/contracts';
import type { z } from 'zod';

/** The bank's query keys: every change to a question invalidates `all`. */
export const questionBankKeys = {
  all: ['question-bank'] as const,
  places: ['question-bank', 'places'] as const,
  authors: ['question-bank', 'authors'] as const,
  lists: ['question-bank', 'list'] as const,
  list: (query: z.input<typeof QuestionListQuery>) => ['question-bank', 'list', query] as const,
  question: (id: number) => ['question-bank', 'question', id] as const,
  import: (id: number) => ['question-bank', 'import', id] as const,
};

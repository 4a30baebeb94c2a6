import { questionBankMessages } from '@pathshala/contracts';

/** The question bank's screens: list, editor, preview, import and export (issue 13). */
export const questionBank = {
  messages: questionBankMessages,
  entry: {
    title: 'Question Bank',
  },
};

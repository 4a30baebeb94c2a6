import { BULK_COLUMN_WORDS, bulkMessages, Salutation } from '@pathshala/contracts';
import type { z } from 'zod';

/**
 * Why a cell was refused, in words a school office understands: the single forms' own messages where
 * they are plain already, and for the cells whose rule is a list or a format (status, salutation,
 * date, lengths) what the cell must hold instead of the validator's phrasing.
 */
export function plainReason(column: string, issue: z.core.$ZodIssue): string {
  switch (column) {
    case 'registrationStatus':
      return bulkMessages.statusInvalid;
    case 'salutation':
      return bulkMessages.salutationInvalid(Salutation.options);
    case 'dob':
      // A date in another format gets an example; a real-looking date that is not one keeps its own words.
      return issue.code === 'invalid_format' ? bulkMessages.dobInvalid : issue.message;
  }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    return bulkMessages.tooLong(BULK_COLUMN_WORDS[column] ?? column, issue.maximum);
  }
  return issue.message;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { translateServerMessage } from '../i18n';

/** Puts each field error's message (written in English by the shared contracts) in the reader's language. */
function translateMessages(errors: object): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    if (typeof value.message === 'string') value.message = translateServerMessage(value.message);
    translateMessages(value);
  }
}

/** `zodResolver` for forms checked with a contract schema, its messages in the reader's language. */
export const schemaResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args);
  return async (...call: Parameters<typeof resolve>) => {
    const result = await resolve(...call);
    translateMessages(result.errors);
    return result;
  };
}) as typeof zodResolver;

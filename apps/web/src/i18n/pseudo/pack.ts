import { en } from '../en/index';
import type { LanguagePack, Messages } from '../index';
import { type ServerMessages, serverMessagesEn, serverTranslator } from '../server-messages';

/** The marks around every catalogue text in the pseudo-language. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const mark = (text: string) => `${PSEUDO_OPEN}${text}${PSEUDO_CLOSE}`;

/** The same shape with every text (and every function's text) marked. */
function marked<T>(value: T): T {
  if (typeof value === 'string') return mark(value) as T;
  if (typeof value === 'function')
    return ((...args: unknown[]) => mark(String((value as (...a: unknown[]) => unknown)(...args)))) as T;
  if (Array.isArray(value)) return value.map(marked) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, marked(inner)])) as T;
  return value;
}

/**
 * English with every text marked ⟦…⟧: the browser tests run the main screens in it, and any words on
 * screen outside the marks (and outside the data the server sent) were not taken from the catalogue.
 * Dates use Hindi's format, so an English date written outside `lib/format` shows too.
 */
export const pack: LanguagePack = {
  messages: marked<Messages>(en),
  translateServer: serverTranslator(marked<ServerMessages>(serverMessagesEn)),
  intl: 'hi-IN',
};

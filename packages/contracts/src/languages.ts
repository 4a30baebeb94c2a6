/**
 * The interface languages, each named in itself (so a reader finds their own in the switch). A new
 * language is one line here and one folder of messages in the web app (see its README).
 */
export const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी' } as const;
export type Language = keyof typeof LANGUAGE_NAMES;

/** True for a code of an interface language ('en', 'hi'). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_NAMES, value);
}

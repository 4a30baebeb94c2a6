import { en } from './en/index';
import type { Widen } from './widen';

export type Messages = Widen<typeof en>;

/** Available languages: a translation adds one line here (e.g. `hi`, imported from './hi'). */
const catalogues = { en } satisfies Record<string, Messages>;

export type Locale = keyof typeof catalogues;
export const DEFAULT_LOCALE: Locale = 'en';

function isLocale(value: string): value is Locale {
  return Object.hasOwn(catalogues, value);
}

/** The best catalogue for the browser's preferred languages, else English. */
export function pickLocale(preferred: readonly string[] = globalThis.navigator?.languages ?? []): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0] ?? '';
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

export const locale: Locale = pickLocale();

/** The message catalogue in use. */
export const t: Messages = catalogues[locale];

/** Hook form of `t`, for components. */
export function useMessages(): Messages {
  return t;
}

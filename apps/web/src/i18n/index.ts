import { isLanguage, type Language } from '@pathshala/contracts/plain';
import { useSyncExternalStore } from 'react';
import { type DayPeriods, setFormatLocale } from '../lib/format';
import { enFirst } from './en/first';
import type { en } from './en/index';
import type { ServerTranslator } from './server-messages';
import type { Widen } from './widen';

export type Messages = Widen<typeof en>;

/** What one language folder gives: its messages, the server's texts in it, and its Intl locale. */
export interface LanguagePack {
  messages: Messages;
  /** Reads each English text the server or a shared contract writes into this language (./server-messages). */
  translateServer: ServerTranslator;
  /** For dates and numbers (`Intl`), e.g. 'hi-IN'. */
  intl: string;
  /** Its words for 'am' and 'pm' when its Intl data writes them in English (Hindi's does). */
  dayPeriods?: DayPeriods;
}

/**
 * A language the interface can show: the account languages of the contracts, plus `pseudo`, every
 * English text marked, which the browser tests use to find text that is not in the catalogue.
 */
export type DisplayLanguage = Language | 'pseudo';

/**
 * English is built in as far as sign-in and the app's frame need it (./en/first); the router adds the
 * areas a screen needs (`completeEnglish`) with it, before it shows (app/foundations.ts).
 */
const english: LanguagePack = {
  messages: { ...enFirst } as Messages,
  translateServer: () => undefined,
  intl: 'en-IN',
};

/** Adds English areas to the built-in part (in place: `t` may already point at it). */
export function completeEnglish(areas: Partial<Messages>): void {
  Object.assign(english.messages, areas);
}

/** Every other language folder loads on its own only when chosen (`<folder>/pack.ts`). */
const folders = import.meta.glob<{ pack: LanguagePack }>('./*/pack.ts');

function isDisplayLanguage(value: unknown): value is DisplayLanguage {
  return value === 'pseudo' || isLanguage(value);
}

/** The best language for the browser's preferred languages, else English. */
export function pickLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): Language {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLanguage(language)) return language;
  }
  return 'en';
}

/** The language in use: read at start (`loadLanguage`) and changed in place by `switchLanguage`. */
export let language: DisplayLanguage = 'en';
/** The message catalogue in use. */
export let t: Messages = english.messages;
let pack = english;

/** Components showing text re-render when the language changes in place. */
const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hook form of `t`, for components: they follow a switch of language without a reload. */
export function useMessages(): Messages {
  return useSyncExternalStore(subscribe, () => t);
}

// The device remembers the last language chosen on it (before and after sign-in).
const DEVICE_KEY = 'pathshala.language';
// Set when the person chose on the sign-in page in this tab: that choice then goes to their account.
const CHOSEN_BEFORE_SIGN_IN_KEY = 'pathshala.languageChosenBeforeSignIn';
// Set when the account could not keep a choice; said once.
const NOT_SAVED_KEY = 'pathshala.languageNotSaved';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null; // storage turned off
  }
}

/** The device's language: its last choice, else the browser's preferred languages. */
export function deviceLanguage(): DisplayLanguage {
  const stored = storage('localStorage')?.getItem(DEVICE_KEY);
  return isDisplayLanguage(stored) ? stored : pickLanguage();
}

/** The longest the first paint waits for a language's folder: past it, English shows this time. */
const LOAD_WAIT_MS = 8_000;
const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('language pack timed out')), ms));

/**
 * Loads the device's language before the app first renders. English is built in; another language's
 * folder is fetched (the service worker keeps it for offline use). If it cannot load, English shows.
 */
export async function loadLanguage(): Promise<void> {
  await show(deviceLanguage());
}

/** Loads `chosen`'s folder (English is built in) and makes it the language in use; false if it could not load. */
async function show(chosen: DisplayLanguage): Promise<boolean> {
  let next = english;
  const load = folders[`./${chosen}/pack.ts`];
  if (chosen !== 'en' && load) {
    try {
      next = (await Promise.race([load(), timeout(LOAD_WAIT_MS)])).pack;
    } catch {
      return false; // English still reads; the next start tries again.
    }
  }
  pack = next;
  language = next === english ? 'en' : chosen;
  t = pack.messages;
  setFormatLocale(pack.intl, pack.dayPeriods);
  if (globalThis.document) document.documentElement.lang = language === 'pseudo' ? 'en' : language;
  for (const listener of listeners) listener();
  return true;
}

/**
 * Shows `next` in place (its folder fetched once, the screens re-rendered), remembered on this
 * device; if its folder cannot load, the page reloads in it.
 */
export async function switchLanguage(next: Language, { beforeSignIn = false } = {}): Promise<void> {
  storage('localStorage')?.setItem(DEVICE_KEY, next);
  if (beforeSignIn) storage('sessionStorage')?.setItem(CHOSEN_BEFORE_SIGN_IN_KEY, next);
  if (!(await show(next))) globalThis.location?.reload();
}

/**
 * At sign-in: a language chosen on the sign-in page just now goes to the account (`save`); otherwise
 * the account's language, if it has one, comes to this device. Answers whether it differs from the
 * one shown (`showDeviceLanguage` then shows it in place).
 */
export async function settleLanguageAtSignIn(
  accountLanguage: Language | null,
  save: (language: Language) => Promise<void>,
): Promise<boolean> {
  const session = storage('sessionStorage');
  const chosenNow = session?.getItem(CHOSEN_BEFORE_SIGN_IN_KEY);
  session?.removeItem(CHOSEN_BEFORE_SIGN_IN_KEY);
  if (isLanguage(chosenNow) && chosenNow !== accountLanguage) {
    await save(chosenNow).catch(() => session?.setItem(NOT_SAVED_KEY, 'true'));
    return false;
  }
  if (accountLanguage === null) return false;
  storage('localStorage')?.setItem(DEVICE_KEY, accountLanguage);
  return accountLanguage !== language;
}

/** Shows the device's language in place (after sign-in brought the account's). */
export async function showDeviceLanguage(): Promise<void> {
  if (!(await show(deviceLanguage()))) globalThis.location?.reload();
}

/** Marks that the account did not keep the latest choice (said once). */
export function noteLanguageNotSaved(): void {
  storage('sessionStorage')?.setItem(NOT_SAVED_KEY, 'true');
}

/** True once after a choice the account could not keep. */
export function takeLanguageNotSaved(): boolean {
  const session = storage('sessionStorage');
  const notSaved = session?.getItem(NOT_SAVED_KEY) === 'true';
  session?.removeItem(NOT_SAVED_KEY);
  return notSaved;
}

/**
 * A text the server or a shared contract wrote (a refusal, a validation message), in the reader's
 * language when the catalogue has it; otherwise as written.
 */
export function translateServerMessage(text: string): string {
  return pack.translateServer(text) ?? text;
}

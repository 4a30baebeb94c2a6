import type { Language } from '@pathshala/contracts';
import { DEMO_ACCOUNTS } from '@pathshala/db/seed';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { en } from '../../apps/web/src/i18n/en/index';
import { hi } from '../../apps/web/src/i18n/hi/index';
import { serverMessages as hiServerMessages } from '../../apps/web/src/i18n/hi/server-messages';
import type { Messages } from '../../apps/web/src/i18n/index';
import { serverTranslator } from '../../apps/web/src/i18n/server-messages';

/**
 * The language the browser journeys run in: English, or Hindi with `E2E_LANGUAGE=hi` (npm test runs
 * the student and teacher journeys in both). Tests find what they click and read through `m`, the
 * catalogue of that language, so one journey checks both.
 */
export const E2E_LANGUAGE: Language | 'pseudo' = ((): Language | 'pseudo' => {
  const chosen = process.env.E2E_LANGUAGE ?? 'en';
  if (chosen !== 'en' && chosen !== 'hi' && chosen !== 'pseudo')
    throw new Error(`E2E_LANGUAGE must be en, hi or pseudo, not ${chosen}`);
  return chosen;
})();

/** The message catalogue of the language the journeys run in. */
export const m: Messages = E2E_LANGUAGE === 'hi' ? hi : en;

const hiServerText = serverTranslator(hiServerMessages);
/** A text the server writes (a contract message), as the reader sees it in the journeys' language. */
export function serverText(english: string): string {
  return E2E_LANGUAGE === 'hi' ? (hiServerText(english) ?? english) : english;
}

/** Every page of the context opens in `language` (as if chosen on this device). */
export async function openIn(context: BrowserContext, language: Language | 'pseudo'): Promise<void> {
  if (language === 'en') return;
  await context.addInitScript((chosen) => localStorage.setItem('pathshala.language', chosen), language);
}

// Words `Intl` writes in every language's format (times and sizes), not the app's. Hindi says the
// time of day in its own words (lib/format), so an 'am' or 'pm' on a Hindi screen is English left over.
const INTL_WORDS = E2E_LANGUAGE === 'hi' ? /\b(kb|mb|gb)\b/g : /\b(am|pm|kb|mb|gb)\b/g;
// Names in every language: the product's (the page's first title, index.html) and the demo's
// accounts, which its sign-in shortcuts show.
const NAMES = ['pathshala', ...Object.values(DEMO_ACCOUNTS).map(({ username }) => username)];

/** The pages' data: every string of every successful JSON answer of the context, lower-cased. */
const dataOf = new WeakMap<BrowserContext, Set<string>>();
/** The context's API calls still on their way (asked, or answered and being read): more data to come. */
const arrivingOf = new WeakMap<BrowserContext, Set<Request>>();
/**
 * Answers whose body Chromium had already let go when it was read (a loaded machine, a page that moved
 * on: "No resource with given identifier found"), asked again before the screen is judged.
 */
const unreadOf = new WeakMap<BrowserContext, Array<{ url: string; headers: Record<string, string> }>>();
/** How a context's data is added to (the walk over an answer's strings). */
const readerOf = new WeakMap<BrowserContext, (value: unknown) => void>();

/** Texts the person brought that no request carries as JSON (a chosen file's name): data, not interface. */
export function addData(context: BrowserContext, ...texts: string[]): void {
  const data = dataOf.get(context);
  if (!data) throw new Error('collectData(context) must run before data is added');
  for (const text of texts) data.add(text.toLowerCase());
}

/**
 * Starts collecting the data of the context's pages: what the server sends and what the person
 * typed and sent (a name they gave an assessment shows back to them), not interface.
 */
export function collectData(context: BrowserContext): Set<string> {
  const data = new Set(NAMES.map((name) => name.toLowerCase()));
  dataOf.set(context, data);
  const arriving = new Set<Request>();
  arrivingOf.set(context, arriving);
  // An event stream (the live exam room) never ends: its events are not waited for.
  const awaited = (request: Request) =>
    ['fetch', 'xhr'].includes(request.resourceType()) &&
    !(request.headers().accept ?? '').includes('text/event-stream');
  const reading = new Set<Request>();
  context.on('request', (request) => {
    if (awaited(request)) arriving.add(request);
  });
  context.on('requestfailed', (request) => arriving.delete(request));
  // A finished JSON answer stays on its way until the 'response' handler below has read it.
  context.on('requestfinished', (request) => {
    if (!reading.has(request)) arriving.delete(request);
  });
  const walk = (value: unknown, key = ''): void => {
    // A successful answer's `message` ("Login successful") is the server's own text, not data.
    if (typeof value === 'string') {
      if (key !== 'message' && value.trim().length > 1) data.add(value.trim().toLowerCase());
    } else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  context.on('request', (request) => {
    if (request.method() !== 'GET')
      walk(
        (() => {
          try {
            return request.postDataJSON();
          } catch {
            return null;
          }
        })(),
      );
  });
  const unread: Array<{ url: string; headers: Record<string, string> }> = [];
  unreadOf.set(context, unread);
  readerOf.set(context, (value) => walk(value));
  context.on('response', async (response) => {
    if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('application/json')) return;
    const request = response.request();
    reading.add(request);
    try {
      const body = await response.json().catch(() => undefined);
      if (body !== undefined) walk(body);
      else if (request.method() === 'GET') unread.push({ url: response.url(), headers: request.headers() });
    } finally {
      reading.delete(request);
      arriving.delete(request);
    }
  });
  return data;
}

/**
 * Waits until the context has no API call on its way (up to 15 s): an answer that arrives just after a
 * screen settles is data too, and must be in before the screen's texts are told apart from it.
 */
async function dataArrived(context: BrowserContext): Promise<void> {
  const arriving = arrivingOf.get(context);
  const deadline = Date.now() + 15_000;
  while (arriving && arriving.size > 0 && Date.now() < deadline)
    await new Promise((done) => setTimeout(done, 25));
}

/** Asks again, with the same headers, for each answer whose body could not be read: its data too. */
async function readAgain(context: BrowserContext): Promise<void> {
  const unread = unreadOf.get(context) ?? [];
  const read = readerOf.get(context);
  for (const { url, headers } of unread.splice(0)) {
    const response = await context.request.get(url, { headers }).catch(() => null);
    if (response?.ok()) read?.(await response.json().catch(() => null));
  }
}

/** The visible texts of the page and the names a screen reader reads, each with where it is. */
function visibleTexts(page: Page): Promise<Array<{ text: string; where: string }>> {
  return page.evaluate(() => {
    const texts: Array<{ text: string; where: string }> = [];
    const describe = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.id && `#${element.id}`,
        element.className && `.${String(element.className).split(' ')[0]}`,
      ]
        .filter(Boolean)
        .join('');
    // Hidden from everyone (a measuring copy, a closed menu) or from screen readers: nobody reads it.
    const shown = (element: Element | null) =>
      !!element &&
      !element.closest('[aria-hidden="true"]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Content an author wrote (documents in frames, questions with formulas, which MathText splits
      // around each formula) and what a person types in a field are data, not interface.
      if (!parent || parent.closest('script, style, noscript, iframe, textarea, .math-text')) continue;
      if (node.textContent?.trim() && shown(parent))
        texts.push({ text: node.textContent, where: describe(parent) });
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!shown(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
        if (element.getAttribute(attribute)?.trim())
          texts.push({
            text: element.getAttribute(attribute) ?? '',
            where: `${describe(element)}[${attribute}]`,
          });
    }
    texts.push({ text: document.title, where: 'title' });
    return texts;
  });
}

/** Every string the device keeps for offline study (IndexedDB 'pathshala-study'), lower-cased. */
async function offlineCopiesText(page: Page): Promise<string[]> {
  const json = await page
    .evaluate(
      () =>
        new Promise<string>((resolve) => {
          const opening = indexedDB.open('pathshala-study');
          // Not there yet: do not create it (the app creates it with its store on first use).
          opening.onupgradeneeded = () => opening.transaction?.abort();
          opening.onerror = () => resolve('[]');
          opening.onsuccess = () => {
            const db = opening.result;
            if (!db.objectStoreNames.contains('records')) return resolve('[]');
            const all = db.transaction('records').objectStore('records').getAll();
            all.onsuccess = () =>
              resolve(JSON.stringify(all.result.filter((value) => !(value instanceof Blob))));
            all.onerror = () => resolve('[]');
          };
        }),
    )
    .catch(() => '[]');
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim().length > 1) texts.push(value.trim().toLowerCase());
    } else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(JSON.parse(json));
  return texts;
}

/** Latin words the Hindi catalogue itself writes (PDF, CSV, ID, px, file columns ...). */
const hindiLatinWords = new Set<string>();
(function gather(value: unknown): void {
  let text = value;
  if (typeof value === 'function') {
    try {
      text = value('0', '1', '2', '3'); // the words around its values
    } catch {
      return; // a function of a list or a count: its words are the compiler's to check
    }
  }
  if (typeof text === 'string')
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) hindiLatinWords.add(word);
  else if (text && typeof text === 'object') for (const inner of Object.values(text)) gather(inner);
})(hi);

/**
 * What is left of a text once the catalogue's words and the server's data are taken out: in the
 * pseudo-language its marked parts, in Hindi the Latin words its catalogue writes. Any word left was
 * written into the code, not taken from the catalogue.
 */
export function notFromCatalogue(text: string, data: ReadonlySet<string>, language = E2E_LANGUAGE): string {
  let rest = text;
  // Marks nest (a marked sentence around a marked word): take the innermost out until none is left.
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  rest = rest.trim().toLowerCase();
  if (data.has(rest)) return '';
  for (const value of [...data].filter((d) => rest.includes(d)).sort((a, b) => b.length - a.length))
    rest = rest.split(value).join(' ');
  rest = rest.replace(INTL_WORDS, ' ');
  if (language === 'hi') rest = rest.replace(/[a-z]+/g, (word) => (hindiLatinWords.has(word) ? ' ' : word));
  return rest;
}

/**
 * Fails naming each text on the page that is not from the catalogue: in English nothing can be
 * told apart, so this checks only in Hindi and the pseudo-language.
 */
export async function expectOnlyCatalogueText(
  page: Page,
  label: string,
  language = E2E_LANGUAGE,
): Promise<void> {
  if (language === 'en') return;
  const data = dataOf.get(page.context());
  if (!data) throw new Error('collectData(context) must run before the pages open');
  await dataArrived(page.context());
  await readAgain(page.context());
  // Offline, the screens show the copies the server's answers left on the device: data too (an answer
  // that arrived just before a reload may have left no body to read).
  for (const text of await offlineCopiesText(page)) data.add(text);
  // The school's name is shown from the device's copy before (or without) its status call: data too.
  const schoolName = await page.evaluate(() => localStorage.getItem('schoolName'));
  if (schoolName) data.add(schoolName.replace(/^"|"$/g, '').trim().toLowerCase());
  const misses = (await visibleTexts(page))
    .filter(({ text }) => /[a-z]{2,}/i.test(notFromCatalogue(text, data, language)))
    .map(({ text, where }) => `${where}: ${JSON.stringify(text)}`);
  expect(misses, `text outside the catalogue on ${label}`).toEqual([]);
}

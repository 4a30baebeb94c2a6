import {
  accommodationMessages,
  assessmentQuestionMessages,
  assessmentSettingsMessages,
  backupMessages,
  bulkMessages,
  cohortMessages,
  examRoomMessages,
  initialPasswordMessages,
  insightMessages,
  itemAnalysisMessages,
  messages,
  organisationMessages,
  peopleMessages,
  practiceMessages,
  questionBankMessages,
  servingMessages,
  setupMessages,
  teacherAuthoringMessages,
  uploadQuotaMessages,
} from '@pathshala/contracts';
import type { Widen } from './widen';

/**
 * The texts the server and the shared contracts write (the spec's messages, validation and refusals),
 * in English. A translation gives the same shape; the web shows a server's message in the reader's
 * language by finding its English text here (see `translateServerMessage` in ./index). Only language
 * packs import this file, so English readers never load it.
 */
export const serverMessagesEn = {
  messages,
  accommodationMessages,
  assessmentQuestionMessages,
  assessmentSettingsMessages,
  backupMessages,
  bulkMessages,
  cohortMessages,
  examRoomMessages,
  initialPasswordMessages,
  insightMessages,
  itemAnalysisMessages,
  organisationMessages,
  peopleMessages,
  practiceMessages,
  questionBankMessages,
  servingMessages,
  setupMessages,
  teacherAuthoringMessages,
  uploadQuotaMessages,
};

export type ServerMessages = Widen<typeof serverMessagesEn>;

/** Reads a server's English text back into the same text in another language. */
export type ServerTranslator = (english: string) => string | undefined;

// Private-use marks around each argument's place, which no message writes.
const SLOTS = ['\uE0000\uE000', '\uE0001\uE000', '\uE0002\uE000', '\uE0003\uE000'];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MAX_MESSAGE_LENGTH = 2_000;

/** A counted value comes back as a number (the translation may choose its words by it). */
const asValue = (written: string): string | number =>
  /^-?[\d,]+(\.\d+)?$/.test(written) ? Number(written.replace(/,/g, '')) : written;

/** How a probe calls a message function: each argument a marked slot, the value 1, or a list of slots. */
type Probe = Array<{ slot: number } | { one: true } | { list: number[] }>;

const distinct: Probe = SLOTS.map((_, slot) => ({ slot }));
/**
 * The calls that show a message's wordings: every argument free; one argument at 1 (one thing may take
 * other words); two arguments alike (`min === max` may, too); the first argument a list of one or two
 * (a cell's allowed values, a file's missing columns), read back as parts that join again the same way.
 */
const PROBES: Probe[] = [
  distinct,
  [{ list: [0, 1] }, { slot: 2 }, { slot: 3 }],
  [{ list: [0] }, { slot: 1 }, { slot: 2 }],
  ...SLOTS.map((_, fixed) => distinct.map((arg, index) => (index === fixed ? { one: true as const } : arg))),
  ...SLOTS.flatMap((_, first) =>
    SLOTS.map((__, second) =>
      second <= first ? null : distinct.map((arg, index) => (index === second ? { slot: first } : arg)),
    ),
  ).filter((probe): probe is Probe => probe !== null),
];

const probeValue = (arg: Probe[number]) =>
  'slot' in arg ? SLOTS[arg.slot] : 'list' in arg ? arg.list.map((slot) => SLOTS[slot]) : 1;

/** Patterns that read the values back out of what an English message function wrote, one per wording. */
function patternsOf(message: (...args: unknown[]) => unknown) {
  const patterns: Array<{ pattern: RegExp; probe: Probe }> = [];
  for (const probe of PROBES) {
    let written: unknown;
    try {
      written = message(...probe.map(probeValue));
    } catch {
      continue; // an argument of another kind (a list): that message stays in English
    }
    if (typeof written !== 'string') continue;
    const seen = new Set<number>();
    const source = written
      .split(/\uE000(\d)\uE000/)
      .map((part, index) => {
        if (index % 2 === 0) return escapeRegExp(part);
        const slot = Number(part);
        if (seen.has(slot)) return `\\k<a${slot}>`;
        seen.add(slot);
        return `(?<a${slot}>.+?)`;
      })
      .join('');
    patterns.push({ pattern: new RegExp(`^${source}$`, 's'), probe });
  }
  return patterns;
}

/**
 * Reads each English text of `serverMessagesEn` back into its translation, walking both side by side:
 * fixed texts by their words, message functions (`Assessment ID 1007 already exists`) by the values
 * read back out of them.
 */
export function serverTranslator(translated: ServerMessages): ServerTranslator {
  const fixed = new Map<string, string>();
  const written: Array<{
    pattern: RegExp;
    probe: Probe;
    translate: (...values: unknown[]) => unknown;
  }> = [];
  const walk = (english: unknown, other: unknown) => {
    if (typeof english === 'string') {
      if (typeof other === 'string') fixed.set(english, other);
    } else if (typeof english === 'function') {
      if (typeof other === 'function')
        for (const pattern of patternsOf(english as (...args: unknown[]) => unknown))
          written.push({ ...pattern, translate: other as (...values: unknown[]) => unknown });
    } else if (english && typeof english === 'object' && other && typeof other === 'object') {
      for (const [key, value] of Object.entries(english))
        walk(value, (other as Record<string, unknown>)[key]);
    }
  };
  walk(serverMessagesEn, translated);
  return (text) => {
    const exact = fixed.get(text);
    if (exact !== undefined) return exact;
    // Server messages are short; a long text (a document?) is not read back through the patterns.
    if (text.length > MAX_MESSAGE_LENGTH) return undefined;
    for (const { pattern, probe, translate } of written) {
      const match = pattern.exec(text);
      if (!match) continue;
      const readBack = (slot: number) => asValue(match.groups?.[`a${slot}`] ?? '');
      const values = probe.map((arg) =>
        'slot' in arg ? readBack(arg.slot) : 'list' in arg ? arg.list.map(readBack) : 1,
      );
      try {
        const result = translate(...values);
        if (typeof result === 'string') return result;
      } catch {
        // the translation wants a value of another kind: the English text shows
      }
    }
    return undefined;
  };
}

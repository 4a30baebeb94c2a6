import { describe, expect, it } from 'vitest';
import { en } from './en/index';
import { hi } from './hi/index';
import { serverMessages as hiServerMessages } from './hi/server-messages';
import { serverMessagesEn, serverTranslator } from './server-messages';

/** Texts Hindi writes as English does: names, codes, formats and examples, not words to translate. */
const SAME_IN_HINDI = new Set([
  'app.name',
  'app.pageTitle',
  'login.usernamePlaceholder',
  'learning.contentType.PDF',
  'library.types.PDF',
  'library.size',
  'teacher.common.assessmentId',
  'admin.cohort.columns.id',
  'cohorts.result.id',
  'cohorts.bulk.columns.id',
  'backup.restore.command',
  'questionBank.import.formats.csv',
  'questionBank.import.formats.xlsx',
  'questionBank.import.formats.moodle-xml',
  'questionBank.import.formats.gift',
  'questionBank.import.formats.aiken',
]);

const SENTINELS = ['⟨0⟩', '⟨1⟩', '⟨2⟩', '⟨3⟩'];

/** Every text of a catalogue with its key path; functions are called with sentinel arguments. */
function* texts(value: unknown, path = ''): Generator<[path: string, english: unknown]> {
  if (typeof value === 'string' || typeof value === 'function') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* texts(inner, path ? `${path}.${key}` : key);
}

function valueAt(catalogue: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], catalogue);
}

function call(text: unknown): string | undefined {
  if (typeof text === 'string') return text;
  try {
    const result = (text as (...args: unknown[]) => unknown)(...SENTINELS);
    return typeof result === 'string' ? result : undefined;
  } catch {
    return undefined; // an argument of another type (a count, a list): checked by the compiler only
  }
}

describe.each([
  ['the interface', en, hi],
  ['the server’s texts', serverMessagesEn, hiServerMessages],
])('Hindi, %s', (_what, english, hindi) => {
  it('translates every text (in Devanagari), but for names, codes and formats', () => {
    const untranslated = [...texts(hindi)]
      .filter(([, text]) => {
        const written = call(text);
        return written !== undefined && /[a-z]{2,}/i.test(written) && !/[\u0900-\u097F]/.test(written);
      })
      .map(([path]) => path)
      .filter((path) => !SAME_IN_HINDI.has(path));
    expect(untranslated).toEqual([]);
  });

  it('keeps every value the English text shows (a name, a count, a date)', () => {
    const dropped: string[] = [];
    for (const [path, text] of texts(english)) {
      if (typeof text !== 'function') continue;
      const englishText = call(text);
      const hindiText = call(valueAt(hindi, path));
      if (englishText === undefined || hindiText === undefined) continue;
      for (const sentinel of SENTINELS)
        if (englishText.includes(sentinel) && !hindiText.includes(sentinel))
          dropped.push(`${path} ${sentinel}`);
    }
    expect(dropped).toEqual([]);
  });
});

describe('the server’s texts in Hindi', () => {
  const translate = serverTranslator(hiServerMessages);
  const { messages, accommodationMessages, bulkMessages, questionBankMessages } = serverMessagesEn;

  it('reads a fixed text, and a text written with values, into Hindi with the same values', () => {
    expect(translate(messages.api.network)).toBe(hiServerMessages.messages.api.network);
    expect(translate(messages.teacher.duplicateId(1007))).toBe(
      hiServerMessages.messages.teacher.duplicateId(1007),
    );
    expect(translate(accommodationMessages.removed('Aarav Sharma'))).toBe(
      hiServerMessages.accommodationMessages.removed('Aarav Sharma'),
    );
  });

  it('reads a count of one, which English words differently, too', () => {
    expect(translate(messages.quiz.answersSaved(1))).toBe(hiServerMessages.messages.quiz.answersSaved(1));
    expect(translate(messages.quiz.answersSaved(12))).toBe(hiServerMessages.messages.quiz.answersSaved(12));
  });

  it('reads a list back whole, however long', () => {
    const staff = ['Mr', 'Ms', 'Mrs', 'Dr', 'Prof'];
    expect(translate(bulkMessages.salutationInvalid(staff))).toBe(
      hiServerMessages.bulkMessages.salutationInvalid(staff),
    );
    expect(translate(bulkMessages.salutationInvalid(staff))).toContain('Mr, Ms, Mrs, Dr या Prof');
    for (const missing of [['Question', 'Option A', 'Answer'], ['Question']])
      expect(translate(questionBankMessages.wrongColumns(missing))).toBe(
        hiServerMessages.questionBankMessages.wrongColumns(missing),
      );
  });

  it('leaves a text it does not know as it is', () => {
    expect(translate('Something only this server says')).toBeUndefined();
    expect(translate(`${messages.teacher.duplicateId(1007)} and more`)).toBeUndefined();
  });
});

describe('every server message written with values', () => {
  const translate = serverTranslator(hiServerMessages);
  // Sample values of either kind: a message takes counts, names, or both.
  const samples: unknown[][] = [
    [3, 5, 7, 9],
    ['Class 8 A', 'Pune', 'Algebra', 'Ratios'],
    [3, 'Class 8 A', 5, 'Pune'],
    ['Class 8 A', 3, 5, 7],
    ['Algebra', 3, 5, 5],
    ['Algebra', 1, 2, 9],
    // Lists: a cell's allowed values (bulk uploads).
    [['Mr', 'Ms', 'Mrs', 'Dr', 'Prof']],
    [['Mr', 'Ms']],
    [['Question']],
  ];

  // The web writes a cohort change's summary itself from its counts (members-result.tsx).
  const NOT_SHOWN = new Set(['cohortMessages.summary']);

  it('is read back into Hindi, whatever its values', () => {
    const unread: string[] = [];
    for (const [path, message] of texts(serverMessagesEn)) {
      if (typeof message !== 'function' || NOT_SHOWN.has(path)) continue;
      for (const args of samples) {
        let english: unknown;
        try {
          english = message(...args);
        } catch {
          continue;
        }
        if (typeof english === 'string' && !english.includes('NaN') && translate(english) === undefined)
          unread.push(`${path}(${args.join(', ')})`);
      }
    }
    expect(unread).toEqual([]);
  });
});

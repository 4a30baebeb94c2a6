import { type ImportEntry, questionEntry } from './import-entry';
import { importMessages } from './import-messages';

/**
 * Aiken, as Moodle writes and reads it: a question is its text (one line, or several), its options
 * as `A) text` or `A. text`, then `ANSWER: X`. Questions may follow each other with or without a
 * blank line. No maintained parser exists, so this one is small and strict: a line it cannot place
 * is a problem of the question it is in, never silently part of another.
 */
const OPTION = /^([A-Z])[.)][ \t]+(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

interface Draft {
  item: number;
  stem: string[];
  options: Array<{ letter: string; text: string }>;
}

export function* aikenEntries(source: string): Generator<ImportEntry> {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  let item = 0;
  let draft: Draft | null = null;
  const start = (): Draft => ({ item: ++item, stem: [], options: [] });

  const unfinished = (open: Draft): ImportEntry => ({
    kind: 'problem',
    item: open.item,
    name: null,
    reason: open.options.length === 0 ? importMessages.aikenNoOptions : importMessages.aikenNoAnswer,
  });

  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const answer = ANSWER.exec(line);
    const option = OPTION.exec(line);
    if (answer) {
      if (!draft) {
        yield { kind: 'problem', item: ++item, name: null, reason: importMessages.aikenStray };
        continue;
      }
      const letter = answer[1]!.trim().toUpperCase();
      const index = draft.options.findIndex((candidate) => candidate.letter === letter);
      const entry = questionEntry({
        item: draft.item,
        name: null,
        text: draft.stem.join('\n'),
        options: draft.options.map((candidate) => candidate.text),
        correctOption: index >= 0 ? index + 1 : null,
      });
      if (draft.options.length === 0) entry.problems.push(importMessages.aikenNoOptions);
      else if (index < 0) entry.problems.push(importMessages.aikenAnswerNotOption(letter || '(empty)'));
      yield entry;
      draft = null;
    } else if (option && draft && draft.stem.length > 0) {
      draft.options.push({ letter: option[1]!, text: option[2]!.trim() });
    } else if (draft && draft.options.length > 0) {
      // Text after the options with no ANSWER line between: that question ends unfinished and
      // this line starts the next one.
      yield unfinished(draft);
      draft = start();
      draft.stem.push(line);
    } else {
      draft ??= start();
      draft.stem.push(line);
    }
  }
  if (draft) yield unfinished(draft);
}

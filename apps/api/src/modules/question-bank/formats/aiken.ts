import { type AikenRecord, readAiken } from './aiken-read.mjs';
import { type ImportEntry, questionEntry } from './import-entry';
import { importMessages } from './import-messages';

/**
 * The import entries of an Aiken file's records (aiken-read.mjs, run by the parse worker), one at a
 * time; each record is one item, numbered in file order.
 */
export function* aikenRecordEntries(records: AikenRecord[]): Generator<ImportEntry> {
  let item = 0;
  for (const record of records) {
    item++;
    if (record.kind === 'stray') {
      yield { kind: 'problem', item, name: null, reason: importMessages.aikenStray };
      continue;
    }
    if (record.answer === null) {
      const reason =
        record.options.length === 0 ? importMessages.aikenNoOptions : importMessages.aikenNoAnswer;
      yield { kind: 'problem', item, name: null, reason };
      continue;
    }
    const letter = record.answer;
    const index = record.options.findIndex((candidate) => candidate.letter === letter);
    const entry = questionEntry({
      item,
      name: null,
      text: record.stem.join('\n'),
      options: record.options.map((candidate) => candidate.text),
      correctOption: index >= 0 ? index + 1 : null,
    });
    if (record.options.length === 0) entry.problems.push(importMessages.aikenNoOptions);
    else if (index < 0) entry.problems.push(importMessages.aikenAnswerNotOption(letter || '(empty)'));
    yield entry;
  }
}

/** The import entries of an Aiken file read here, in this thread (tests; the server reads in the worker). */
export function aikenEntries(source: string): Generator<ImportEntry> {
  return aikenRecordEntries(readAiken(source));
}

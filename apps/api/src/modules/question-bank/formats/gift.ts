import { questionBankMessages as m } from '@pathshala/contracts';
import type { GIFTQuestion } from 'gift-pegjs';
import { type GiftRecord, readGift } from './gift-read.mjs';
import { applyTags, type ImportEntry, type QuestionEntry, questionEntry, typeInWords } from './import-entry';
import { importMessages } from './import-messages';
import { categoryNames } from './place-path';
import { readFormattedText } from './rich-text';

type GiftQuestion = GIFTQuestion;
type GiftText = { format: string; text: string } | null | undefined;

/** gift-pegjs's question types in the words of the skipped list. */
const GIFT_TYPES: Record<string, string> = {
  Short: 'shortanswer',
  TF: 'truefalse',
  Essay: 'essay',
  Numerical: 'numerical',
  Matching: 'matching',
  Description: 'description',
};

const textOf = (value: GiftText) => (value ? readFormattedText(value.text, value.format) : null);

/**
 * Multiple choice: `=` marks the correct option (100 %), `~` the others, `~%-25%` a fraction. As
 * in Moodle, a question with no `=` whose options carry positive fractions has several correct
 * answers (skipped); two `=` are two correct options (a problem of the item).
 */
function multichoice(question: GiftQuestion & { type: 'MC' }, item: number): QuestionEntry | ImportEntry {
  const choices = question.choices;
  const weights = choices.map((choice) => (choice.isCorrect ? 100 : (choice.weight ?? 0)));
  const correct = weights.flatMap((weight, index) => (weight >= 99.99 ? [index] : []));
  const partial = weights.some((weight) => weight > 0 && weight < 99.99);
  if (partial && !choices.some((choice) => choice.isCorrect)) {
    return { kind: 'skipped', item, name: question.title, type: typeInWords('multichoiceMany') };
  }
  const stem = textOf(question.stem) ?? { text: '', imageSources: [] };
  const options = choices.map((choice) => textOf(choice.text));
  const entry = questionEntry({
    item,
    name: question.title,
    text: stem.text,
    options: options.map((option) => option?.text ?? ''),
    correctOption: correct.length === 1 ? correct[0]! + 1 : null,
  });
  if (correct.length === 0) entry.problems.push(m.correctMissing);
  if (correct.length > 1) entry.problems.push(m.twoCorrect);
  if (partial) entry.warnings.push(importMessages.partialCreditIgnored);
  if (weights.some((weight) => weight < 0)) entry.warnings.push(importMessages.negativeMarksIgnored);
  if (options.some((option) => option && option.imageSources.length > 0)) {
    entry.warnings.push(importMessages.optionImageIgnored);
  }
  // GIFT carries no files: an image the text points to has to be added in the bank.
  if (stem.imageSources.length > 0) entry.warnings.push(importMessages.imageNotInFile);
  const key = correct.length === 1 ? choices[correct[0]!] : undefined;
  entry.explanation = textOf(question.globalFeedback)?.text || textOf(key?.feedback)?.text || null;
  applyTags(entry, question.tags);
  return entry;
}

/**
 * The import entries of a GIFT file's records (gift-read.mjs, run by the parse worker), one at a
 * time. As Moodle reads GIFT, each block was parsed on its own, so one broken question is a
 * problem of that item and the rest of the file still imports. `$CATEGORY:` blocks are not items.
 */
export function* giftRecordEntries(records: GiftRecord[]): Generator<ImportEntry> {
  let item = 0;
  let category: string | null = null;
  for (const record of records) {
    if (record.kind === 'category') {
      category = record.path;
      continue;
    }
    if (record.kind === 'broken') {
      item++;
      yield { kind: 'problem', item, name: record.name, reason: importMessages.giftSyntax(record.detail) };
      continue;
    }
    for (const question of record.questions) {
      if (question.type === 'Category') {
        category = question.title;
        continue;
      }
      item++;
      const name = 'title' in question ? (question.title ?? null) : null;
      if (question.type !== 'MC') {
        yield { kind: 'skipped', item, name, type: typeInWords(GIFT_TYPES[question.type] ?? question.type) };
        continue;
      }
      const entry = multichoice(question, item);
      if (entry.kind === 'question') entry.category = categoryNames(category);
      yield entry;
    }
  }
}

/** The import entries of a GIFT file read here, in this thread (tests; the server reads in the worker). */
export function giftEntries(source: string): Generator<ImportEntry> {
  return giftRecordEntries(readGift(source));
}

import { questionBankMessages as m } from '@pathshala/contracts';
import { type GIFTQuestion, parse as parseGift } from 'gift-pegjs';
import { applyTags, type ImportEntry, type QuestionEntry, questionEntry, typeInWords } from './import-entry';
import { importMessages } from './import-messages';
import { placeFromCategory } from './place-path';
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

/** A question's name as written (`::name::`), for the report of a block that could not be read. */
function nameOf(block: string): string | null {
  const found = /^\s*::((?:\\.|[^:\\]|:(?!:))*)::/m.exec(block.replace(/^\s*\/\/.*$/gm, ''));
  return found ? found[1]!.replace(/\\(.)/g, '$1').trim() || null : null;
}

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
 * The import entries of a GIFT file, one at a time. As Moodle reads GIFT, questions are separated
 * by blank lines; each block goes to gift-pegjs on its own, so one broken question is a problem of
 * that item and the rest of the file still imports. `$CATEGORY:` blocks are not items.
 */
export function* giftEntries(source: string): Generator<ImportEntry> {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let item = 0;
  let category: string | null = null;
  let line = 1;
  for (const block of text.split(/\n[ \t]*\n/)) {
    const blockLine = line;
    line += block.split('\n').length + 1;
    const content = block.replace(/^[ \t]*\/\/.*$/gm, '').trim();
    if (!content) continue;
    const categoryLine = /^\$CATEGORY:\s*(.*)$/m.exec(content);
    if (categoryLine && content.startsWith('$CATEGORY:')) {
      category = categoryLine[1]!.trim();
      continue;
    }
    let questions: GiftQuestion[];
    try {
      questions = parseGift(`${block}\n`);
    } catch (error) {
      item++;
      const where = (error as { location?: { start?: { line?: number } } }).location?.start?.line;
      // An error at the end of input is reported on the block's last line, not the blank one after it.
      const line = where ? blockLine + Math.min(where, block.split('\n').length) - 1 : null;
      const detail = `${(error as Error).message}${line ? ` (line ${line})` : ''}`;
      yield { kind: 'problem', item, name: nameOf(block), reason: importMessages.giftSyntax(detail) };
      continue;
    }
    for (const question of questions) {
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
      if (entry.kind === 'question') {
        entry.place = placeFromCategory(category);
        entry.placeIsHint = true;
      }
      yield entry;
    }
  }
}

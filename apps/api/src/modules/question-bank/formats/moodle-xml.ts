import { questionBankMessages as m } from '@pathshala/contracts';
import { applyTags, type ImportEntry, questionEntry, typeInWords } from './import-entry';
import { importMessages } from './import-messages';
import type { MoodleXmlRecord, MoodleXmlText } from './moodle-xml-read.mjs';
import { categoryNames } from './place-path';
import { readFormattedText } from './rich-text';

const PLUGINFILE = '@@PLUGINFILE@@/';

/** An answer's fraction: a percentage of the marks (100 = the correct option, -25 costs a quarter). */
function percent(fraction: string): number {
  const value = Number(fraction);
  return Number.isFinite(value) ? value : 0;
}

/** The file an `<img src="@@PLUGINFILE@@/name">` points to, among the files of the same text. */
function findFile(text: MoodleXmlText, source: string) {
  if (!source.startsWith(PLUGINFILE)) return undefined;
  let name = source.slice(PLUGINFILE.length).split(/[?#]/)[0] ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed %-escape: compare the name as written.
  }
  return text.files.find((file) => file.name === name && file.encoding.toLowerCase() === 'base64');
}

/**
 * One `multichoice` question with one answer: the options in file order, the one with 100 % as the
 * key, `<defaultgrade>` as marks, the general feedback (else the key's feedback) as explanation,
 * and the first embedded image of the question text as its image.
 */
function multichoice(
  record: Extract<MoodleXmlRecord, { kind: 'question' }>,
  item: number,
  category: string | null,
) {
  const stem = readFormattedText(record.questionText.text, record.questionText.format);
  const fractions = record.answers.map((answer) => percent(answer.fraction));
  const correct = fractions.flatMap((fraction, index) => (fraction >= 99.99 ? [index] : []));
  const options = record.answers.map((answer) => readFormattedText(answer.text, answer.format));
  const entry = questionEntry({
    item,
    name: record.name,
    text: stem.text,
    options: options.map((option) => option.text),
    correctOption: correct.length === 1 ? correct[0]! + 1 : null,
  });
  if (correct.length === 0) entry.problems.push(m.correctMissing);
  if (correct.length > 1) entry.problems.push(m.twoCorrect);
  if (fractions.some((fraction) => fraction > 0 && fraction < 99.99)) {
    entry.warnings.push(importMessages.partialCreditIgnored);
  }
  if (fractions.some((fraction) => fraction < 0)) entry.warnings.push(importMessages.negativeMarksIgnored);
  const optionImage = (index: number) =>
    (record.answers[index]?.files.length ?? 0) > 0 || (options[index]?.imageSources.length ?? 0) > 0;
  if (options.some((_, index) => optionImage(index))) entry.warnings.push(importMessages.optionImageIgnored);

  const grade = record.defaultGrade === null ? Number.NaN : Number(record.defaultGrade);
  entry.marks = Number.isFinite(grade) ? grade : null;

  const general = readFormattedText(record.generalFeedback.text, record.generalFeedback.format).text;
  const key = correct.length === 1 ? record.answers[correct[0]!] : undefined;
  const keyFeedback = key ? readFormattedText(key.feedback.text, key.feedback.format).text : '';
  entry.explanation = general || keyFeedback || null;

  applyTags(entry, record.tags);
  entry.category = categoryNames(category);

  const [first, ...others] = stem.imageSources;
  if (first !== undefined) {
    const file = findFile(record.questionText, first);
    if (file) entry.image = { fileName: file.name, bytes: Buffer.from(file.data, 'base64') };
    else entry.warnings.push(importMessages.imageNotInFile);
  }
  if (others.length > 0) entry.warnings.push(importMessages.moreImagesIgnored);
  return entry;
}

/**
 * The import entries of a Moodle XML file's records (moodle-xml-read.mjs), one at a time so the
 * caller can let other work run between them. Category entries are not items; the questions after
 * one are in that category.
 */
export function* moodleXmlEntries(records: MoodleXmlRecord[]): Generator<ImportEntry> {
  let item = 0;
  let category: string | null = null;
  for (const record of records) {
    if (record.kind === 'category') {
      category = record.path;
      continue;
    }
    item++;
    if (record.type !== 'multichoice') {
      yield { kind: 'skipped', item, name: record.name, type: typeInWords(record.type) };
      continue;
    }
    const single = (record.single ?? 'true').toLowerCase();
    if (single !== 'true' && single !== '1') {
      yield { kind: 'skipped', item, name: record.name, type: typeInWords('multichoiceMany') };
      continue;
    }
    yield multichoice(record, item, category);
  }
}

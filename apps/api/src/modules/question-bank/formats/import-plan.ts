import { createHash } from 'node:crypto';
import {
  type ImportItemOutcome,
  type ImportItemProblem,
  type ImportReport,
  type ImportSkippedItem,
  questionBankMessages as m,
  QUESTION_TEMPLATE_COLUMNS,
  type QuestionFileFormat,
  type QuestionImportFields,
  QuestionInput,
} from '@pathshala/contracts';
import { questionFingerprint } from '@pathshala/db';
import { AppError } from '../../../lib/errors';
import { sniffQuestionImage } from '../question-images';
import {
  type CategoryPlace,
  type CategoryPlaceInputs,
  categoryKey,
  categoryLabel,
  placeCategory,
  reportCategory,
} from './category-places';
import type { ImportEntry, PlaceNames, QuestionEntry } from './import-entry';
import { importMessages } from './import-messages';
import { placePath } from './place-path';

/** A live place of the bank, with its parents' ids and names. */
export interface BankPlace {
  curriculumId: number;
  curriculumName: string;
  courseId: number;
  courseName: string;
  conceptId: number;
  conceptName: string;
  subconceptId: number;
  subconceptName: string;
}

/** A question ready to be written: its values, its fingerprint, and its image if the file carried one. */
export interface PlannedQuestion {
  item: number;
  fingerprint: string;
  place: BankPlace;
  input: QuestionInput;
  image: { sha256: string; mimeType: string; bytes: Buffer } | null;
}

/** A live question of the bank with the same text, options and key as a planned one. */
export interface BankCopy {
  subconceptId: number;
  placePath: string;
}

export interface ImportPlan {
  report: ImportReport;
  /** The NEW questions, in file order (those already in the bank, or twice in the file, are not here). */
  questions: PlannedQuestion[];
}

const PREVIEW_ITEMS = 50;
const nameKey = (names: string[]) => names.map((name) => name.trim().toLowerCase()).join('\u0000');

/** Finds live places by their four names, case-insensitively. */
export function placeIndex(places: BankPlace[]) {
  const byNames = new Map(
    places.map((place) => [
      nameKey([place.curriculumName, place.courseName, place.conceptName, place.subconceptName]),
      place,
    ]),
  );
  return (names: PlaceNames) =>
    byNames.get(nameKey([names.curriculum, names.course, names.concept, names.subconcept]));
}

const letter = (index: number | null) =>
  index === null ? '' : index <= 4 ? 'ABCD'[index - 1]! : String(index);
const useWord = { PRACTICE: 'practice', ASSESSMENT: 'assessment', BOTH: 'both' } as const;

/** A failed item as a template row (what the file said, or what was read from it) plus its Problem. */
function failedRow(entry: ImportEntry, place: PlaceNames | null, reasons: string[]): Record<string, string> {
  const row: Record<string, string> = Object.fromEntries(
    QUESTION_TEMPLATE_COLUMNS.map((column) => [column, '']),
  );
  if (entry.kind === 'question') {
    if (entry.cells) Object.assign(row, entry.cells);
    else {
      const names = place ?? entry.place;
      Object.assign(row, {
        Curriculum: names?.curriculum ?? '',
        Course: names?.course ?? '',
        Concept: names?.concept ?? '',
        Subconcept: names?.subconcept ?? '',
        Question: entry.text,
        'Option A': entry.options[0] ?? '',
        'Option B': entry.options[1] ?? '',
        'Option C': entry.options[2] ?? '',
        'Option D': entry.options.slice(3).join(' / '),
        Correct: letter(entry.correctOption),
        Marks: entry.marks === null ? '' : String(entry.marks),
        Explanation: entry.explanation ?? '',
        Use: entry.use ? useWord[entry.use] : '',
        Difficulty: entry.difficulty?.toLowerCase() ?? '',
      });
    }
  }
  row.Problem = reasons.join(' ');
  return row;
}

/** The bank's rules for one question (contracts' QuestionInput), as a list of reasons. */
function validate(entry: QuestionEntry, subconceptId: number, fields: QuestionImportFields) {
  const parsed = QuestionInput.safeParse({
    subconceptId,
    text: entry.text,
    options: entry.options.map((text) => ({ text })),
    // A key the format already refused (none, or two) is said once, by the format's own reason.
    correctOption: entry.correctOption ?? (entry.problems.length > 0 ? 1 : undefined),
    marks: entry.marks ?? fields.defaultMarks ?? 1,
    explanation: entry.explanation,
    use: fields.use ?? entry.use ?? 'BOTH',
    difficulty: entry.difficulty,
  });
  return parsed.success
    ? { input: parsed.data, reasons: [] }
    : { input: null, reasons: parsed.error.issues.map((issue) => issue.message) };
}

/** The image checked like an upload (type by its bytes, size cap), or the reason it is refused. */
async function checkImage(
  image: NonNullable<QuestionEntry['image']>,
): Promise<{ image: NonNullable<PlannedQuestion['image']> } | { reason: string }> {
  try {
    const mimeType = await sniffQuestionImage(image.bytes);
    const sha256 = createHash('sha256').update(image.bytes).digest('hex');
    return { image: { sha256, mimeType, bytes: image.bytes } };
  } catch (error) {
    if (error instanceof AppError) return { reason: error.message };
    throw error;
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What importing these entries would do, decided without writing anything: each question is placed
 * (its own place names, else the place chosen), checked with the bank's rules and its image checked
 * like an upload, then found NEW, EXISTING (its fingerprint is a current question's, or an earlier
 * item's of the same file) or FAILED with every reason. `existing` answers which fingerprints the
 * bank already holds.
 */
export async function planImport(
  format: QuestionFileFormat,
  entries: ImportEntry[],
  options: {
    fields: QuestionImportFields;
    places: BankPlace[];
    /** How Moodle categories are placed (category-places.ts). */
    categories: Pick<CategoryPlaceInputs, 'proposable' | 'confirmed' | 'remembered'>;
    existing: (fingerprints: string[]) => Promise<Set<string>>;
    /** Live copies in the bank, by content fingerprint, of the questions with these fingerprints. */
    copies: (questions: PlannedQuestion[]) => Promise<Map<string, BankCopy[]>>;
  },
): Promise<ImportPlan> {
  const { fields } = options;
  const findPlace = placeIndex(options.places);
  const chosen = fields.subconceptId
    ? options.places.find((place) => place.subconceptId === fields.subconceptId)
    : undefined;
  const categoryInputs: CategoryPlaceInputs = {
    ...options.categories,
    places: new Map(options.places.map((place) => [place.subconceptId, place])),
    chosen,
  };
  /** Each category is placed once, by its key; the report lists them in file order. */
  const categories = new Map<string, { label: string; placed: CategoryPlace; questionCount: number }>();
  const placeOfCategory = (names: string[]) => {
    const label = categoryLabel(names);
    const key = categoryKey(label);
    let category = categories.get(key);
    if (!category) {
      category = { label, placed: placeCategory(label, names, categoryInputs), questionCount: 0 };
      categories.set(key, category);
    }
    category.questionCount++;
    return category;
  };

  const problems: ImportItemProblem[] = [];
  const skipped: ImportSkippedItem[] = [];
  const failedItems: Array<Record<string, string>> = [];
  const checked: Array<{ entry: QuestionEntry; place: BankPlace | null; planned: PlannedQuestion | null }> =
    [];
  const fail = (entry: ImportEntry, place: PlaceNames | null, reasons: string[]) => {
    const unique = [...new Set(reasons)];
    for (const reason of unique) problems.push({ item: entry.item, name: entry.name, reason });
    failedItems.push(failedRow(entry, place, unique));
  };

  let sliceStart = performance.now();
  for (const entry of entries) {
    if (performance.now() - sliceStart > 10) {
      await nextTurn();
      sliceStart = performance.now();
    }
    if (entry.kind === 'skipped') {
      skipped.push({ item: entry.item, name: entry.name, type: entry.type });
      continue;
    }
    if (entry.kind === 'problem') {
      fail(entry, null, [entry.reason]);
      continue;
    }
    const reasons = [...entry.problems];
    let place: BankPlace | null = null;
    if (entry.place) {
      place = findPlace(entry.place) ?? null;
      if (!place) reasons.push(importMessages.placeUnknown(placePath(entry.place)));
    } else if (entry.category) {
      const category = placeOfCategory(entry.category);
      place = category.placed.place;
      if (!place) reasons.push(importMessages.categoryUnplaced(category.label));
    } else if (chosen) place = chosen;
    else reasons.push(m.placeRequired);

    const { input, reasons: rules } = validate(entry, place?.subconceptId ?? 1, fields);
    reasons.push(...rules);
    let image: PlannedQuestion['image'] = null;
    if (entry.image) {
      const result = await checkImage(entry.image);
      if ('reason' in result) reasons.push(result.reason);
      else image = result.image;
    }
    if (reasons.length > 0 || !input || !place) {
      fail(entry, place && toNames(place), reasons);
      checked.push({ entry, place, planned: null });
      continue;
    }
    const [option1 = '', option2 = '', option3 = '', option4 = ''] = input.options.map(
      (option) => option.text,
    );
    const fingerprint = questionFingerprint({
      subconceptId: place.subconceptId,
      text: input.text,
      option1,
      option2,
      option3,
      option4,
      correctOption: input.correctOption,
    });
    checked.push({
      entry,
      place,
      planned: {
        item: entry.item,
        fingerprint,
        place,
        input: { ...input, subconceptId: place.subconceptId },
        image,
      },
    });
  }

  const inBank = await options.existing(
    checked.flatMap(({ planned }) => (planned ? [planned.fingerprint] : [])),
  );
  const seen = new Set<string>();
  const candidates: PlannedQuestion[] = [];
  const outcome = new Map<number, ImportItemOutcome>();
  for (const { entry, planned } of checked) {
    if (!planned) outcome.set(entry.item, 'FAILED');
    else if (inBank.has(planned.fingerprint) || seen.has(planned.fingerprint))
      outcome.set(entry.item, 'EXISTING');
    else {
      seen.add(planned.fingerprint);
      candidates.push(planned);
      outcome.set(entry.item, 'NEW');
    }
  }
  // A new question whose text, options and key the bank holds at another place is a copy: the
  // teacher is told where, and it is skipped unless she keeps copies.
  const copies = await options.copies(candidates);
  const alreadyAt = new Map<number, string>();
  const fresh: PlannedQuestion[] = [];
  for (const planned of candidates) {
    const elsewhere = (copies.get(contentFingerprint(planned.input)) ?? []).filter(
      (copy) => copy.subconceptId !== planned.place.subconceptId,
    );
    if (elsewhere.length > 0) {
      alreadyAt.set(planned.item, [...new Set(elsewhere.map((copy) => copy.placePath))].join('; '));
      if (fields.duplicates !== 'keep') {
        outcome.set(planned.item, 'ELSEWHERE');
        continue;
      }
    }
    fresh.push(planned);
  }

  const preview = checked.slice(0, PREVIEW_ITEMS).map(({ entry, place, planned }) => ({
    item: entry.item,
    name: entry.name,
    outcome: outcome.get(entry.item)!,
    text: planned?.input.text ?? entry.text,
    options: planned?.input.options.map((option) => option.text) ?? entry.options,
    correctOption: planned?.input.correctOption ?? entry.correctOption,
    marks: planned?.input.marks ?? entry.marks,
    subconceptName: place?.subconceptName ?? null,
    alreadyAt: alreadyAt.get(entry.item) ?? null,
    hasImage: planned ? planned.image !== null : entry.image !== null,
    warnings: entry.warnings,
  }));
  const count = (wanted: string) => [...outcome.values()].filter((value) => value === wanted).length;
  const failedCount = failedItems.length;
  return {
    questions: fresh,
    report: {
      format,
      totalItems: entries.length,
      newCount: count('NEW'),
      existingCount: count('EXISTING'),
      failedCount,
      skippedCount: skipped.length,
      elsewhereCount: alreadyAt.size,
      categories: [...categories.values()].map(({ label, questionCount, placed }) =>
        reportCategory(label, questionCount, placed),
      ),
      problems,
      skipped,
      preview,
      failedItems,
    },
  };
}

/**
 * A question's identity without its place (questionFingerprint of place 0): the same text, options
 * and key wherever it is in the bank.
 */
export function contentFingerprint(input: {
  text: string;
  options: Array<{ text: string }>;
  correctOption: number;
}): string {
  const [option1 = '', option2 = '', option3 = '', option4 = ''] = input.options.map((option) => option.text);
  return questionFingerprint({
    subconceptId: 0,
    text: input.text,
    option1,
    option2,
    option3,
    option4,
    correctOption: input.correctOption,
  });
}

function toNames(place: BankPlace): PlaceNames {
  return {
    curriculum: place.curriculumName,
    course: place.courseName,
    concept: place.conceptName,
    subconcept: place.subconceptName,
  };
}

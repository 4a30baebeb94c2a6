import {
  type BankQuestion,
  type QuestionDifficulty,
  type QuestionImage,
  QuestionInput,
  type QuestionUse,
  questionBankMessages,
} from '@pathshala/contracts';
import type { z } from 'zod';
import { translateServerMessage } from '../../i18n';

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 4;
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** One option as the editor holds it; `key` keeps its inputs in place when an option above is removed. */
export interface OptionDraft {
  key: number;
  text: string;
  image: QuestionImage | null;
}

/** A question being written: what the form shows, before the contract checks it. */
export interface QuestionDraft {
  subconceptId: number | null;
  text: string;
  options: OptionDraft[];
  /** 0-based index of the correct option, or null until one is chosen. */
  correct: number | null;
  /** '' while the field is empty. */
  marks: number | '';
  explanation: string;
  use: QuestionUse;
  difficulty: QuestionDifficulty | null;
  image: QuestionImage | null;
}

let lastKey = 0;
const option = (text = '', image: QuestionImage | null = null): OptionDraft => ({
  key: ++lastKey,
  text,
  image,
});

/** A new question: four empty options (most questions have four), one mark, for practice and assessments. */
export function emptyDraft(subconceptId: number | null = null): QuestionDraft {
  return {
    subconceptId,
    text: '',
    options: [option(), option(), option(), option()],
    correct: null,
    marks: 1,
    explanation: '',
    use: 'BOTH',
    difficulty: null,
    image: null,
  };
}

/** A bank question as the editor starts from it. */
export function draftOf(question: BankQuestion): QuestionDraft {
  return {
    subconceptId: question.place.subconceptId,
    text: question.text,
    options: question.options.map((each) => option(each.text, each.image)),
    correct: question.correctOption >= 1 ? question.correctOption - 1 : null,
    marks: question.marks,
    explanation: question.explanation ?? '',
    use: question.use,
    difficulty: question.difficulty,
    image: question.image,
  };
}

/** Adds an empty option at the end (up to four). */
export function addOption(draft: QuestionDraft): QuestionDraft {
  if (draft.options.length >= MAX_OPTIONS) return draft;
  return { ...draft, options: [...draft.options, option()] };
}

/**
 * Removes an option (never below two). The correct choice follows its option: removing the correct
 * one leaves none chosen (the teacher must choose again), removing one above it moves it up.
 */
export function removeOption(draft: QuestionDraft, index: number): QuestionDraft {
  if (draft.options.length <= MIN_OPTIONS || index < 0 || index >= draft.options.length) return draft;
  let correct = draft.correct;
  if (correct === index) correct = null;
  else if (correct !== null && correct > index) correct -= 1;
  return { ...draft, options: draft.options.filter((_, each) => each !== index), correct };
}

export function setCorrect(draft: QuestionDraft, index: number): QuestionDraft {
  if (index < 0 || index >= draft.options.length) return draft;
  return { ...draft, correct: index };
}

export function changeOption(
  draft: QuestionDraft,
  index: number,
  change: Partial<OptionDraft>,
): QuestionDraft {
  return {
    ...draft,
    options: draft.options.map((each, position) => (position === index ? { ...each, ...change } : each)),
  };
}

/** The body the API takes, before checking: exactly what the teacher wrote. */
export function inputOf(draft: QuestionDraft): z.input<typeof QuestionInput> {
  return {
    // 0 is no place: the check below says so in the teacher's words.
    subconceptId: draft.subconceptId ?? 0,
    text: draft.text,
    options: draft.options.map((each) => ({ text: each.text, imageId: each.image?.id ?? null })),
    // null (none chosen) and an empty marks field fail the contract with its own message.
    correctOption: (draft.correct === null ? null : draft.correct + 1) as number,
    marks: (draft.marks === '' ? null : draft.marks) as number,
    explanation: draft.explanation.trim() ? draft.explanation : null,
    use: draft.use,
    difficulty: draft.difficulty,
    imageId: draft.image?.id ?? null,
  };
}

/** Where a problem shows: at a field, at one option, or at the top of the form. */
export type DraftField =
  | 'place'
  | 'text'
  | 'options'
  | `option-${number}`
  | 'correct'
  | 'marks'
  | 'explanation'
  | 'use'
  | 'difficulty'
  | 'image'
  | 'form';
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The field a contract issue belongs to, from its path. */
function fieldOfPath(path: ReadonlyArray<PropertyKey>): DraftField {
  const [head, index] = path;
  if (head === 'subconceptId') return 'place';
  if (head === 'text') return 'text';
  if (head === 'options') return typeof index === 'number' ? `option-${index}` : 'options';
  if (head === 'correctOption') return 'correct';
  if (head === 'marks' || head === 'explanation' || head === 'use' || head === 'difficulty') return head;
  if (head === 'imageId') return 'image';
  return 'form';
}

/**
 * Checks a draft with the same contract the server uses, so the teacher sees every problem at its
 * field before sending. Returns the body to send when there are none.
 */
export function checkDraft(
  draft: QuestionDraft,
): { ok: true; input: QuestionInput } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (draft.subconceptId === null) errors.place = questionBankMessages.placeRequired;
  // The contract checks options only once the rest of the object parses; the teacher should see
  // every empty option at once, so they are checked here too (same words).
  draft.options.forEach((each, index) => {
    if (!each.text.trim() && !each.image)
      errors[`option-${index}`] = questionBankMessages.optionRequired(OPTION_LETTERS[index] ?? '');
  });
  const parsed = QuestionInput.safeParse(inputOf(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      if (field === 'place' && errors.place) continue;
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors: inReadersLanguage(errors) };
  return { ok: true, input: parsed.data! };
}

/** The contract's words (English) in the reader's language. */
function inReadersLanguage(errors: DraftErrors): DraftErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && translateServerMessage(message)]),
  );
}

/**
 * The field a server refusal (400, one message, as the server wrote it) belongs to, matched against the
 * contract's messages; anything else shows at the top of the form. Shown in the reader's language.
 */
export function errorsOfServerMessage(message: string): DraftErrors {
  return inReadersLanguage(fieldOfServerMessage(message));
}

function fieldOfServerMessage(message: string): DraftErrors {
  const m = questionBankMessages;
  const exact: Array<[string, DraftField]> = [
    [m.stemRequired, 'text'],
    [m.stemTooLong, 'text'],
    [m.optionCount, 'options'],
    [m.tooManyOptions, 'options'],
    [m.correctMissing, 'correct'],
    [m.correctOutOfRange, 'correct'],
    [m.twoCorrect, 'correct'],
    [m.marksInvalid, 'marks'],
    [m.explanationTooLong, 'explanation'],
    [m.useInvalid, 'use'],
    [m.difficultyInvalid, 'difficulty'],
    [m.placeRequired, 'place'],
    [m.placeNotFound, 'place'],
  ];
  const found = exact.find(([text]) => text === message);
  if (found) return { [found[1]]: message };
  for (const [index, letter] of OPTION_LETTERS.entries()) {
    if (message === m.optionRequired(letter) || message === m.optionTooLong(letter))
      return { [`option-${index}`]: message };
  }
  return { form: message };
}

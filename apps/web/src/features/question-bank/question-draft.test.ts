import { type BankQuestion, questionBankMessages as m } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import {
  addOption,
  changeOption,
  checkDraft,
  draftOf,
  emptyDraft,
  errorsOfServerMessage,
  inputOf,
  type QuestionDraft,
  removeOption,
  setCorrect,
} from './question-draft';

/** A draft with options A-D written and C correct. */
function written(): QuestionDraft {
  let draft = { ...emptyDraft(7), text: 'What is \\(\\frac{1}{2} + \\frac{1}{4}\\)?' };
  ['1/4', '2/6', '3/4', '1'].forEach((text, index) => {
    draft = changeOption(draft, index, { text });
  });
  return setCorrect(draft, 2);
}

describe('editor options', () => {
  it('adds options up to four and no more', () => {
    let draft = removeOption(removeOption(written(), 3), 2);
    expect(draft.options).toHaveLength(2);
    draft = addOption(draft);
    draft = addOption(draft);
    expect(draft.options).toHaveLength(4);
    expect(addOption(draft).options).toHaveLength(4);
    // Each new option is empty and has a key of its own.
    expect(draft.options[3]?.text).toBe('');
    expect(new Set(draft.options.map((option) => option.key)).size).toBe(4);
  });

  it('never removes below two options', () => {
    const two = removeOption(removeOption(written(), 0), 0);
    expect(two.options.map((option) => option.text)).toEqual(['3/4', '1']);
    expect(removeOption(two, 0)).toBe(two);
  });

  it('keeps the correct choice on its option when one above it is removed', () => {
    const draft = removeOption(written(), 0);
    expect(draft.options.map((option) => option.text)).toEqual(['2/6', '3/4', '1']);
    expect(draft.correct).toBe(1);
    expect(draft.options[draft.correct!]?.text).toBe('3/4');
  });

  it('keeps the correct choice when one below it is removed', () => {
    const draft = removeOption(written(), 3);
    expect(draft.correct).toBe(2);
  });

  it('clears the correct choice when the correct option is removed', () => {
    const draft = removeOption(written(), 2);
    expect(draft.correct).toBeNull();
    expect(checkDraft(draft)).toEqual({ ok: false, errors: { correct: m.correctMissing } });
  });

  it('keeps each option its key when another is removed, so its inputs stay with it', () => {
    const draft = written();
    const keys = draft.options.map((option) => option.key);
    expect(removeOption(draft, 1).options.map((option) => option.key)).toEqual([keys[0], keys[2], keys[3]]);
  });

  it('ignores a correct choice outside the options', () => {
    const draft = removeOption(written(), 3);
    expect(setCorrect(draft, 3)).toBe(draft);
    expect(setCorrect(draft, -1)).toBe(draft);
  });
});

describe('checkDraft', () => {
  it('gives the body the contract takes: 1-based key, option images by id, trimmed text', () => {
    let draft = changeOption(written(), 1, { image: { id: 9, url: '/api/question-images/abc' } });
    draft = { ...draft, marks: 1.5, explanation: '  ', image: { id: 4, url: '/x' }, difficulty: 'HARD' };
    const result = checkDraft(draft);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      subconceptId: 7,
      correctOption: 3,
      marks: 1.5,
      explanation: null,
      use: 'BOTH',
      difficulty: 'HARD',
      imageId: 4,
    });
    expect(result.input.options[1]).toEqual({ text: '2/6', imageId: 9 });
  });

  it('puts every problem at its field', () => {
    let draft: QuestionDraft = { ...emptyDraft(), marks: 0.3 };
    draft = changeOption(draft, 0, { text: 'only A' });
    const result = checkDraft(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      place: m.placeRequired,
      text: m.stemRequired,
      'option-1': m.optionRequired('B'),
      'option-2': m.optionRequired('C'),
      'option-3': m.optionRequired('D'),
      correct: m.correctMissing,
      marks: m.marksInvalid,
    });
  });

  it('refuses an empty marks field instead of sending the default', () => {
    const result = checkDraft({ ...written(), marks: '' });
    expect(result).toEqual({ ok: false, errors: { marks: m.marksInvalid } });
    expect(inputOf({ ...written(), marks: '' }).marks).toBeNull();
  });

  it('takes an option with only an image', () => {
    const draft = changeOption(written(), 3, { text: '', image: { id: 2, url: '/y' } });
    expect(checkDraft(draft).ok).toBe(true);
  });
});

describe('draftOf', () => {
  it('starts the editor from a bank question, correct option 0-based', () => {
    const question = {
      id: 3,
      text: 'Q',
      options: [
        { text: 'a', image: null },
        { text: 'b', image: { id: 5, url: '/b' } },
      ],
      correctOption: 2,
      marks: 2,
      explanation: null,
      use: 'PRACTICE',
      difficulty: null,
      image: null,
      place: { subconceptId: 11 },
    } as unknown as BankQuestion;
    const draft = draftOf(question);
    expect(draft).toMatchObject({ subconceptId: 11, correct: 1, marks: 2, explanation: '', use: 'PRACTICE' });
    expect(draft.options.map((option) => option.image?.id ?? null)).toEqual([null, 5]);
  });
});

describe('errorsOfServerMessage', () => {
  it('puts a known refusal at its field and anything else at the top', () => {
    expect(errorsOfServerMessage(m.twoCorrect)).toEqual({ correct: m.twoCorrect });
    expect(errorsOfServerMessage(m.optionRequired('C'))).toEqual({ 'option-2': m.optionRequired('C') });
    expect(errorsOfServerMessage(m.placeNotFound)).toEqual({ place: m.placeNotFound });
    expect(errorsOfServerMessage('Something else')).toEqual({ form: 'Something else' });
  });
});

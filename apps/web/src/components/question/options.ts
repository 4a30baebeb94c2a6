import { PRACTICE_OPTION_LABELS } from '@pathshala/contracts';

/** The letters options are shown with, in the order the server numbers them (1 = A). */
export const OPTION_LABELS = PRACTICE_OPTION_LABELS;

/** An option as a student sees it: `answerId` is its 1-based place, the number an answer sends. */
export type ShownOption = { answerId: number; label: string; text: string; image: string | null };

/** A question as a student sees it: text with formulas, an optional image, its options. */
export type ShownQuestion = { text: string; image: string | null; options: ShownOption[] };

/**
 * Numbers options 1-4 in the order given and drops the ones never written (no text and no image), so a
 * two-option question shows A and B and its answers still count from 1.
 */
export function shownOptions(options: readonly { text: string; image?: string | null }[]): ShownOption[] {
  return options
    .slice(0, OPTION_LABELS.length)
    .map((option, index) => ({
      answerId: index + 1,
      label: OPTION_LABELS[index] ?? '',
      text: option.text,
      image: option.image ?? null,
    }))
    .filter((option) => option.text.trim() !== '' || option.image !== null);
}

/** The columns a student's paper and practice questions carry (spec wire names). */
type StudentQuestion = {
  CQ_Question: string;
  CQ_Option1: string;
  CQ_Option2: string;
  CQ_Option3: string;
  CQ_Option4: string;
  CQ_Image?: string | null;
  CQ_OptionImages?: readonly (string | null)[];
};

/** The shown options of a paper or practice question. */
export function optionsOf(question: StudentQuestion): ShownOption[] {
  const texts = [question.CQ_Option1, question.CQ_Option2, question.CQ_Option3, question.CQ_Option4];
  return shownOptions(
    texts.map((text, index) => ({ text, image: question.CQ_OptionImages?.[index] ?? null })),
  );
}

/** A paper or practice question as QuestionView shows it. */
export function studentQuestionView(question: StudentQuestion): ShownQuestion {
  return { text: question.CQ_Question, image: question.CQ_Image ?? null, options: optionsOf(question) };
}

/** A bank question (images as `{ url }`) as QuestionView shows it: the preview is what a student sees. */
export function bankQuestionView(question: {
  text: string;
  image: { url: string } | null;
  options: readonly { text: string; image: { url: string } | null }[];
}): ShownQuestion {
  return {
    text: question.text,
    image: question.image?.url ?? null,
    options: shownOptions(
      question.options.map((option) => ({ text: option.text, image: option.image?.url ?? null })),
    ),
  };
}

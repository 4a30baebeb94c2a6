import { createHash } from 'node:crypto';

export interface FingerprintedQuestion {
  subconceptId: number;
  text: string;
  option1: string;
  option2: string;
  option3: string;
  option4: string;
  correctOption: number;
}

/** Text as a reader sees it: white space runs count as one space, ends trimmed. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * One question's identity in the bank: its place, its texts and its key. Importing a file again
 * finds every question it already brought (marks, explanation and use do not count: changing them is
 * an edit, not a new question).
 */
export function questionFingerprint(question: FingerprintedQuestion): string {
  const parts = [
    question.subconceptId,
    normalise(question.text),
    normalise(question.option1),
    normalise(question.option2),
    normalise(question.option3),
    normalise(question.option4),
    question.correctOption,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

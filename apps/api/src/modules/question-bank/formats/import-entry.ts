import type { QuestionDifficulty, QuestionUse } from '@pathshala/contracts';

/** A place written in a file: names from the curriculum down to the subconcept (case-insensitive). */
export interface PlaceNames {
  curriculum: string;
  course: string;
  concept: string;
  subconcept: string;
}

/** An image carried inside the file (a Moodle XML `<file>`), checked like an upload before it is kept. */
export interface CarriedImage {
  fileName: string;
  bytes: Buffer;
}

/**
 * One question of a file as every format reads it. `item` is how a person finds it: the row number
 * of a spreadsheet, otherwise the question's 1-based number in the file (category entries not
 * counted). `problems` are what the format itself could not accept (two correct options, a cell
 * that is not a letter); the import adds the bank's own rules on top.
 */
export interface QuestionEntry {
  kind: 'question';
  item: number;
  name: string | null;
  type: 'multichoice';
  text: string;
  options: string[];
  /** 1-based; null when the file marks no option correct. */
  correctOption: number | null;
  marks: number | null;
  explanation: string | null;
  use: QuestionUse | null;
  difficulty: QuestionDifficulty | null;
  /** The place a spreadsheet row names. */
  place: PlaceNames | null;
  /** The Moodle category the question is in: its names below Moodle's context and `top`. */
  category: string[] | null;
  image: CarriedImage | null;
  warnings: string[];
  problems: string[];
  /** A spreadsheet row's cells by template column, so a failed row goes back exactly as written. */
  cells?: Record<string, string>;
}

/** A question of another type: listed, not imported (type in words: "true/false", "essay"). */
export interface SkippedEntry {
  kind: 'skipped';
  item: number;
  name: string | null;
  type: string;
}

/** Something the format could not read as a question at all (a GIFT block with broken syntax). */
export interface ProblemEntry {
  kind: 'problem';
  item: number;
  name: string | null;
  reason: string;
}

export type ImportEntry = QuestionEntry | SkippedEntry | ProblemEntry;

/** A question entry with every optional part empty, for parsers to fill. */
export function questionEntry(
  fields: Pick<QuestionEntry, 'item' | 'name' | 'text' | 'options' | 'correctOption'> &
    Partial<QuestionEntry>,
): QuestionEntry {
  return {
    kind: 'question',
    type: 'multichoice',
    marks: null,
    explanation: null,
    use: null,
    difficulty: null,
    place: null,
    category: null,
    image: null,
    warnings: [],
    problems: [],
    ...fields,
  };
}

/** Moodle's question types in the words a teacher reads in the skipped list. */
export const QUESTION_TYPE_WORDS: Record<string, string> = {
  essay: 'essay',
  shortanswer: 'short answer',
  truefalse: 'true/false',
  matching: 'matching',
  match: 'matching',
  numerical: 'numerical',
  description: 'description',
  cloze: 'embedded answers (cloze)',
  multianswer: 'embedded answers (cloze)',
  calculated: 'calculated',
  calculatedsimple: 'calculated',
  calculatedmulti: 'calculated multiple choice',
  ddwtos: 'drag and drop into text',
  ddimageortext: 'drag and drop onto image',
  ddmarker: 'drag and drop markers',
  gapselect: 'select missing words',
  randomsamatch: 'random short-answer matching',
  ordering: 'ordering',
  multichoiceMany: 'multiple choice with several correct answers',
};

export function typeInWords(type: string): string {
  return QUESTION_TYPE_WORDS[type] ?? type;
}

const TAG_USES: Record<string, QuestionUse> = {
  practice: 'PRACTICE',
  assessment: 'ASSESSMENT',
  both: 'BOTH',
};
const TAG_DIFFICULTIES: Record<string, QuestionDifficulty> = { easy: 'EASY', medium: 'MEDIUM', hard: 'HARD' };

/**
 * Use and difficulty from a question's tags (`use:practice`, `difficulty:hard`), as our Moodle XML
 * export writes them: Moodle keeps tags, so a bank that goes through Moodle and back keeps them too.
 */
export function applyTags(entry: QuestionEntry, tags: string[] | null | undefined): void {
  for (const tag of tags ?? []) {
    const [key, value = ''] = tag
      .toLowerCase()
      .split(':')
      .map((part) => part.trim());
    if (key === 'use' && TAG_USES[value]) entry.use = TAG_USES[value];
    if (key === 'difficulty' && TAG_DIFFICULTIES[value]) entry.difficulty = TAG_DIFFICULTIES[value];
  }
}

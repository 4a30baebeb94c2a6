import {
  questionBankMessages as m,
  QUESTION_TEMPLATE_COLUMNS,
  type QuestionDifficulty,
  type QuestionUse,
  restoreCsvText,
} from '@pathshala/contracts';
import { badRequest } from '../../../lib/errors';
import { type ImportEntry, type PlaceNames, questionEntry } from './import-entry';
import { importMessages } from './import-messages';

export type TemplateColumn = (typeof QUESTION_TEMPLATE_COLUMNS)[number];

/** Without these a row cannot be a question; the others may be missing or left empty. */
const REQUIRED: TemplateColumn[] = ['Question', 'Option A', 'Option B', 'Correct'];
const OPTION_COLUMNS: TemplateColumn[] = ['Option A', 'Option B', 'Option C', 'Option D'];
const PLACE_COLUMNS = ['Curriculum', 'Course', 'Concept', 'Subconcept'] as const;

/** Header cells match by their words, not their spacing or case: "option a" and "OptionA" are "Option A". */
const key = (header: string) => header.replace(/\s+/g, '').toLowerCase();

const USES: Record<string, QuestionUse> = {
  practice: 'PRACTICE',
  assessment: 'ASSESSMENT',
  assessments: 'ASSESSMENT',
  both: 'BOTH',
};
const DIFFICULTIES: Record<string, QuestionDifficulty> = { easy: 'EASY', medium: 'MEDIUM', hard: 'HARD' };

/** The column index of each template column in this header; a file without the required ones is refused whole. */
export function templateColumnIndexes(header: string[]): Map<TemplateColumn, number> {
  const indexes = new Map<TemplateColumn, number>();
  header.forEach((cell, index) => {
    const column = QUESTION_TEMPLATE_COLUMNS.find((candidate) => key(candidate) === key(cell));
    if (column && !indexes.has(column)) indexes.set(column, index);
  });
  const missing = REQUIRED.filter((column) => !indexes.has(column));
  if (missing.length > 0) throw badRequest(m.wrongColumns(missing));
  return indexes;
}

function correctIndex(cell: string): number | null | 'invalid' {
  const value = cell.trim().toUpperCase();
  if (!value) return null;
  if (/^[A-D]$/.test(value)) return value.charCodeAt(0) - 64;
  if (/^[1-4]$/.test(value)) return Number(value);
  return 'invalid';
}

/**
 * The import entries of a spreadsheet in the template's columns: `rows` as the spreadsheet worker
 * reads them (header first); each entry's item is its row number in the sheet. `csv` undoes the
 * formula neutralising of files we wrote (a failed-items file comes back as it went out).
 */
export function* spreadsheetEntries(rows: string[][], { csv }: { csv: boolean }): Generator<ImportEntry> {
  const [header = [], ...data] = rows;
  const indexes = templateColumnIndexes(header);
  for (const [offset, row] of data.entries()) {
    const cells: Record<string, string> = {};
    for (const column of QUESTION_TEMPLATE_COLUMNS) {
      const index = indexes.get(column);
      const cell = index === undefined ? '' : (row[index] ?? '');
      cells[column] = (csv ? restoreCsvText(cell) : cell).trim();
    }
    if (Object.values(cells).every((cell) => cell === '')) continue;
    const options = OPTION_COLUMNS.map((column) => cells[column]!);
    while (options.length > 0 && options.at(-1) === '') options.pop();

    const correct = correctIndex(cells.Correct!);
    const entry = questionEntry({
      item: offset + 2,
      name: null,
      text: cells.Question!,
      options,
      correctOption: typeof correct === 'number' ? correct : null,
      cells,
    });
    if (correct === null) entry.problems.push(m.correctMissing);
    if (correct === 'invalid') entry.problems.push(importMessages.correctNotLetter);

    if (cells.Marks) {
      const marks = Number(cells.Marks.replace(',', '.'));
      if (Number.isFinite(marks)) entry.marks = marks;
      else entry.problems.push(importMessages.marksNotNumber);
    }
    entry.explanation = cells.Explanation || null;
    if (cells.Use) {
      const use = USES[cells.Use.toLowerCase()];
      if (use) entry.use = use;
      else entry.problems.push(m.useInvalid);
    }
    if (cells.Difficulty) {
      const difficulty = DIFFICULTIES[cells.Difficulty.toLowerCase()];
      if (difficulty) entry.difficulty = difficulty;
      else entry.problems.push(m.difficultyInvalid);
    }
    const names = PLACE_COLUMNS.map((column) => cells[column]!);
    if (names.every(Boolean)) {
      const [curriculum, course, concept, subconcept] = names as [string, string, string, string];
      entry.place = { curriculum, course, concept, subconcept } satisfies PlaceNames;
    } else if (names.some(Boolean)) {
      entry.problems.push(importMessages.placeIncomplete);
    }
    yield entry;
  }
}

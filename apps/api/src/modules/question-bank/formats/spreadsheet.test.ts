import { QUESTION_TEMPLATE_COLUMNS } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import type { QuestionEntry } from './import-entry';
import { spreadsheetEntries } from './spreadsheet';

const header = [...QUESTION_TEMPLATE_COLUMNS];
const row = (values: Partial<Record<(typeof QUESTION_TEMPLATE_COLUMNS)[number], string>>) =>
  header.map((column) => values[column] ?? '');
const read = (rows: string[][], csv = true) => [...spreadsheetEntries(rows, { csv })] as QuestionEntry[];

describe('spreadsheetEntries', () => {
  it('reads a row in the template columns, numbered by its row in the sheet', () => {
    const entries = read([
      header,
      row({}),
      row({
        Curriculum: 'Science',
        Course: 'Class 8',
        Concept: 'Cells',
        Subconcept: 'Structure',
        Question: 'Which is the powerhouse?',
        'Option A': 'Nucleus',
        'Option B': 'Mitochondrion',
        'Option C': 'Ribosome',
        Correct: 'b',
        Marks: '2.5',
        Explanation: 'It makes energy.',
        Use: 'Practice',
        Difficulty: 'HARD',
      }),
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      item: 3,
      text: 'Which is the powerhouse?',
      options: ['Nucleus', 'Mitochondrion', 'Ribosome'],
      correctOption: 2,
      marks: 2.5,
      explanation: 'It makes energy.',
      use: 'PRACTICE',
      difficulty: 'HARD',
      place: { curriculum: 'Science', course: 'Class 8', concept: 'Cells', subconcept: 'Structure' },
      category: null,
      problems: [],
    });
  });

  it('takes Correct as 1-4, Use as assessment(s)/both, and undoes formula neutralising in CSV', () => {
    const [entry] = read([
      header,
      row({ Question: "'=2+2", 'Option A': "'-1", 'Option B': '4', Correct: '2', Use: 'assessments' }),
    ]);
    expect(entry).toMatchObject({ text: '=2+2', options: ['-1', '4'], correctOption: 2, use: 'ASSESSMENT' });
    const [xlsx] = read(
      [header, row({ Question: "'=x", 'Option A': 'a', 'Option B': 'b', Correct: 'A' })],
      false,
    );
    expect(xlsx!.text).toBe("'=x");
  });

  it('says what is wrong with a cell', () => {
    const entries = read([
      header,
      row({ Question: 'Q', 'Option A': 'a', 'Option B': 'b', Correct: 'E', Marks: 'two', Use: 'homework' }),
      row({ Question: 'Q', 'Option A': 'a', 'Option B': 'b', Difficulty: 'tricky', Curriculum: 'Science' }),
    ]);
    expect(entries[0]!.problems).toEqual([
      'Correct must be A, B, C or D (or 1 to 4).',
      'Marks must be a number, such as 1 or 2.5.',
      'Use must be practice, assessments or both.',
    ]);
    expect(entries[1]!.problems).toEqual([
      'Choose the one correct option.',
      'Difficulty must be easy, medium or hard.',
      'Write all four place names (Curriculum, Course, Concept, Subconcept), or none.',
    ]);
  });

  it('keeps an empty option between written ones (the bank names it), drops empty ones at the end', () => {
    const [entry] = read([header, row({ Question: 'Q', 'Option A': 'a', 'Option C': 'c', Correct: 'A' })]);
    expect(entry!.options).toEqual(['a', '', 'c']);
  });

  it('matches headers by their words, and refuses a sheet without the template columns', () => {
    const loose = ['question', 'OPTION A', 'optionb', ' Correct '];
    expect(read([loose, ['Q', 'a', 'b', 'A']])[0]).toMatchObject({ text: 'Q', correctOption: 1 });
    expect(() =>
      read([
        ['username', 'firstName'],
        ['x', 'y'],
      ]),
    ).toThrow(
      "The file does not have the template's columns (missing: Question, Option A, Option B, Correct).",
    );
  });
});

import { QUESTION_TEMPLATE_COLUMNS, restoreCsvText } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { detectFormat, failedItemsCsv, failedItemsFileName } from './import-file';

describe('detectFormat', () => {
  it('takes the format from the file name', () => {
    expect(detectFormat('bank.CSV')).toBe('csv');
    expect(detectFormat('bank.xlsx')).toBe('xlsx');
    expect(detectFormat('moodle-export.xml')).toBe('moodle-xml');
    expect(detectFormat('physics.gift')).toBe('gift');
    expect(detectFormat('notes.pdf')).toBeNull();
  });

  it('tells Aiken from GIFT in a .txt file by its content, else leaves it to the teacher', () => {
    expect(detectFormat('q.txt', 'What is 2+2?\nA. 3\nB. 4\nANSWER: B\n')).toBe('aiken');
    expect(detectFormat('q.txt', '::Q1:: What is 2+2? { =4 ~3 ~5 }')).toBe('gift');
    expect(detectFormat('q.txt', 'just some words')).toBeNull();
  });
});

describe('failedItemsCsv', () => {
  it('writes the template columns, then the problem, then anything else the server added', () => {
    const csv = failedItemsCsv([
      {
        Question: 'What is 1+1?',
        'Option A': '2',
        Correct: 'E',
        Problem: 'Correct must be A-D',
        Source: 'Q7',
      },
      { Question: '=HYPERLINK("x")', Problem: 'Option A is empty.' },
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe([...QUESTION_TEMPLATE_COLUMNS, 'Problem', 'Source'].join(','));
    expect(lines).toHaveLength(3);
    const first = lines[1]!.split(',');
    expect(first[QUESTION_TEMPLATE_COLUMNS.indexOf('Question')]).toBe('What is 1+1?');
    expect(first[QUESTION_TEMPLATE_COLUMNS.indexOf('Correct')]).toBe('E');
    expect(first.at(-2)).toBe('Correct must be A-D');
    expect(first.at(-1)).toBe('Q7');
    // A formula is neutralised by the shared CSV rule, and the import undoes it.
    const formula = lines[2]!.split(',')[QUESTION_TEMPLATE_COLUMNS.indexOf('Question')]!;
    expect(formula.startsWith('"=')).toBe(false);
    expect(restoreCsvText(formula.replace(/^"|"$/g, '').replace(/""/g, '"'))).toBe('=HYPERLINK("x")');
  });

  it('names the file after the imported one', () => {
    expect(failedItemsFileName('Algebra bank.xml')).toBe('Algebra-bank-failed-items.csv');
    expect(failedItemsFileName('.xml')).toBe('questions-failed-items.csv');
  });
});

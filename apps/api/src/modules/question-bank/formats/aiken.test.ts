import { describe, expect, it } from 'vitest';
import { aikenEntries } from './aiken';
import type { QuestionEntry } from './import-entry';

const read = (text: string) => [...aikenEntries(text)];

describe('aikenEntries', () => {
  it('reads questions with or without blank lines between them, A) and A. options', () => {
    const entries = read(
      'What is 2 + 2?\nA) 3\nB) 4\nANSWER: B\nCapital of India?\n\nA. Mumbai\nB. New Delhi\nC. Kolkata\nANSWER: b\n',
    ) as QuestionEntry[];
    expect(entries).toMatchObject([
      { kind: 'question', item: 1, text: 'What is 2 + 2?', options: ['3', '4'], correctOption: 2 },
      { kind: 'question', item: 2, text: 'Capital of India?', options: ['Mumbai', 'New Delhi', 'Kolkata'] },
    ]);
    expect(entries[1]!.correctOption).toBe(2);
  });

  it('keeps a stem of several lines, and takes Windows line ends and a BOM', () => {
    const [entry] = read('\uFEFFLine one\r\nLine two\r\nA) x\r\nB) y\r\nANSWER: A\r\n') as QuestionEntry[];
    expect(entry).toMatchObject({ text: 'Line one\nLine two', options: ['x', 'y'], correctOption: 1 });
  });

  it('reports a missing ANSWER, an answer that is no option, and a stray answer line', () => {
    const entries = read('Q1\nA) a\nB) b\nQ2\nA) a\nB) b\nANSWER: E\nANSWER: A\nQ3\n');
    expect(entries[0]).toMatchObject({
      kind: 'problem',
      item: 1,
      reason: 'The question has no ANSWER line.',
    });
    expect((entries[1] as QuestionEntry).problems).toEqual(['ANSWER: E is not one of the options written.']);
    expect(entries[2]).toMatchObject({ kind: 'problem', item: 3 });
    expect(entries[3]).toMatchObject({
      kind: 'problem',
      item: 4,
      reason: 'The question has no options (A. or A) lines).',
    });
  });

  it('reads five options as written (the bank then refuses more than four)', () => {
    const [entry] = read('Q\nA) 1\nB) 2\nC) 3\nD) 4\nE) 5\nANSWER: E\n') as QuestionEntry[];
    expect(entry!.options).toHaveLength(5);
    expect(entry!.correctOption).toBe(5);
  });
});

describe('aikenEntries reads in time linear in the file', () => {
  it('reads 2 MB of blank-looking lines and long option lines in a few seconds at most', () => {
    const text = `Stem\n${'\u00a0\n'.repeat(700_000)}A) ${'x '.repeat(200_000)}\nANSWER: ${' '.repeat(100_000)}A\n`;
    const start = performance.now();
    const entries = read(text);
    expect(performance.now() - start).toBeLessThan(3_000);
    expect(entries).toMatchObject([{ kind: 'question', item: 1, correctOption: 1 }]);
  });
});

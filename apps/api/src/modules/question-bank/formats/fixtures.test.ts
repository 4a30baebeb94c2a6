import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCRIPT_BASE } from './html-text';
import type { ImportEntry, QuestionEntry } from './import-entry';
import { readQuestionFile } from './read-file';

/**
 * The real Moodle 5.0.2 exports (copied from the shared fixtures with their README's expected.json):
 * every one-answer multiple-choice question reads with its text, options, key and marks, and the
 * others are listed as skipped with their types.
 */
const FIXTURES = new URL('../../../../test/fixtures/question-import/', import.meta.url);

interface Expected {
  files: Array<{
    file: string;
    format: 'moodle-xml' | 'gift' | 'aiken';
    counts: { questions: number; importable: number; skipped: number };
    carries: { categories: boolean };
    embeddedFiles?: Array<{ question: string; bytes: number; sha256: string }>;
    questions: Array<{
      name: string | null;
      sourceName: string;
      type: string;
      single: boolean | null;
      importable: boolean;
      optionCount: number | null;
      correctIndex: number | null;
      marks: number | null;
      category: string;
      stem: string;
    }>;
  }>;
}
const expected: Expected = JSON.parse(readFileSync(new URL('expected.json', FIXTURES), 'utf8'));

/**
 * The README's "plain stem" rule (blocks and cells a space, white space collapsed, 60 characters),
 * applied to our text after turning our Unicode superscripts and subscripts back into the
 * characters the README keeps (`10⁻⁶` is its `10−6`; a raised minus is the file's U+2212).
 */
function readmeStem(text: string): string {
  const lowered = [...text].map((char) => (char === '⁻' ? '−' : (SCRIPT_BASE.get(char) ?? char))).join('');
  return lowered.replace(/\s+/g, ' ').trim().slice(0, 60).trimEnd();
}

const SKIP_WORDS: Record<string, string> = {
  essay: 'essay',
  shortanswer: 'short answer',
  truefalse: 'true/false',
  match: 'matching',
  multichoice: 'multiple choice with several correct answers',
};

async function read(file: string): Promise<ImportEntry[]> {
  const bytes = readFileSync(new URL(file, FIXTURES));
  return (await readQuestionFile({ fileName: file, bytes }, { owner: 1 })).entries;
}

describe.each(expected.files)('$file', (fixture) => {
  it('reads every question in file order: one-answer MCQs intact, the others skipped with their types', async () => {
    const entries = await read(fixture.file);
    expect(entries).toHaveLength(fixture.counts.questions);
    expect(entries.filter((entry) => entry.kind === 'question')).toHaveLength(fixture.counts.importable);
    expect(entries.filter((entry) => entry.kind === 'skipped')).toHaveLength(fixture.counts.skipped);

    fixture.questions.forEach((question, index) => {
      const entry = entries[index]!;
      expect(entry.item).toBe(index + 1);
      expect(entry.name).toBe(question.name);
      if (!question.importable) {
        expect(entry).toMatchObject({ kind: 'skipped', type: SKIP_WORDS[question.type] });
        return;
      }
      expect(entry.kind).toBe('question');
      const read = entry as QuestionEntry;
      expect(readmeStem(read.text), question.sourceName).toBe(question.stem);
      expect(read.options).toHaveLength(question.optionCount!);
      expect(read.correctOption).toBe(question.correctIndex);
      expect(read.marks).toBe(question.marks);
      expect(read.problems).toEqual([]);
      // Its Moodle category, which the import maps to a place (Aiken carries none).
      const category = fixture.carries.categories ? question.category : null;
      expect(read.category?.join('/') ?? null, question.sourceName).toBe(category);
      // Nothing in a text is markup any more: no tag, no script, no event handler survives.
      for (const text of [read.text, ...read.options, read.explanation ?? '']) {
        expect(text).not.toMatch(/<[a-z/]|onerror|alert\(/i);
      }
    });
  });
});

describe('details the fixtures carry', () => {
  it('Moodle XML: the labelled cell diagram brings its PNG; the nerve-cell stem keeps no script', async () => {
    const entries = (await read('class8-science.moodle.xml')) as QuestionEntry[];
    const diagram = entries.find((entry) => entry.name === 'Labelled cell diagram')!;
    const [embedded] = expected.files[0]!.embeddedFiles!;
    expect(diagram.image?.bytes.length).toBe(embedded!.bytes);
    expect(createHash('sha256').update(diagram.image!.bytes).digest('hex')).toBe(embedded!.sha256);
    expect(diagram.text).toBe(
      'Study the diagram of an animal cell given below.\nWhich part, labelled X, controls all the activities of the cell?',
    );
    expect(diagram.explanation).toBe('The nucleus is the control centre of the cell.');

    const nerve = entries.find((entry) => entry.name === 'Shape of nerve cells')!;
    expect(nerve.text).toBe('Nerve cells are long and branched. How does this shape help them?');
    expect(nerve.image).toBeNull();

    const table = entries.find((entry) => entry.name === 'Plant and animal cell table')!;
    expect(table.text).toContain('Structure\tPlant cell\tAnimal cell\nNucleus\tPresent\tPresent');
    const small = entries.find((entry) => entry.name === 'Size of the smallest cells')!;
    expect(small.text).toContain('about 10⁻⁶ m long');
    const gas = entries.find((entry) => entry.name === 'Gas used by chloroplasts')!;
    expect(gas.options).toEqual(['Oxygen (O₂)', 'Nitrogen (N₂)', 'Carbon dioxide (CO₂)', 'Hydrogen (H₂)']);
    const formula = entries.find((entry) => entry.name === 'Pressure formula P = F/A')!;
    expect(formula.text).toContain('$$P = \\frac{F}{A}$$ A force of 200 N acts on an area of 4 m².');
    // Option feedback becomes the explanation when there is no general feedback.
    const amoeba = entries.find((entry) => entry.name === 'Unicellular organism')!;
    expect(amoeba.explanation).toBe('Correct. Amoeba is a single-celled (unicellular) organism.');
    const negative = entries.find((entry) => entry.name === 'Non-contact force')!;
    expect(negative.warnings).toContain(
      'Negative marks for wrong options are not kept: a wrong answer scores 0.',
    );
  });

  it('GIFT: escapes undone, the image reference becomes a warning, TeX kept as typed', async () => {
    const entries = (await read('class8-science.gift.txt')) as QuestionEntry[];
    const diagram = entries.find((entry) => entry.name === 'Labelled cell diagram')!;
    expect(diagram.image).toBeNull();
    expect(diagram.warnings).toContain('The image is not in the file; add it in the bank.');
    const brick = entries.find((entry) => entry.name === 'Pressure exerted by a brick')!;
    expect(brick.text).toBe(
      'A brick weighing 30 N rests on a face of area \\( 0.05\\,\\mathrm{m}^2 \\). Using \\( P = F/A \\), what pressure does it exert on the ground?',
    );
    expect(brick.options[0]).toBe('\\( 6 \\times 10^{1} \\) Pa');
    expect(entries.find((entry) => entry.name === 'Material of the cell wall')!.text).toBe(
      'The cell wall of a plant cell is mainly made of:',
    );
    expect(entries.find((entry) => entry.name === 'Shape of nerve cells')!.text).toBe(
      'Nerve cells are long and branched. How does this shape help them?',
    );
    expect(entries.find((entry) => entry.name === 'Discovery of the cell')!.explanation).toBe(
      'Robert Hooke saw small box-like compartments in cork and called them cells.',
    );
  });

  it('Aiken: stems kept as Moodle wrote them (tabs of the table included)', async () => {
    const entries = (await read('class8-science.aiken.txt')) as QuestionEntry[];
    expect(entries[5]!.text).toContain('animal cell.\t\tSTRUCTURE\t\tPLANT CELL');
    expect(entries[7]!.text).toBe('Nerve cells are long and branched. How does this shape help them?[x]');
    expect(entries.every((entry) => entry.marks === null && entry.place === null)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { giftEntries } from './gift';
import type { QuestionEntry } from './import-entry';

const read = (text: string) => [...giftEntries(text)];

describe('giftEntries', () => {
  it('reads names, escapes, [html] and \\n, fractions and feedback', () => {
    const [entry] = read(
      '// a comment\n::Escapes \\: 1::[html]<p>Is 2 \\= 2\\? Use \\{braces\\} \\#1 \\~ \\\\ ok</p>\\n<p>Next</p>{\n' +
        '\t=Yes#<p>Right</p>\n\t~%-25%No#Wrong\n\t~Maybe\n}',
    ) as QuestionEntry[];
    expect(entry).toMatchObject({
      kind: 'question',
      item: 1,
      name: 'Escapes : 1',
      text: 'Is 2 = 2\\? Use {braces} #1 ~ \\ ok\nNext',
      options: ['Yes', 'No', 'Maybe'],
      correctOption: 1,
      explanation: 'Right',
      problems: [],
    });
    expect(entry!.warnings).toContain(
      'Negative marks for wrong options are not kept: a wrong answer scores 0.',
    );
  });

  it('numbers questions without counting categories; places from a four-level category', () => {
    const entries = read(
      '$CATEGORY: $course$/top/Science/Class 8/Cells/Structure\n\n::A::Q1 {=a ~b}\n\n$CATEGORY: top/Other\n\nQ2 {~a =b}\n',
    ) as QuestionEntry[];
    expect(entries.map((entry) => entry.item)).toEqual([1, 2]);
    expect(entries[0]!.category).toEqual(['Science', 'Class 8', 'Cells', 'Structure']);
    expect(entries[1]!.category).toEqual(['Other']);
  });

  it('skips true/false, short answer, essay, matching and several-correct MC by type in words', () => {
    const entries = read(
      '::TF::Sky is blue {T}\n\n::SA::Name it {=cytoplasm}\n\n::E::Explain {}\n\n' +
        '::M::Match {=a -> 1 =b -> 2 =c -> 3}\n\n::Many::Pick {~%50%a ~%50%b ~%-100%c}\n',
    );
    expect(entries.map((entry) => (entry.kind === 'skipped' ? entry.type : entry.kind))).toEqual([
      'true/false',
      'short answer',
      'essay',
      'matching',
      'multiple choice with several correct answers',
    ]);
  });

  it('two = options or none are problems of the item; a broken block does not stop the file', () => {
    const entries = read('Two {=a =b ~c}\n\nNone {~a ~b}\n\n::Broken:: What {=a ~b\n\nFine {=a ~b}\n');
    expect((entries[0] as QuestionEntry).problems).toEqual(['Only one option can be correct.']);
    expect((entries[1] as QuestionEntry).problems).toEqual(['Choose the one correct option.']);
    expect(entries[2]).toMatchObject({ kind: 'problem', item: 3, name: 'Broken' });
    expect((entries[2] as { reason: string }).reason).toMatch(/could not be read.*line 5/);
    expect(entries[3]).toMatchObject({ kind: 'question', item: 4, correctOption: 1 });
  });

  it('an image reference imports without the image and says so', () => {
    const [entry] = read('[html]<p>See <img src\\="@@PLUGINFILE@@/a.png"></p> {=a ~b}') as QuestionEntry[];
    expect(entry!.image).toBeNull();
    expect(entry!.warnings).toEqual(['The image is not in the file; add it in the bank.']);
  });
});

/** The review's file: one block whose lines hold only a no-break space (which `\s` takes, `[ \t]` not). */
const stalling = (lines: number) => `Question {\n${'\u00a0\n'.repeat(lines)}x`;

const timed = (work: () => unknown) => {
  const start = performance.now();
  work();
  return performance.now() - start;
};

describe('giftEntries reads in time linear in the file', () => {
  it('reads the 96 KB no-break-space block in a fraction of the time it took, and 22 times as much in linear time, not quadratic', () => {
    const small = stalling(32_000);
    const large = stalling(700_000);
    expect(small.length).toBeGreaterThan(64_000);
    expect(Buffer.byteLength(large)).toBeGreaterThan(2_000_000);
    let entries: ReturnType<typeof read> = [];
    read(small); // compiled once, so the times below compare reading, not warming up
    const smallMs = timed(() => (entries = read(small)));
    expect(smallMs).toBeLessThan(2_000); // 3.5-13 s before
    expect(entries).toMatchObject([{ kind: 'problem', item: 1, name: null }]);
    // Linear: about 22 times the time, 1.3-1.6 s here (gift-pegjs itself takes about a second for this
    // block). Quadratic, as it was, would be about 480 times: half an hour. The bound leaves room for a
    // loaded CI machine.
    expect(timed(() => read(large))).toBeLessThan(15_000);
  });

  it('a name after many blank-looking lines is still found, in time', () => {
    const text = `${'\u00a0\n'.repeat(32_000)}::Far:: Broken {=a ~b\n`;
    let entries: ReturnType<typeof read> = [];
    expect(timed(() => (entries = read(text)))).toBeLessThan(2_000);
    expect(entries).toMatchObject([{ kind: 'problem', item: 1, name: 'Far' }]);
  });
});

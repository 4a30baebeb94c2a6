import { describe, expect, it } from 'vitest';
import type { QuestionEntry } from './import-entry';
import { moodleXmlEntries } from './moodle-xml';
import { readMoodleXml } from './moodle-xml-read.mjs';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const question = (inner: string, type = 'multichoice') =>
  `<question type="${type}"><name><text>N</text></name>${inner}</question>`;
const quiz = (...questions: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>${questions.join('')}</quiz>`;
const answer = (fraction: number, text: string, feedback = '') =>
  `<answer fraction="${fraction}" format="html"><text>${text}</text><feedback format="html"><text>${feedback}</text></feedback></answer>`;
const read = (xml: string) => [...moodleXmlEntries(readMoodleXml(xml))];

describe('Moodle XML', () => {
  it('decodes XML entities outside CDATA, keeps CDATA as written, reads defaultgrade as marks', () => {
    const [entry] = read(
      quiz(
        question(
          '<questiontext format="html"><text>&lt;p&gt;2 &amp;lt; 3 &#233;&lt;/p&gt;</text></questiontext>' +
            '<defaultgrade>2.5000000</defaultgrade><single>true</single>' +
            answer(100, '<![CDATA[<b>yes</b> &amp; more]]>') +
            answer(0, 'no'),
        ),
      ),
    ) as QuestionEntry[];
    expect(entry).toMatchObject({
      text: '2 < 3 é',
      options: ['yes & more', 'no'],
      correctOption: 1,
      marks: 2.5,
    });
  });

  it('refuses a DOCTYPE (entity bombs never expand) and a file that is not a quiz', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
      '<quiz><question type="multichoice"><name><text>&b;</text></name></question></quiz>';
    expect(() => readMoodleXml(bomb)).toThrow('doctype');
    expect(() => readMoodleXml('<html><body>hi</body></html>')).toThrow('not-moodle');
    expect(() => readMoodleXml('<quiz><question type="essay"><name>')).toThrow('unreadable');
  });

  it('takes the embedded file the question text points to as its image; a missing one is a warning', () => {
    const [withFile, withoutFile] = read(
      quiz(
        question(
          `<questiontext format="html"><text><![CDATA[<p>See <img src="@@PLUGINFILE@@/a%20b.png"></p>]]></text><file name="a b.png" path="/" encoding="base64">${PNG_1PX}</file></questiontext>${answer(100, 'a')}${answer(0, 'b')}`,
        ),
        question(
          `<questiontext format="html"><text><![CDATA[<img src="@@PLUGINFILE@@/gone.png">Q]]></text></questiontext>${answer(100, 'a')}${answer(0, 'b')}`,
        ),
      ),
    ) as QuestionEntry[];
    expect(withFile!.image?.fileName).toBe('a b.png');
    expect(withFile!.image?.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(withoutFile!.image).toBeNull();
    expect(withoutFile!.warnings).toContain('The image is not in the file; add it in the bank.');
  });

  it('no or two options at 100 % are problems; several correct (single false) and other types are skipped', () => {
    const entries = read(
      quiz(
        '<question type="category"><category><text>$course$/top/A/B/C/D</text></category></question>',
        question(`<single>true</single>${answer(100, 'a')}${answer(100, 'b')}`),
        question(`<single>true</single>${answer(50, 'a')}${answer(0, 'b')}`),
        question(`<single>false</single>${answer(50, 'a')}${answer(50, 'b')}`),
        question('', 'truefalse'),
        question('', 'ddwtos'),
      ),
    );
    expect(entries.map((entry) => entry.item)).toEqual([1, 2, 3, 4, 5]);
    expect((entries[0] as QuestionEntry).problems).toEqual(['Only one option can be correct.']);
    expect((entries[0] as QuestionEntry).category).toEqual(['A', 'B', 'C', 'D']);
    expect((entries[1] as QuestionEntry).problems).toEqual(['Choose the one correct option.']);
    expect(entries.slice(2).map((entry) => (entry.kind === 'skipped' ? entry.type : ''))).toEqual([
      'multiple choice with several correct answers',
      'true/false',
      'drag and drop into text',
    ]);
  });

  it('plain-text answers are kept as written (an export of ours), not read as HTML', () => {
    const [entry] = read(
      quiz(
        question(
          '<questiontext format="plain_text"><text><![CDATA[Is 1 <b> 2?\ttab]]></text></questiontext>' +
            '<answer fraction="100" format="plain_text"><text>x &lt; y</text></answer><answer fraction="0" format="plain_text"><text>b</text></answer>',
        ),
      ),
    ) as QuestionEntry[];
    expect(entry).toMatchObject({ text: 'Is 1 <b> 2?\ttab', options: ['x < y', 'b'] });
  });

  it('use and difficulty come back from the tags our export writes', () => {
    const [entry] = read(
      quiz(
        question(
          `${answer(100, 'a')}${answer(0, 'b')}<tags><tag><text>use:Practice</text></tag><tag><text>difficulty:hard</text></tag><tag><text>cells</text></tag></tags>`,
        ),
      ),
    ) as QuestionEntry[];
    expect(entry).toMatchObject({ use: 'PRACTICE', difficulty: 'HARD' });
  });
});

import * as XLSX from '@e965/xlsx';
import {
  csvCell,
  QUESTION_TEMPLATE_COLUMNS,
  type QuestionDifficulty,
  type QuestionUse,
} from '@pathshala/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { joinCategoryPath } from './place-path';

/** A bank question as the export writes it: names for its place and author, bytes for its images. */
export interface ExportQuestion {
  id: number;
  version: number;
  status: 'ACTIVE' | 'RETIRED';
  author: string | null;
  place: { curriculum: string; course: string; concept: string; subconcept: string };
  text: string;
  options: Array<{ text: string; image: ExportImage | null }>;
  correctOption: number;
  marks: number;
  explanation: string | null;
  use: QuestionUse;
  difficulty: QuestionDifficulty | null;
  image: ExportImage | null;
}

export interface ExportImage {
  sha256: string;
  mimeType: string;
  bytes: Buffer;
}

/** Columns an export adds after the template's: for people reading it; an import ignores them. */
export const EXPORT_EXTRA_COLUMNS = ['Id', 'Version', 'Status', 'Author'] as const;

const USE_WORDS: Record<QuestionUse, string> = {
  PRACTICE: 'practice',
  ASSESSMENT: 'assessment',
  BOTH: 'both',
};

/** One question as a template row (then Id, Version, Status, Author). */
export function exportRow(question: ExportQuestion): string[] {
  const options = question.options.map((option) => option.text);
  return [
    question.place.curriculum,
    question.place.course,
    question.place.concept,
    question.place.subconcept,
    question.text,
    options[0] ?? '',
    options[1] ?? '',
    options[2] ?? '',
    options[3] ?? '',
    'ABCD'[question.correctOption - 1] ?? '',
    String(question.marks),
    question.explanation ?? '',
    USE_WORDS[question.use],
    question.difficulty?.toLowerCase() ?? '',
    String(question.id),
    String(question.version),
    question.status === 'ACTIVE' ? 'active' : 'retired',
    question.author ?? '',
  ];
}

/**
 * CSV by the one cell rule of the contracts (a cell a spreadsheet would run as a formula gets an
 * apostrophe; our import takes it off again), with a byte-order mark so Excel reads it as UTF-8.
 */
export function writeCsv(rows: string[][]): Buffer {
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

/** XLSX with every cell a text cell: a question that starts with "=" stays text, never a formula. */
export function writeXlsx(rows: string[][], sheetName: string): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => row.map((value) => ({ t: 's', v: value }))));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, sheetName);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const TEMPLATE_EXAMPLES: string[][] = [
  [
    '',
    '',
    '',
    '',
    'What is \\( \\frac{1}{2} + \\frac{1}{4} \\)?',
    '\\( \\frac{3}{4} \\)',
    '\\( \\frac{2}{6} \\)',
    '\\( \\frac{1}{8} \\)',
    '',
    'A',
    '1',
    'Make the denominators equal: \\( \\frac{2}{4} + \\frac{1}{4} = \\frac{3}{4} \\).',
    'both',
    'easy',
  ],
  [
    'Class 8 Science',
    'Science',
    'Cells',
    'Cell structure',
    'Which organelle is called the powerhouse of the cell?',
    'Nucleus',
    'Ribosome',
    'Mitochondrion',
    'Cell wall',
    'C',
    '2',
    '',
    'practice',
    'medium',
  ],
];

/** The template: its header and two examples (one with a formula; one placing itself by name). */
export function templateRows(): string[][] {
  return [[...QUESTION_TEMPLATE_COLUMNS], ...TEMPLATE_EXAMPLES];
}

// --- Moodle XML ---

/** Leaves out the characters XML 1.0 cannot hold (a form feed passes the bank's text rule). */
function xmlSafe(text: string): string {
  let safe = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const allowed =
      code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
    if (allowed) safe += char;
  }
  return safe;
}
const cdata = (text: string) => `<![CDATA[${xmlSafe(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const escapeAttribute = escapeHtml;

async function imageName(image: ExportImage, label: string): Promise<string> {
  const extension = (await fileTypeFromBuffer(image.bytes))?.ext ?? 'png';
  return `${label}-${image.sha256.slice(0, 12)}.${extension}`;
}

/**
 * A text element: plain text as written (format plain_text: Moodle shows it as typed, and our import
 * keeps it exactly), or, when it carries an image, HTML with the image as an embedded `<file>`.
 * `attributes` and `inner` add to it (an answer's fraction, its feedback).
 */
async function textElement(
  tag: string,
  content: { text: string; image: ExportImage | null; label: string },
  { attributes = '', inner = [] as string[] } = {},
): Promise<string[]> {
  const { text, image, label } = content;
  if (!image) {
    return [
      `    <${tag}${attributes} format="plain_text">`,
      `      <text>${cdata(text)}</text>`,
      ...inner,
      `    </${tag}>`,
    ];
  }
  const name = await imageName(image, label);
  const html = `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p><p><img src="@@PLUGINFILE@@/${encodeURIComponent(name)}" alt=""></p>`;
  return [
    `    <${tag}${attributes} format="html">`,
    `      <text>${cdata(html)}</text>`,
    `      <file name="${escapeAttribute(name)}" path="/" encoding="base64">${image.bytes.toString('base64')}</file>`,
    ...inner,
    `    </${tag}>`,
  ];
}

const grade = (marks: number) => marks.toFixed(7);

/**
 * Moodle XML as Moodle's own export writes it: a category entry per place (Curriculum/Course/
 * Concept/Subconcept under the course's top category) before its questions; each question a
 * one-answer `multichoice` with `<defaultgrade>` = marks and fractions 100 and 0.
 */
export async function writeMoodleXml(questions: ExportQuestion[]): Promise<string> {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  let category = '';
  for (const question of questions) {
    const path = joinCategoryPath([
      question.place.curriculum,
      question.place.course,
      question.place.concept,
      question.place.subconcept,
    ]);
    if (path !== category) {
      category = path;
      parts.push(
        '  <question type="category">',
        `    <category>\n      <text>${cdata(path)}</text>\n    </category>`,
        '  </question>',
      );
    }
    const answers: string[] = [];
    for (const [index, option] of question.options.entries()) {
      const fraction = index + 1 === question.correctOption ? 100 : 0;
      const element = await textElement(
        'answer',
        { text: option.text, image: option.image, label: `option-${index + 1}` },
        {
          attributes: ` fraction="${fraction}"`,
          inner: ['      <feedback format="plain_text">', '        <text></text>', '      </feedback>'],
        },
      );
      answers.push(...element);
    }
    parts.push(
      `  <!-- question: ${question.id}  -->`,
      '  <question type="multichoice">',
      '    <name>',
      `      <text>${cdata(question.text.replace(/\s+/g, ' ').slice(0, 80))}</text>`,
      '    </name>',
      ...(await textElement('questiontext', {
        text: question.text,
        image: question.image,
        label: 'question',
      })),
      '    <generalfeedback format="plain_text">',
      `      <text>${cdata(question.explanation ?? '')}</text>`,
      '    </generalfeedback>',
      `    <defaultgrade>${grade(question.marks)}</defaultgrade>`,
      '    <penalty>0.0000000</penalty>',
      '    <hidden>0</hidden>',
      '    <single>true</single>',
      '    <shuffleanswers>true</shuffleanswers>',
      '    <answernumbering>ABCD</answernumbering>',
      ...answers,
      '    <tags>',
      ...[
        `use:${USE_WORDS[question.use]}`,
        ...(question.difficulty ? [`difficulty:${question.difficulty.toLowerCase()}`] : []),
      ].map((tag) => `      <tag><text>${cdata(tag)}</text></tag>`),
      '    </tags>',
      '  </question>',
    );
  }
  parts.push('</quiz>', '');
  return parts.join('\n');
}

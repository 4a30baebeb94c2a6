// Reads a Moodle XML question file into plain records (no HTML handling, no rules): the heavy part
// of a Moodle XML import, kept in plain JavaScript so the parse worker runs it under Node as it is.
// The records are what moodle-xml.ts turns into import entries.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Thrown for a file that is not one Moodle writes; `reason` picks the message. */
export class MoodleXmlError extends Error {
  /** @param {'doctype' | 'not-moodle' | 'unreadable'} reason */
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

const XML_ENTITIES = /&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi;
const NAMED = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The five XML entities and character references, decoded by hand: the parser's own entity
 * handling is off, so a DOCTYPE's entities can never expand (billion laughs) whatever it declares.
 * @param {string} text
 */
export function decodeXmlEntities(text) {
  return text.replace(XML_ENTITIES, (whole, name) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x')
        ? Number.parseInt(lower.slice(2), 16)
        : Number.parseInt(lower.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[lower] ?? whole;
  });
}

const ARRAYS = new Set(['question', 'answer', 'file', 'subquestion', 'tag', '#cdata']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  cdataPropName: '#cdata',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: false,
  isArray: (name) => ARRAYS.has(name),
});

/**
 * The text of an element as written: its own text (entities decoded) and its CDATA sections (as they
 * are). Moodle writes one or the other.
 * @param {unknown} node
 * @returns {string}
 */
function textOf(node) {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return decodeXmlEntities(node);
  if (typeof node !== 'object') return String(node);
  const own = typeof node['#text'] === 'string' ? decodeXmlEntities(node['#text']) : '';
  const cdata = Array.isArray(node['#cdata']) ? node['#cdata'].map(String).join('') : '';
  return own + cdata;
}

/**
 * A `<questiontext>`-like element: format attribute, its `<text>`, and the `<file>`s inside it.
 * @param {any} node
 */
function formatted(node) {
  if (!node || typeof node !== 'object') return { format: 'html', text: textOf(node), files: [] };
  const files = (Array.isArray(node.file) ? node.file : []).map((file) => ({
    name: decodeXmlEntities(String(file?.['@name'] ?? '')),
    encoding: String(file?.['@encoding'] ?? ''),
    data: textOf(file).replace(/\s+/g, ''),
  }));
  return { format: String(node['@format'] ?? 'html'), text: textOf(node.text).trim(), files };
}

/** @param {unknown} node */
const plain = (node) => (node === undefined ? null : textOf(node).trim());

/**
 * The categories and questions of a Moodle XML file, in file order. Refuses a DOCTYPE (Moodle
 * never writes one; it is how entity bombs arrive) and anything that is not a `<quiz>`.
 * @param {string} xml
 */
export function readMoodleXml(xml) {
  const start = xml.search(/<quiz[\s>]/);
  const prolog = start < 0 ? xml : xml.slice(0, start);
  if (/<!DOCTYPE|<!ENTITY/i.test(prolog)) throw new MoodleXmlError('doctype');
  if (start < 0) throw new MoodleXmlError('not-moodle');
  // The parser itself takes a cut-off file as it comes; a file must be whole to be imported.
  if (XMLValidator.validate(xml) !== true) throw new MoodleXmlError('unreadable');
  let document;
  try {
    document = parser.parse(xml);
  } catch {
    throw new MoodleXmlError('unreadable');
  }
  const quiz = document?.quiz;
  if (quiz === undefined) throw new MoodleXmlError('not-moodle');
  const questions = Array.isArray(quiz?.question) ? quiz.question : [];
  return questions.map((question) => {
    const type = String(question?.['@type'] ?? '');
    if (type === 'category') return { kind: 'category', path: plain(question.category?.text) ?? '' };
    return {
      kind: 'question',
      type,
      name: plain(question.name?.text),
      questionText: formatted(question.questiontext),
      generalFeedback: formatted(question.generalfeedback),
      defaultGrade: plain(question.defaultgrade),
      single: plain(question.single),
      tags: (Array.isArray(question.tags?.tag) ? question.tags.tag : []).map((tag) => plain(tag?.text) ?? ''),
      answers: (Array.isArray(question.answer) ? question.answer : []).map((answer) => ({
        fraction: String(answer?.['@fraction'] ?? '0'),
        ...formatted(answer),
        feedback: formatted(answer?.feedback),
      })),
    };
  });
}

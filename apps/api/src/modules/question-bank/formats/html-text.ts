import { Parser } from 'htmlparser2';

/**
 * Imported HTML becomes plain text: the bank never renders HTML, so nothing in a file can run in a
 * student's browser. A real HTML parser (htmlparser2) reads the markup; what it reads is rebuilt as
 * text the way a browser lays it out: blocks on lines of their own, table cells separated by a
 * tab, entities decoded, superscripts and subscripts as Unicode characters where they exist.
 */

/** Elements whose content is never text a reader sees: dropped with everything inside. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
]);

/** Elements that start and end a line. */
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'caption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'figure',
  'figcaption',
  'address',
  'hr',
  'center',
  'fieldset',
  'legend',
  'details',
  'summary',
  'main',
]);

const CELLS = new Set(['td', 'th']);

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  x: 'ˣ',
  y: 'ʸ',
};

const SUBSCRIPTS: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  o: 'ₒ',
  x: 'ₓ',
  h: 'ₕ',
  k: 'ₖ',
  l: 'ₗ',
  m: 'ₘ',
  n: 'ₙ',
  p: 'ₚ',
  s: 'ₛ',
  t: 'ₜ',
  i: 'ᵢ',
  r: 'ᵣ',
  u: 'ᵤ',
  v: 'ᵥ',
  j: 'ⱼ',
};

/** Every Unicode superscript and subscript above, back to the character it raises or lowers. */
export const SCRIPT_BASE: ReadonlyMap<string, string> = new Map(
  [...Object.entries(SUPERSCRIPTS), ...Object.entries(SUBSCRIPTS)]
    .filter(([base]) => base !== '−')
    .map(([base, script]) => [script, base]),
);

/** `10<sup>−6</sup>` -> `10⁻⁶`; where a character has no raised form, `x<sup>q</sup>` -> `x^(q)`. */
function script(text: string, kind: 'sup' | 'sub'): string {
  const table = kind === 'sup' ? SUPERSCRIPTS : SUBSCRIPTS;
  const trimmed = text.trim();
  if (!trimmed) return text;
  const chars = [...trimmed];
  if (chars.every((char) => table[char] !== undefined)) return chars.map((char) => table[char]).join('');
  return `${kind === 'sup' ? '^' : '_'}(${trimmed})`;
}

// Private-use characters stand for line breaks and cell gaps while text is collected; any the input
// itself holds are removed first, so they cannot be forged.
const SOFT_BREAK = '\uE000';
const HARD_BREAK = '\uE001';
const CELL_GAP = '\uE002';
const PRIVATE_MARKS = /[\uE000-\uE002]/g;

export interface HtmlText {
  text: string;
  /** The `src` of every `<img>`, in order (a Moodle file reference is `@@PLUGINFILE@@/name`). */
  imageSources: string[];
}

/** HTML to plain text (see the module comment); never throws, whatever the markup. */
export function htmlToText(html: string): HtmlText {
  // Most option texts hold no markup at all: laid out as a browser would, without a parser.
  if (!/[<&]/.test(html)) return { text: layOut(html.replace(PRIVATE_MARKS, '')), imageSources: [] };
  const out: string[] = [];
  const imageSources: string[] = [];
  // Each open sup/sub collects its text so it can be raised or lowered as a whole when it closes.
  const scripts: Array<{ kind: 'sup' | 'sub'; parts: string[] }> = [];
  const rowCells: number[] = [];
  let dropDepth = 0;
  const emit = (text: string) => {
    const open = scripts.at(-1);
    if (open) open.parts.push(text);
    else out.push(text);
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (dropDepth > 0 || DROPPED.has(name)) {
          if (DROPPED.has(name)) dropDepth++;
          return;
        }
        if (name === 'img') {
          if (attributes.src) imageSources.push(attributes.src);
        } else if (name === 'br') emit(HARD_BREAK);
        else if (name === 'sup' || name === 'sub') scripts.push({ kind: name, parts: [] });
        else if (name === 'tr') {
          rowCells.push(0);
          emit(SOFT_BREAK);
        } else if (CELLS.has(name)) {
          const cells = rowCells.at(-1);
          if (cells !== undefined) {
            if (cells > 0) emit(CELL_GAP);
            rowCells[rowCells.length - 1] = cells + 1;
          }
        } else if (BLOCKS.has(name)) emit(SOFT_BREAK);
      },
      ontext(text) {
        if (dropDepth === 0) emit(text.replace(PRIVATE_MARKS, ''));
      },
      onclosetag(name) {
        if (DROPPED.has(name)) {
          dropDepth = Math.max(0, dropDepth - 1);
          return;
        }
        if (dropDepth > 0) return;
        if ((name === 'sup' || name === 'sub') && scripts.at(-1)?.kind === name) {
          const open = scripts.pop()!;
          emit(script(open.parts.join(''), open.kind));
        } else if (name === 'tr') {
          rowCells.pop();
          emit(SOFT_BREAK);
        } else if (BLOCKS.has(name)) emit(SOFT_BREAK);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  for (const open of scripts.splice(0)) out.push(script(open.parts.join(''), open.kind));
  return { text: layOut(out.join('')), imageSources };
}

/**
 * White space as a browser shows it: runs of spaces, tabs and source line breaks are one space;
 * breaks and cell gaps end up as newlines and tabs with no spaces around them; a run of breaks is
 * one line break, or as many as the `<br>`s in it.
 */
function layOut(raw: string): string {
  const collapsed = raw.replace(/[\s\u00a0]+/g, ' ');
  const marks = /[ ]*([\uE000-\uE002][\uE000-\uE002 ]*)/g;
  const text = collapsed.replace(marks, (_, run: string) => {
    if (run.includes(CELL_GAP) && !run.includes(SOFT_BREAK) && !run.includes(HARD_BREAK)) {
      return '\t'.repeat([...run].filter((char) => char === CELL_GAP).length);
    }
    const hard = [...run].filter((char) => char === HARD_BREAK).length;
    return '\n'.repeat(Math.max(1, hard));
  });
  // trim() drops the outer line breaks too; a pattern for them (`\n+$`) was quadratic on a run of breaks.
  return text.trim();
}

/** Whether a text holds markup worth parsing (a plain answer like "0.01 mm" is kept as it is). */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z!/]|&[#a-z0-9]+;/i.test(text);
}

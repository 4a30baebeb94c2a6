/**
 * A formula's TeX as one line of text a screen reader can say: fractions as a/b, roots as √, powers
 * and indices as superscript and subscript characters where they exist, commands as their symbols
 * (×, ≤, π). A screen reader reads these symbols in its own language, so no words are added here.
 * Used as the name of a formula inside a control, where Chromium leaves KaTeX's MathML out of the
 * control's name (a formula-only option was announced as "A.").
 */

const SYMBOLS: Record<string, string> = {
  times: '×',
  div: '÷',
  cdot: '·',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  equiv: '≡',
  sim: '∼',
  propto: '∝',
  infty: '∞',
  circ: '°',
  prime: '′',
  degree: '°',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  Rightarrow: '⇒',
  Leftrightarrow: '⇔',
  angle: '∠',
  triangle: '△',
  perp: '⊥',
  parallel: '∥',
  sum: '∑',
  prod: '∏',
  int: '∫',
  partial: '∂',
  in: '∈',
  notin: '∉',
  subset: '⊂',
  cup: '∪',
  cap: '∩',
  emptyset: '∅',
  therefore: '∴',
  because: '∵',
  ldots: '…',
  cdots: '⋯',
  dots: '…',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Pi: 'Π',
  Sigma: 'Σ',
  Phi: 'Φ',
  Omega: 'Ω',
  '%': '%',
  $: '$',
  '{': '{',
  '}': '}',
  '&': '&',
  '#': '#',
  _: '_',
};
/** Commands that only size or style: they say nothing. */
const SILENT = new Set(['left', 'right', 'big', 'Big', 'bigg', 'Bigg', 'displaystyle', 'textstyle', '!']);
/** Commands that space: a space. */
const SPACES = new Set(['quad', 'qquad', ',', ';', ':', ' ']);
/** Commands whose one argument is said as it is (text keeps its spaces). */
const PLAIN = new Set(['mathrm', 'mathbf', 'mathit', 'mathsf', 'operatorname', 'boxed']);
const TEXT = new Set(['text', 'textrm', 'textbf', 'textit', 'mbox']);
const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac']);
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
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
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
  '=': '₌',
  '(': '₍',
  ')': '₎',
};

/** A reader of TeX from a position; each read answers the spoken text of one piece. */
class Reader {
  i = 0;
  /** Inside \\text{...}: spaces are said; in maths they are not (TeX sets its own). */
  inText = false;
  constructor(private readonly tex: string) {}

  done(): boolean {
    return this.i >= this.tex.length;
  }

  /** Everything up to the end, or up to the `}` that closes the group being read. */
  sequence(closing = false): string {
    let out = '';
    while (!this.done()) {
      if (closing && this.tex[this.i] === '}') {
        this.i++;
        break;
      }
      out += this.piece(out);
    }
    return out;
  }

  /** One argument: a `{...}` group, a command, or one character. */
  argument(): string {
    while (this.tex[this.i] === ' ') this.i++;
    if (this.done()) return '';
    if (this.tex[this.i] === '{') {
      this.i++;
      return this.sequence(true);
    }
    return this.piece('');
  }

  /** An optional `[...]` argument, or null. */
  optional(): string | null {
    if (this.tex[this.i] !== '[') return null;
    const end = this.tex.indexOf(']', this.i);
    if (end === -1) return null;
    const inside = new Reader(this.tex.slice(this.i + 1, end)).sequence();
    this.i = end + 1;
    return inside;
  }

  piece(before: string): string {
    const char = this.tex[this.i]!;
    if (char === '{') {
      this.i++;
      return this.sequence(true);
    }
    if (char === '}') {
      this.i++;
      return '';
    }
    if (char === '^' || char === '_') {
      this.i++;
      const script = this.argument();
      return shifted(script, char === '^' ? SUPERSCRIPTS : SUBSCRIPTS, char);
    }
    if (char === '~') {
      this.i++;
      return ' ';
    }
    if (char !== '\\') {
      this.i++;
      return /\s/.test(char) && !this.inText ? '' : char;
    }
    this.i++;
    const name = /^[A-Za-z]+/.exec(this.tex.slice(this.i))?.[0] ?? this.tex[this.i] ?? '';
    this.i += name.length;
    if (SILENT.has(name)) return '';
    if (SPACES.has(name)) return before.endsWith(' ') ? '' : ' ';
    if (PLAIN.has(name)) return this.argument();
    if (TEXT.has(name)) {
      this.inText = true;
      const text = this.argument();
      this.inText = false;
      return text;
    }
    if (FRACTIONS.has(name)) {
      const numerator = grouped(this.argument());
      return `${numerator}/${grouped(this.argument())}`;
    }
    if (name === 'sqrt') {
      const index = this.optional();
      const root =
        index === '3' ? '∛' : index === '4' ? '∜' : `${index ? shifted(index, SUPERSCRIPTS, '^') : ''}√`;
      return `${root}${grouped(this.argument())}`;
    }
    return SYMBOLS[name] ?? name;
  }
}

/** A part of a fraction or root in brackets unless it is one number or one letter. */
function grouped(text: string): string {
  const trimmed = text.trim();
  return /^(\d+([.,]\d+)?|[^\s\d])$/u.test(trimmed) ? trimmed : `(${trimmed})`;
}

/** Superscript or subscript characters when every character has one; else ^(...) or _(...). */
function shifted(text: string, table: Record<string, string>, mark: string): string {
  const chars = [...text.trim()];
  // 90^\\circ is ninety degrees, f^\\prime f-prime: marks that are already raised.
  if (/^[°′″]+$/.test(text.trim())) return text.trim();
  if (chars.length > 0 && chars.every((c) => table[c])) return chars.map((c) => table[c]).join('');
  return chars.length === 1 ? `${mark}${text.trim()}` : `${mark}(${text.trim()})`;
}

export function spokenTex(tex: string): string {
  return new Reader(tex).sequence().replace(/\s+/g, ' ').trim();
}

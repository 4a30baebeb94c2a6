import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { spokenTex } from './spoken-math';

/** A piece of question text: plain text, or a formula with the source it was typed as. */
export type MathSegment =
  | { kind: 'text'; text: string }
  | { kind: 'math'; tex: string; display: boolean; source: string };

// Signs that only maths uses; `$...$` without one of them (or a single short token such as `x` or `2a`)
// is money or prose ("between $5 and 10$ a kilo"), so it stays text.
const MATH_SIGN = /[\\^_=+\-*/<>{}()|]/;
const SHORT_TOKEN = /^[A-Za-z0-9]{1,3}$/;

function isSpace(char: string | undefined) {
  return char === undefined || /\s/.test(char);
}

/**
 * Where a single-dollar formula opened at `start` closes, or -1. The rule (pandoc's, plus a maths check):
 * the opening `$` has no space after it, the closing one no space before it and no digit after it, the
 * formula stays on one line and holds no other `$`, and it looks like maths. So "Rs 5 and $10", "$5 or
 * $10" and "$5-$10" stay text, while "$x^2$" and "$x$" are formulas.
 */
function singleDollarEnd(input: string, start: number): number {
  if (isSpace(input[start + 1]) || input[start + 1] === '$') return -1;
  for (let i = start + 1; i < input.length; i++) {
    const char = input[i];
    if (char === '\n') return -1;
    if (char === '\\') {
      i++;
      continue;
    }
    if (char !== '$') continue;
    if (isSpace(input[i - 1]) || /\d/.test(input[i + 1] ?? '')) return -1;
    const tex = input.slice(start + 1, i);
    return MATH_SIGN.test(tex) || SHORT_TOKEN.test(tex) ? i : -1;
  }
  return -1;
}

/** Pairs of delimiters, longest first: `$$` before `$`. */
const PAIRS = [
  { open: '$$', close: '$$', display: true },
  { open: '\\[', close: '\\]', display: true },
  { open: '\\(', close: '\\)', display: false },
] as const;

/**
 * Splits question text into text and formulas: `\( .. \)` and `$ .. $` inline, `$$ .. $$` and `\[ .. \]`
 * on their own line. `\$` is a dollar sign. An opening delimiter that never closes is text.
 */
export function splitMath(input: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let text = '';
  const pushMath = (tex: string, display: boolean, source: string) => {
    if (text) segments.push({ kind: 'text', text });
    text = '';
    segments.push({ kind: 'math', tex, display, source });
  };
  let i = 0;
  outer: while (i < input.length) {
    if (input.startsWith('\\$', i)) {
      text += '$';
      i += 2;
      continue;
    }
    for (const pair of PAIRS) {
      if (!input.startsWith(pair.open, i)) continue;
      const end = input.indexOf(pair.close, i + pair.open.length);
      const tex = end === -1 ? '' : input.slice(i + pair.open.length, end);
      if (tex.trim() === '') {
        text += pair.open; // never closed, or empty: text, and its second `$` opens nothing
        i += pair.open.length;
        continue outer;
      }
      pushMath(tex, pair.display, input.slice(i, end + pair.close.length));
      i = end + pair.close.length;
      continue outer;
    }
    if (input[i] === '$') {
      const end = singleDollarEnd(input, i);
      if (end !== -1) {
        pushMath(input.slice(i + 1, end), false, input.slice(i, end + 1));
        i = end + 1;
        continue;
      }
    }
    text += input[i];
    i++;
  }
  if (text) segments.push({ kind: 'text', text });
  return segments;
}

type RenderTex = (tex: string, display: boolean) => string | null;

let loadedRenderer: RenderTex | null = null;
let loading: Promise<RenderTex> | null = null;

/**
 * KaTeX and its stylesheet load on first use, in their own chunk: pages without a formula never fetch
 * them. Options: no `\href`/`\url` or other trusted commands, no strict-mode warnings, MathML for
 * screen readers. A formula KaTeX cannot read is shown as typed (throwOnError false), and anything
 * else it throws becomes the typed text too (null).
 */
function loadRenderer(): Promise<RenderTex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex-swap.min.css')])
    .then(([module]) => {
      const katex = module.default;
      const render: RenderTex = (tex, display) => {
        try {
          return katex.renderToString(tex, {
            displayMode: display,
            throwOnError: false,
            trust: false,
            strict: 'ignore',
            output: 'htmlAndMathml',
          });
        } catch {
          return null;
        }
      };
      loadedRenderer = render;
      return render;
    })
    .catch((error: unknown) => {
      loading = null; // offline or a stale chunk: try again next time; the typed text stays meanwhile
      throw error;
    });
  return loading;
}

function useRenderer(needed: boolean): RenderTex | null {
  const [renderer, setRenderer] = useState<RenderTex | null>(loadedRenderer);
  useEffect(() => {
    if (!needed || renderer) return;
    let live = true;
    loadRenderer().then(
      (loaded) => live && setRenderer(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, renderer]);
  return renderer;
}

const ROOT_STYLE: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };
// A long formula scrolls inside its own box instead of widening the page on a phone.
const DISPLAY_STYLE: CSSProperties = {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  whiteSpace: 'normal',
};
const LINE_STYLE: CSSProperties = { display: 'block', margin: '0.5em 0' };

/**
 * Question text with its formulas rendered by KaTeX. Text stays React text nodes (never HTML), so
 * anything typed — `<script>` included — shows as typed. Until KaTeX has loaded, the text is shown as
 * written. A display formula gets its own line and scrolls sideways in its own box, which takes the
 * keyboard focus so it can be scrolled. Inside a control (an option's button) or a row header nothing
 * may take the focus, so there (`scrollFocusable={false}`) a display formula is set inline on its own
 * line, where KaTeX can break it after an operator instead of scrolling; and there each formula is an
 * image named by its spoken text, since Chromium leaves KaTeX's MathML out of a name computed from
 * content (a formula-only option was announced as its letter alone). Elsewhere the MathML is read.
 */
export function MathText({ text, scrollFocusable = true }: { text: string; scrollFocusable?: boolean }) {
  const segments = useMemo(() => splitMath(text), [text]);
  const hasMath = segments.some((segment) => segment.kind === 'math');
  const render = useRenderer(hasMath);
  const parts = useMemo(
    () =>
      segments.map((segment) =>
        segment.kind === 'math'
          ? { ...segment, html: render?.(segment.tex, segment.display && scrollFocusable) ?? null }
          : segment,
      ),
    [segments, render, scrollFocusable],
  );
  // A formula on its own line already breaks the line: the spaces and line break typed around it go.
  const ownLine = (part: (typeof parts)[number] | undefined) =>
    part?.kind === 'math' && part.display && part.html !== null;
  return (
    <span className="math-text" style={ROOT_STYLE}>
      {parts.map((part, index) => {
        if (part.kind === 'text') {
          let value = part.text;
          if (ownLine(parts[index - 1])) value = value.replace(/^[ \t]*\n?/, '');
          if (ownLine(parts[index + 1])) value = value.replace(/\n?[ \t]*$/, '');
          return value;
        }
        const key = `${index}-math`;
        if (part.html === null) return <span key={key}>{part.source}</span>;
        const scrolls = part.display && scrollFocusable;
        const named = scrollFocusable ? {} : { role: 'img', 'aria-label': spokenTex(part.tex) };
        return (
          <span
            key={key}
            className={part.display ? 'math-display' : 'math-inline'}
            style={scrolls ? DISPLAY_STYLE : part.display ? LINE_STYLE : undefined}
            tabIndex={scrolls ? 0 : undefined}
            {...named}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output with trust off escapes every character typed; text never goes through here
            dangerouslySetInnerHTML={{ __html: part.html }}
          />
        );
      })}
    </span>
  );
}

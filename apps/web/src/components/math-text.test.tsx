import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathText, splitMath } from './math-text';

const kinds = (input: string) =>
  splitMath(input).map((segment) => (segment.kind === 'text' ? segment.text : `[${segment.tex}]`));

describe('splitMath', () => {
  it('finds \\( \\), $$ $$, \\[ \\] and $ $ formulas between text', () => {
    expect(kinds('Simplify \\(\\frac{a}{b}\\) now')).toEqual(['Simplify ', '[\\frac{a}{b}]', ' now']);
    expect(kinds('Area: $$\\pi r^2$$')).toEqual(['Area: ', '[\\pi r^2]']);
    expect(kinds('\\[x+1\\]')).toEqual(['[x+1]']);
    expect(kinds('If $x^2 = 4$ then $x$ is')).toEqual(['If ', '[x^2 = 4]', ' then ', '[x]', ' is']);
    expect(splitMath('$$a+b$$')[0]).toMatchObject({ display: true, source: '$$a+b$$' });
    expect(splitMath('\\(a\\)')[0]).toMatchObject({ display: false, source: '\\(a\\)' });
  });

  it('keeps money and lone dollars as text', () => {
    for (const money of [
      'Rs 5 and $10',
      'It costs $5 or $10.',
      'From $5-$10 a kilo',
      'between $5 and 10$ a kilo',
      '$5,$10',
      'a $ sign',
      '$ x$',
      '$x $',
      'two\n$x+\n1$ lines',
    ]) {
      expect(kinds(money)).toEqual([money]);
    }
  });

  it('reads \\$ as a dollar sign and leaves unclosed delimiters as text', () => {
    expect(kinds('Pay \\$5 for $x+1$')).toEqual(['Pay $5 for ', '[x+1]']);
    expect(kinds('open \\(x+1 never closed')).toEqual(['open \\(x+1 never closed']);
    expect(kinds('empty $$ $$ here')).toEqual(['empty $$ $$ here']);
    expect(kinds('unclosed $$x+1 and $y')).toEqual(['unclosed $$x+1 and $y']);
  });
});

describe('MathText', () => {
  // First in the file: KaTeX is loaded once per page, so only the first render waits for it.
  it('shows the typed text until KaTeX has loaded, then the formula', async () => {
    const { container } = render(<MathText text="Solve $x+1=2$" />);
    expect(container.querySelector('.katex')).toBeNull();
    expect(container.textContent).toBe('Solve $x+1=2$');
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
  });

  it('renders a formula with KaTeX, with MathML for screen readers, between text nodes', async () => {
    const { container } = render(<MathText text={'Simplify \\(\\frac{a}{b}\\) and $$x^2$$'} />);
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
    expect(container.querySelector('.katex math')).not.toBeNull();
    expect(container.querySelector('.math-display .katex-display')).not.toBeNull();
    expect(container.querySelector('.math-display')).toHaveAttribute('tabindex', '0');
    expect(container.textContent).toContain('Simplify ');
    // The space typed before a formula on its own line goes; the one before an inline formula stays.
    expect(container.querySelector('.math-text')?.lastChild?.previousSibling?.textContent).toBe(' and');
    // What is seen is the rendered formula; the source stays only in MathML's annotation.
    expect(container.querySelector('.katex-html')?.textContent).not.toContain('\\frac');
  });

  it('shows broken LaTeX as typed, without crashing', async () => {
    const { container } = render(<MathText text={'Broken \\(\\frac{a}{\\) and fine \\(y\\)'} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.textContent).toContain('\\frac{a}{');
    expect(container.textContent).toContain('Broken ');
  });

  it('keeps <script> and HTML as inert text, also next to a formula', async () => {
    const text = '<script>window.hacked = true</script><img src=x onerror="alert(1)"> $x+1$';
    const { container } = render(<MathText text={text} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps LaTeX that asks for links or HTML from becoming either', async () => {
    const { container } = render(<MathText text={'\\(\\href{javascript:alert(1)}{x} \\htmlId{a}{y}\\)'} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('#a')).toBeNull();
  });

  it('leaves money as plain text and loads no formula', async () => {
    const { container } = render(<MathText text={'Rs 5 and $10\nnext line'} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.katex')).toBeNull();
    expect(screen.getByText(/Rs 5 and \$10/)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(container.textContent).toBe('Rs 5 and $10\nnext line');
  });

  it('sets a display formula inside a control on its own line, out of the tab order, without a scroll box', async () => {
    const { container } = render(<MathText text="$$x+1$$" scrollFocusable={false} />);
    await waitFor(() => expect(container.querySelector('.math-display .katex')).not.toBeNull());
    const formula = container.querySelector('.math-display') as HTMLElement;
    expect(formula).not.toHaveAttribute('tabindex');
    expect(formula.style.overflowX).toBe('');
    expect(formula.style.display).toBe('block');
    // Inline mode, so KaTeX may break it after an operator on a narrow screen.
    expect(formula.querySelector('.katex-display')).toBeNull();
  });

  it("names each formula inside a control by its spoken text; elsewhere KaTeX's MathML is read", async () => {
    const inside = render(
      <button type="button">
        B. <MathText text={'$\\frac{3}{4}$ or $x^2$'} scrollFocusable={false} />
      </button>,
    );
    await waitFor(() => expect(inside.container.querySelectorAll('.katex')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'B. 3/4 or x²' })).toBeInTheDocument();
    inside.unmount();
    const outside = render(<MathText text={'$\\frac{3}{4}$'} />);
    await waitFor(() => expect(outside.container.querySelector('.katex')).not.toBeNull());
    expect(outside.container.querySelector('[role="img"]')).toBeNull();
    expect(outside.container.querySelector('math')).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { spokenTex } from './spoken-math';

describe('spokenTex: a formula as text a screen reader says', () => {
  it.each([
    ['\\frac{1}{2}', '1/2'],
    ['\\dfrac{a+b}{2c}', '(a+b)/(2c)'],
    ['x^2 + 1', 'x²+1'],
    ['x^{10}-y_1', 'x¹⁰-y₁'],
    ['e^{i\\pi}', 'e^(iπ)'],
    ['\\sqrt{2}', '√2'],
    ['\\sqrt[3]{x+1}', '∛(x+1)'],
    ['\\pi r^2', 'πr²'],
    ['3 \\times 4 \\div 2 \\le 6', '3×4÷2≤6'],
    ['\\angle ABC = 90^\\circ', '∠ABC=90°'],
    ['5\\,\\text{cm per second}', '5 cm per second'],
    ['\\left( \\frac{3}{4} \\right)', '(3/4)'],
    ['\\mathrm{H_2O}', 'H₂O'],
    ['\\unknowncommand{x}', 'unknowncommandx'],
  ])('%s -> %s', (tex, spoken) => {
    expect(spokenTex(tex)).toBe(spoken);
  });

  it('never throws on unbalanced input', () => {
    for (const tex of ['\\frac{1}', '{{x', 'x^', '\\sqrt[3', '}}', '\\']) {
      expect(typeof spokenTex(tex)).toBe('string');
    }
  });
});

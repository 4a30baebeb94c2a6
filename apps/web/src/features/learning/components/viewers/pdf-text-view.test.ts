import { describe, expect, it } from 'vitest';
import { textBlocks } from './pdf-text-view';

/** A pdf.js text item: its text, whether a line ends after it, its baseline and font size. */
const item = (str: string, y: number, size = 10, hasEOL = true) => ({
  str,
  hasEOL,
  height: size,
  transform: [size, 0, 0, size, 50, y],
});

describe('a PDF page as text', () => {
  it('joins the lines of a paragraph, keeps headings, bullets and gaps apart, and mends split words', () => {
    const blocks = textBlocks([
      item('1. What is a cell?', 700, 14),
      item('A cell is the smallest unit of life that ', 680, 10, false),
      item('can carry out all the pro-', 680),
      item('cesses of living.', 668),
      item('• Unicellular organisms have one cell.', 650),
      item('• Multicellular organisms have many.', 638),
      item('In 1665 Robert Hooke looked at cork.', 600),
      { type: 'beginMarkedContent' },
    ]);
    expect(blocks).toEqual([
      { text: '1. What is a cell?', heading: true },
      {
        text: 'A cell is the smallest unit of life that can carry out all the processes of living.',
        heading: false,
      },
      { text: '• Unicellular organisms have one cell.', heading: false },
      { text: '• Multicellular organisms have many.', heading: false },
      { text: 'In 1665 Robert Hooke looked at cork.', heading: false },
    ]);
  });

  it('gives nothing for a page without text', () => {
    expect(textBlocks([])).toEqual([]);
    expect(textBlocks([item('   ', 700)])).toEqual([]);
  });
});

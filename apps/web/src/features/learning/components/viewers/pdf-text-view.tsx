import { Alert, Box, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { pdfjs } from 'react-pdf';
import { useMessages } from '../../../../i18n';

type PdfDocument = Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;

interface Line {
  text: string;
  /** Baseline height on the page and font size, in PDF units. */
  y: number;
  size: number;
}

export interface TextBlock {
  text: string;
  heading: boolean;
}

const BULLET = /^[•▪◦‣∙·\-–]\s/;

/**
 * A page's text as paragraphs a phone can wrap: lines join into one paragraph until a wider gap, a
 * change of font size or a bullet starts the next; text larger than the page's usual size is a heading.
 */
export function textBlocks(items: readonly unknown[]): TextBlock[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of items) {
    if (!item || typeof item !== 'object' || !('str' in item)) continue;
    const { str, hasEOL, transform, height } = item as {
      str: string;
      hasEOL: boolean;
      transform: number[];
      height: number;
    };
    current ??= { text: '', y: transform[5] ?? 0, size: height || Math.abs(transform[3] ?? 0) };
    current.text += str;
    if (hasEOL) {
      if (current.text.trim()) lines.push({ ...current, text: current.text.trim() });
      current = null;
    }
  }
  if (current?.text.trim()) lines.push({ ...current, text: current.text.trim() });

  const sizes = lines.map((line) => line.size).sort((a, b) => a - b);
  const usual = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const blocks: (TextBlock & { last: Line })[] = [];
  for (const line of lines) {
    const previous = blocks.at(-1);
    const sameBlock =
      previous &&
      !BULLET.test(line.text) &&
      Math.abs(line.size - previous.last.size) <= previous.last.size * 0.15 &&
      previous.last.y - line.y <= Math.max(line.size, previous.last.size) * 1.6;
    if (previous && sameBlock) {
      // A word broken at the line's end joins up again.
      previous.text = previous.text.endsWith('-')
        ? `${previous.text.slice(0, -1)}${line.text}`
        : `${previous.text} ${line.text}`;
      previous.last = line;
    } else {
      blocks.push({ text: line.text, heading: line.size > usual * 1.15, last: line });
    }
  }
  return blocks.map(({ text, heading }) => ({ text, heading }));
}

/** The text of one PDF page, reflowed to the screen's width at a size the student chooses. */
export function PdfTextView({
  pdf,
  pageNumber,
  fontSizePx,
}: {
  pdf: PdfDocument | null;
  pageNumber: number;
  fontSizePx: number;
}) {
  const t = useMessages().learning.pdf;
  const [blocks, setBlocks] = useState<TextBlock[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!pdf) return;
    let current = true;
    setBlocks(null);
    pdf
      .getPage(pageNumber)
      .then((page) => page.getTextContent())
      .then((content) => current && setBlocks(textBlocks(content.items)))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [pdf, pageNumber]);

  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert" m="sm">
        <Text c="red.9">{t.loadError}</Text>
      </Alert>
    );
  }
  if (!pdf) return null; // the document is still loading and says so
  if (!blocks) return <Loader size="sm" m="md" aria-label={t.loading} />;
  return (
    <Box p="md" bg="white" data-testid="pdf-text" style={{ fontSize: fontSizePx, lineHeight: 1.6 }}>
      {blocks.length === 0 && <Text c="dimmed">{t.noText}</Text>}
      {blocks.map((block, index) => (
        <Text
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks never reorder
          key={index}
          fz="inherit"
          fw={block.heading ? 700 : undefined}
          mb="0.75em"
        >
          {block.text}
        </Text>
      ))}
    </Box>
  );
}

import { Box, Button, Group, Text } from '@mantine/core';
import {
  DOC_BOOKMARK_EVERY_PERCENT,
  DOC_FONT_DEFAULT_PX,
  DOC_FONT_MAX_PX,
  DOC_FONT_MIN_PX,
  DOC_FONT_STEP_PX,
} from '@pathshala/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../../i18n';
import type { ViewerProps } from './viewer-props';

/**
 * A stored HTML reading in a same-origin frame, so the viewer can set its text size and follow
 * its scrolling. The file runs no script: the server sends it with its own CSP (default-src 'none'),
 * and a copy saved for offline carries the same policy. Its links open in a new tab and its forms
 * go nowhere, so a reading cannot take the app itself to another site. (A sandbox attribute would
 * do that too, but shuts the accessibility checker and the browser tests out of the frame.)
 * Text size 12-24 px; the bookmark is the percent read, saved at each multiple of 5.
 */
/** A link in a reading opens in a new tab of its own (no opener), never in the app's place. */
export function openLinksApart(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.getAttribute('href')?.startsWith('#')) return; // a jump within the reading
  event.preventDefault();
  if (/^https?:/i.test(link.href)) window.open(link.href, '_blank', 'noopener,noreferrer');
}

export function HtmlDocumentViewer({ content, tracker }: ViewerProps) {
  const t = useMessages().learning;
  const frame = useRef<HTMLIFrameElement>(null);
  const [fontPx, setFontPx] = useState(DOC_FONT_DEFAULT_PX);
  const [src] = useState(content.CT_ContentLink);
  const estimatedMinutes = Math.max(1, Math.round(content.CT_Duration / 60));

  const applyFont = useCallback((px: number) => {
    const body = frame.current?.contentDocument?.body;
    if (body) body.style.fontSize = `${px}px`;
  }, []);

  useEffect(() => applyFont(fontPx), [applyFont, fontPx]);

  function onLoad() {
    const view = frame.current?.contentWindow;
    const doc = frame.current?.contentDocument;
    if (!view || !doc) return;
    applyFont(fontPx);
    doc.body.style.padding = '0 12px';
    doc.body.style.lineHeight = '1.6';
    doc.body.style.fontFamily = 'system-ui, sans-serif';
    const scrollable = () => doc.documentElement.scrollHeight - view.innerHeight;
    const resumeAt = content.bookmark?.position ?? 0;
    if (resumeAt > 0) view.scrollTo(0, (scrollable() * resumeAt) / 100);
    const onScroll = () => {
      const max = scrollable();
      const percent = max <= 0 ? 100 : Math.min(100, (view.scrollY / max) * 100);
      tracker.setCompletion(percent);
      const mark = Math.floor(percent / DOC_BOOKMARK_EVERY_PERCENT) * DOC_BOOKMARK_EVERY_PERCENT;
      tracker.setPosition({ position: mark, time: 0 });
      if (mark > 0) tracker.bookmark({ position: mark, time: 0 });
    };
    view.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    doc.addEventListener('click', openLinksApart, true);
    doc.addEventListener('submit', (event) => event.preventDefault(), true);
  }

  return (
    <Box>
      <Group justify="space-between" gap="xs" mb="sm">
        <Text fz="sm">{t.viewer.estimatedMinutes(estimatedMinutes)}</Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => setFontPx((px) => Math.max(DOC_FONT_MIN_PX, px - DOC_FONT_STEP_PX))}
            disabled={fontPx <= DOC_FONT_MIN_PX}
            aria-label={t.document.smaller}
          >
            A−
          </Button>
          <Text fz="sm" data-testid="font-size" aria-live="polite">
            {t.document.fontSize(fontPx)}
          </Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => setFontPx((px) => Math.min(DOC_FONT_MAX_PX, px + DOC_FONT_STEP_PX))}
            disabled={fontPx >= DOC_FONT_MAX_PX}
            aria-label={t.document.larger}
          >
            A+
          </Button>
        </Group>
      </Group>
      <iframe
        ref={frame}
        src={src}
        title={t.document.label(content.CT_Name)}
        onLoad={onLoad}
        style={{
          width: '100%',
          height: '70vh',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
          background: 'white',
        }}
      />
    </Box>
  );
}

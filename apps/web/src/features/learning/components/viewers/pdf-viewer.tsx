import { Alert, Box, Button, Group, Loader, NativeSelect, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  PDF_SECONDS_PER_PAGE,
  PDF_ZOOM_DEFAULT_PERCENT,
  PDF_ZOOM_MAX_PERCENT,
  PDF_ZOOM_MIN_PERCENT,
  PDF_ZOOM_STEP_PERCENT,
  SLIDE_AUTO_ADVANCE_DEFAULT_SECONDS,
  SLIDE_AUTO_ADVANCE_SECONDS,
  SLIDE_SECONDS_PER_SLIDE,
} from '@pathshala/contracts';
import { useEffect, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import { useMessages } from '../../../../i18n';
import type { ViewerProps } from './viewer-props';

pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/**
 * PDFs with pages and zoom (50-200 % in steps of 10), and presentations (stored as PDFs whose pages
 * are the slides) with slide navigation and auto-advance. The bookmark is the page or slide.
 */
export default function PdfViewer({ content, tracker, mode }: ViewerProps & { mode: 'pages' | 'slides' }) {
  const t = useMessages().learning;
  const slides = mode === 'slides';
  const secondsPerPage = slides ? SLIDE_SECONDS_PER_SLIDE : PDF_SECONDS_PER_PAGE;
  // Until the file says how many pages it has, the duration gives an estimate (section 9).
  const [pageCount, setPageCount] = useState(Math.max(1, Math.round(content.CT_Duration / secondsPerPage)));
  const [page, setPage] = useState(() => Math.max(1, Math.round(content.bookmark?.position ?? 1)));
  const [zoomPercent, setZoomPercent] = useState(PDF_ZOOM_DEFAULT_PERCENT);
  const [autoSeconds, setAutoSeconds] = useState<number>(SLIDE_AUTO_ADVANCE_DEFAULT_SECONDS);
  const [autoAdvance, setAutoAdvance] = useState(false);
  const [failed, setFailed] = useState(false);
  const { ref, width } = useElementSize();
  const [file] = useState(content.CT_ContentLink);

  useEffect(() => {
    tracker.bookmark({ position: page, time: 0 });
    tracker.setCompletion((page / pageCount) * 100);
  }, [page, pageCount, tracker]);

  useEffect(() => {
    if (!slides || !autoAdvance) return;
    const timer = setInterval(() => {
      setPage((current) => {
        if (current >= pageCount) {
          setAutoAdvance(false);
          return current;
        }
        return current + 1;
      });
    }, autoSeconds * 1000);
    return () => clearInterval(timer);
  }, [slides, autoAdvance, autoSeconds, pageCount]);

  const go = (next: number) => setPage(Math.min(Math.max(1, next), pageCount));
  const pageWidth = Math.max(200, width) * (slides ? 1 : zoomPercent / 100);
  const position = slides ? t.slides.slide(page, pageCount) : t.pdf.page(page, pageCount);

  return (
    <Box>
      <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => go(page - 1)} disabled={page <= 1}>
            {slides ? t.slides.previousSlide : t.pdf.previousPage}
          </Button>
          <Text fz="sm" fw={600} aria-live="polite" data-testid="page-indicator">
            {position}
          </Text>
          <Button size="xs" variant="default" onClick={() => go(page + 1)} disabled={page >= pageCount}>
            {slides ? t.slides.nextSlide : t.pdf.nextPage}
          </Button>
        </Group>
        {slides ? (
          <Group gap="xs" align="flex-end">
            <NativeSelect
              size="xs"
              label={t.slides.autoAdvance}
              value={String(autoSeconds)}
              data={SLIDE_AUTO_ADVANCE_SECONDS.map((s) => ({ value: String(s), label: t.slides.seconds(s) }))}
              onChange={(event) => setAutoSeconds(Number(event.currentTarget.value))}
            />
            <Button
              size="xs"
              variant={autoAdvance ? 'filled' : 'default'}
              onClick={() => setAutoAdvance((on) => !on)}
            >
              {autoAdvance ? t.slides.stopAuto : t.slides.startAuto}
            </Button>
          </Group>
        ) : (
          <Group gap="xs" role="group" aria-label={t.pdf.zoomLabel}>
            <Button
              size="xs"
              variant="default"
              onClick={() => setZoomPercent((z) => Math.max(PDF_ZOOM_MIN_PERCENT, z - PDF_ZOOM_STEP_PERCENT))}
              disabled={zoomPercent <= PDF_ZOOM_MIN_PERCENT}
              aria-label={t.pdf.zoomOut}
            >
              −
            </Button>
            <Text fz="sm" w={44} ta="center" data-testid="zoom-level">
              {t.pdf.zoom(zoomPercent)}
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => setZoomPercent((z) => Math.min(PDF_ZOOM_MAX_PERCENT, z + PDF_ZOOM_STEP_PERCENT))}
              disabled={zoomPercent >= PDF_ZOOM_MAX_PERCENT}
              aria-label={t.pdf.zoomIn}
            >
              +
            </Button>
          </Group>
        )}
      </Group>
      <Box ref={ref} w="100%">
        <Box
          style={{ overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          bg="gray.1"
          tabIndex={0}
          aria-label={t.pdf.label(content.CT_Name)}
          role="region"
        >
          {failed ? (
            <Alert color="red" variant="light" role="alert" m="sm">
              <Text c="red.9">{t.pdf.loadError}</Text>
            </Alert>
          ) : (
            <Document
              file={file}
              loading={<Loader size="sm" m="md" aria-label={t.pdf.loading} />}
              onLoadSuccess={({ numPages }) => {
                setPageCount(numPages);
                setPage((current) => Math.min(current, numPages));
              }}
              onLoadError={() => setFailed(true)}
            >
              <Page
                pageNumber={Math.min(page, pageCount)}
                width={pageWidth}
                renderAnnotationLayer={false}
                loading={<Loader size="sm" m="md" aria-label={t.pdf.loading} />}
              />
            </Document>
          )}
        </Box>
      </Box>
    </Box>
  );
}

import { Alert, Box, Button, Group, Loader, NativeSelect, SegmentedControl, Text } from '@mantine/core';
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
import { readDeviceItem, writeDeviceItem } from '../../../../lib/storage';
import { PdfTextView } from './pdf-text-view';
import type { ViewerProps } from './viewer-props';

pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

type PdfDocument = Parameters<NonNullable<Parameters<typeof Document>[0]['onLoadSuccess']>>[0];

/** Text at 100 % in the text view; zoom scales it like the page. */
const TEXT_VIEW_FONT_PX = 16;
/** Narrower than this (a phone), a PDF opens as text: a whole page at that width has 6 px letters. */
const TEXT_VIEW_BELOW_PX = 600;
const VIEW_KEY = 'pathshala:pdfView';
type PdfView = 'page' | 'text';

/** The view the student chose last on this device, else text on a phone and the page elsewhere. */
function initialView(): PdfView {
  const chosen = readDeviceItem(VIEW_KEY);
  if (chosen === 'page' || chosen === 'text') return chosen;
  return window.innerWidth < TEXT_VIEW_BELOW_PX ? 'text' : 'page';
}

/**
 * PDFs with pages and zoom (50-200 % in steps of 10), as the page or as its text reflowed to the
 * screen (the default on a phone), and presentations (stored as PDFs whose pages are the slides) with
 * slide navigation and auto-advance under the slide. The bookmark is the page or slide.
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
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [view, setView] = useState<PdfView>(() => (slides ? 'page' : initialView()));
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

  const navigation = (
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
  );
  const settings = slides ? (
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
    <Group gap="xs">
      <SegmentedControl
        size="xs"
        aria-label={t.pdf.viewLabel}
        value={view}
        onChange={(value) => {
          const chosen = value === 'text' ? 'text' : 'page';
          setView(chosen);
          writeDeviceItem(VIEW_KEY, chosen);
        }}
        data={[
          { value: 'text', label: t.pdf.textView },
          { value: 'page', label: t.pdf.pageView },
        ]}
      />
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
    </Group>
  );
  const controls = (
    <Group justify="space-between" gap="xs" wrap="wrap">
      {navigation}
      {settings}
    </Group>
  );

  return (
    <Box>
      {!slides && <Box mb="sm">{controls}</Box>}
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
              onLoadSuccess={(document) => {
                const { numPages } = document;
                setPdf(document);
                setPageCount(numPages);
                setPage((current) => Math.min(current, numPages));
              }}
              onLoadError={() => setFailed(true)}
            >
              {view === 'page' && (
                <Page
                  pageNumber={Math.min(page, pageCount)}
                  width={pageWidth}
                  renderAnnotationLayer={false}
                  loading={<Loader size="sm" m="md" aria-label={t.pdf.loading} />}
                />
              )}
            </Document>
          )}
          {!failed && view === 'text' && (
            <PdfTextView
              pdf={pdf}
              pageNumber={Math.min(page, pageCount)}
              fontSizePx={(TEXT_VIEW_FONT_PX * zoomPercent) / 100}
            />
          )}
        </Box>
      </Box>
      {/* A slideshow's own controls sit under the slide, apart from the lesson's Previous and Next. */}
      {slides && <Box mt="sm">{controls}</Box>}
    </Box>
  );
}

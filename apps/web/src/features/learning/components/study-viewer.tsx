import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContentItem } from '@pathshala/contracts';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-provider';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { type StudyScope, useContentItem } from '../api/content';
import { useStudyProgress } from '../hooks/use-study-progress';
import { rememberLastStudied } from '../last-studied';
import { isUnreachable } from '../offline/offline-copy';
import { SaveForOffline } from '../offline/save-for-offline';
import { useObjectUrl, useSavedItem } from '../offline/saved-content';
import { HtmlDocumentViewer } from './viewers/html-document-viewer';
import { VideoViewer } from './viewers/video-viewer';
import type { ViewerProps } from './viewers/viewer-props';
import { WebViewer } from './viewers/web-viewer';

// pdf.js is large: its viewer (PDFs, slides, PDF documents) loads only when one is opened.
const PdfViewer = lazy(() => import('./viewers/pdf-viewer'));

/** A study item with its viewer, previous/next through its concept or subconcept, and progress tracking. */
export function StudyViewer({ scope, contentId }: { scope: StudyScope; contentId: number }) {
  const t = useMessages().learning.viewer;
  const item = useContentItem(scope, contentId);
  const online = useOnlineStatus();

  if (item.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t.loading}</Text>
      </Group>
    );
  }
  // Offline, an item never opened or saved on this device says so instead of failing.
  if (item.isError && !online && isUnreachable(item.error))
    return <NotSavedNotice webPage={false} standalone />;
  if (item.isError) {
    // 404 and 403 carry the server's message ("Content ID 7 not found in database."); anything else is generic.
    const status = isApiError(item.error) ? item.error.status : null;
    const message = status === 404 || status === 403 ? item.error.message : t.loadFailed;
    return (
      <Alert color="red" variant="light" role="alert" title={t.errorTitle}>
        <Stack gap="sm" align="flex-start">
          <Text c="red.9">{message}</Text>
          <Group gap="sm">
            <Button onClick={() => item.refetch()}>{t.tryAgain}</Button>
            <Button component={Link} to={paths.student.home.getHref()} variant="default">
              {t.backToDashboard}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return <StudyItem key={item.data.content.CT_id} scope={scope} content={item.data.content} />;
}

function StudyItem({ scope, content: fromServer }: { scope: StudyScope; content: ContentItem }) {
  const t = useMessages().learning;
  const online = useOnlineStatus();
  const saved = useSavedItem(fromServer.CT_id);
  const savedUrl = useObjectUrl(saved.data?.file);
  const fileReady = saved.isSuccess && (saved.data === null || savedUrl !== null);
  // A saved file is shown from the device, online too: it is there already, and costs no data. The
  // choice is made once, when the item opens: saving it meanwhile does not restart what is playing.
  const source = useRef<'device' | 'server' | null>(null);
  if (fileReady && source.current === null) source.current = savedUrl ? 'device' : 'server';
  const fromDevice = source.current === 'device' && savedUrl !== null;
  const content = fromDevice ? { ...fromServer, CT_ContentLink: savedUrl } : fromServer;
  const tracker = useStudyProgress(content.CT_id, content.progress);
  const studyHref = (contentId: number) =>
    'subconceptId' in scope
      ? paths.student.studySubconcept.getHref(scope.subconceptId, contentId)
      : paths.student.studyConcept.getHref(scope.conceptId, contentId);
  const props: ViewerProps = { content, tracker };
  const { user } = useSession();
  const { pathname } = useLocation();
  const place = [content.CN_Name, content.SC_Name].filter(Boolean).join(' · ');
  useEffect(() => {
    if (user) rememberLastStudied(user.id, { href: pathname, name: content.CT_Name, place });
  }, [user, pathname, content.CT_Name, place]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Text c="dimmed" fz="sm">
            {place}
          </Text>
          <Title order={1} size="h2">
            {content.CT_Name}
          </Title>
          <Group gap="xs">
            <Badge color="brand" variant="filled" tt="none">
              {t.contentType[content.CT_Type] ?? content.CT_Type}
            </Badge>
            <Text fz="sm">{t.viewer.progress(content.progress)}</Text>
          </Group>
        </Stack>
        <Button component={Link} to={paths.student.learning.getHref()} variant="default">
          {t.viewer.backToLearning}
        </Button>
      </Group>
      <SaveForOffline content={fromServer} scope={scope} saved={saved.data ?? null} />
      {!fileReady ? (
        <Loader size="sm" aria-label={t.viewer.loading} />
      ) : !online && !fromDevice ? (
        <NotSavedNotice webPage={content.CT_Type === 'WEB'} />
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label={t.pdf.loading} />}>
          <ContentViewer key={fromDevice ? 'device' : 'server'} {...props} />
        </Suspense>
      )}
      <Group justify="space-between" component="nav" aria-label={t.viewer.navigation}>
        {content.previousContentId ? (
          <Button component={Link} to={studyHref(content.previousContentId)} variant="default">
            ← {t.viewer.previous}
          </Button>
        ) : (
          <span />
        )}
        {content.nextContentId ? (
          <Button component={Link} to={studyHref(content.nextContentId)}>
            {t.viewer.next} →
          </Button>
        ) : (
          <span />
        )}
      </Group>
    </Stack>
  );
}

/** Offline, an item whose file is not on the device says so instead of failing to load. */
function NotSavedNotice({ webPage, standalone = false }: { webPage: boolean; standalone?: boolean }) {
  const messages = useMessages().learning;
  const t = messages.offline;
  const back = messages.viewer.backToLearning;
  return (
    <Paper withBorder p="lg" role="status" data-testid="not-saved">
      {/* The page's heading when the item itself could not be shown. */}
      <Title order={standalone ? 1 : 2} size="h3">
        {t.notSavedTitle}
      </Title>
      <Text mt="xs">{webPage ? t.webNeedsConnection : t.notSavedBody}</Text>
      {standalone && (
        <Button component={Link} to={paths.student.learning.getHref()} variant="default" mt="md">
          {back}
        </Button>
      )}
    </Paper>
  );
}

function ContentViewer(props: ViewerProps) {
  const t = useMessages().learning.viewer;
  const { content } = props;
  switch (content.CT_Type) {
    case 'VID':
      return <VideoViewer {...props} />;
    case 'PDF':
      return <PdfViewer {...props} mode="pages" />;
    case 'PPT':
      return <PdfViewer {...props} mode="slides" />;
    case 'DOC':
      return content.CT_MimeType === 'application/pdf' ? (
        <PdfViewer {...props} mode="pages" />
      ) : (
        <HtmlDocumentViewer {...props} />
      );
    case 'WEB':
      return <WebViewer {...props} />;
    default:
      return (
        <Paper withBorder p="xl" role="alert">
          <Title order={2} size="h3">
            {t.unsupportedTitle}
          </Title>
          <Text>{t.unsupportedBody(String(content.CT_Type))}</Text>
        </Paper>
      );
  }
}

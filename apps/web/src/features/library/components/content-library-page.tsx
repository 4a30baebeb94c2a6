import { Alert, Anchor, Breadcrumbs, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { LibraryItem, LibraryPlace } from '@pathshala/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadingOrRetry } from '../../../components/feedback/loading-or-retry';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { PageNav } from '../../../components/layout/page-nav';
import { useMessages } from '../../../i18n';
import { type LibraryPlaceRef, usePlaceContent, useReorderContent } from '../api';
import { ConfirmDialog } from './confirm-dialog';
import { ContentItemRow, moveButtonId } from './content-item-row';
import { EditItemDialog } from './edit-item-dialog';
import { FileUploadForm } from './file-upload-form';
import { ReplaceFileDialog } from './replace-file-dialog';
import { WebLinkForm } from './web-link-form';

const PAGE_SIZE = 20;

/** Where the page's links go: the admin's or the teacher's routes. */
export interface LibraryLinks {
  concept: (conceptId: number) => string;
  subconcept: (subconceptId: number) => string;
  back: (place: LibraryPlace) => { href: string; label: string };
}

const pageOf = <T,>(items: T[], page: number) => items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
const pageCount = (n: number) => Math.max(1, Math.ceil(n / PAGE_SIZE));

/**
 * A concept's or subconcept's content for its editors: the live items in study order (move, edit,
 * replace, retire), adding a file or a web link, and the retired items (bring back). A retired place
 * is shown but not changed.
 */
export function ContentLibraryPage({ place, links }: { place: LibraryPlaceRef; links: LibraryLinks }) {
  const t = useMessages().library;
  const p = t.page;
  const query = usePlaceContent(place);
  const reorder = useReorderContent();
  const { outcome, clearOutcome, report } = useOutcome();
  const [editing, setEditing] = useState<LibraryItem | null>(null);
  const [replacing, setReplacing] = useState<LibraryItem | null>(null);
  const [confirming, setConfirming] = useState<LibraryItem | null>(null);
  const [page, setPage] = useState(1);
  const [retiredPage, setRetiredPage] = useState(1);
  const focusAfterMove = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);

  const items = query.data?.items ?? [];
  const live = items.filter((item) => item.retiredAt === null);
  const retired = items.filter((item) => item.retiredAt !== null);

  // After a move, focus stays on the moved item's button (or its other one at either end).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !query.data) return;
    focusAfterMove.current = null;
    const button = document.getElementById(
      moveButtonId(target.id, target.direction),
    ) as HTMLButtonElement | null;
    const other = document.getElementById(
      moveButtonId(target.id, target.direction === 'up' ? 'down' : 'up'),
    ) as HTMLButtonElement | null;
    (button && !button.disabled ? button : other)?.focus();
  }, [query.data]);

  if (!query.data) return <LoadingOrRetry query={query} loadFailed={p.loadFailed} />;
  const { place: where } = query.data;
  const editable = !where.retired;
  const name = where.subconcept?.name ?? where.concept.name;
  const back = links.back(where);

  const move = (item: LibraryItem, direction: 'up' | 'down') => {
    const ids = live.map((row) => row.id);
    const from = ids.indexOf(item.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length || reorder.isPending) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    void report(async () => {
      await reorder.mutateAsync({ place, contentIds: ids });
      focusAfterMove.current = { id: item.id, direction };
      setPage(Math.floor(to / PAGE_SIZE) + 1);
      return t.order.moved(item.name, to + 1);
    }, t.order.failed);
  };

  const row = (item: LibraryItem, position: number | null) => (
    <ContentItemRow
      key={item.id}
      item={item}
      position={position}
      liveCount={live.length}
      editable={editable}
      onEdit={() => setEditing(item)}
      onReplace={() => setReplacing(item)}
      onMove={(direction) => move(item, direction)}
      onRetireOrRestore={() => setConfirming(item)}
    />
  );

  const shownPage = Math.min(page, pageCount(live.length));
  const shownRetiredPage = Math.min(retiredPage, pageCount(retired.length));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.href} fw={600} w="fit-content">
        {back.label}
      </Anchor>
      <Stack gap={4}>
        <Breadcrumbs separator="›" aria-label={p.breadcrumb} style={{ flexWrap: 'wrap' }}>
          <Text fz="sm">{where.curriculum.name}</Text>
          <Text fz="sm">{where.course.name}</Text>
          {where.subconcept ? (
            <Anchor component={Link} to={links.concept(where.concept.id)} fz="sm">
              {where.concept.name}
            </Anchor>
          ) : (
            <Text fz="sm">{where.concept.name}</Text>
          )}
          {where.subconcept && <Text fz="sm">{where.subconcept.name}</Text>}
        </Breadcrumbs>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {p.title(name)}
        </Title>
        <Text c="dimmed" fz="sm">
          {where.subconcept ? p.subconcept : p.concept} · {p.intro}
        </Text>
      </Stack>

      {where.retired && (
        <Alert color="orange" variant="light" role="status">
          <Text c="orange.9" fz="sm">
            {p.retiredPlace}
          </Text>
        </Alert>
      )}

      {where.subconcepts.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h5" mb={4}>
            {p.subconceptsTitle}
          </Title>
          <Text fz="sm" mb="xs">
            {p.subconceptsIntro}
          </Text>
          <List spacing={4}>
            {where.subconcepts.map((subconcept) => (
              <List.Item key={subconcept.id}>
                <Anchor component={Link} to={links.subconcept(subconcept.id)}>
                  {p.subconceptLink(subconcept.name, subconcept.liveItems)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}

      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />

      <Stack gap="sm" component="section" aria-labelledby="library-items">
        <Title order={2} size="h4" id="library-items">
          {p.itemsTitle} · {t.itemCount(live.length)}
        </Title>
        {live.length === 0 ? (
          <Text>{p.noItems}</Text>
        ) : (
          pageOf(live, shownPage).map((item) => row(item, live.indexOf(item)))
        )}
        <PageNav label={p.pages} page={shownPage} pageCount={pageCount(live.length)} onChange={setPage} />
      </Stack>

      {editable && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="library-add">
          <Title order={2} size="h4" id="library-add" mb="sm">
            {t.add.title}
          </Title>
          <Tabs defaultValue="upload" keepMounted>
            <Tabs.List aria-label={t.add.tabs} mb="md">
              <Tabs.Tab value="upload">{t.add.uploadTab}</Tabs.Tab>
              <Tabs.Tab value="link">{t.add.linkTab}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="upload">
              <FileUploadForm place={place} onDone={(message) => report(async () => message, '')} />
            </Tabs.Panel>
            <Tabs.Panel value="link">
              <WebLinkForm place={place} report={report} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      )}

      {retired.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="library-retired">
          <Title order={2} size="h4" id="library-retired">
            {p.retiredTitle} · {t.itemCount(retired.length)}
          </Title>
          {pageOf(retired, shownRetiredPage).map((item) => row(item, null))}
          <PageNav
            label={p.retiredPages}
            page={shownRetiredPage}
            pageCount={pageCount(retired.length)}
            onChange={setRetiredPage}
          />
        </Stack>
      )}

      <EditItemDialog item={editing} onClose={() => setEditing(null)} report={report} />
      <ReplaceFileDialog
        item={replacing}
        place={place}
        onClose={() => setReplacing(null)}
        onReplaced={(message) => report(async () => message, '')}
      />
      <ConfirmDialog item={confirming} onClose={() => setConfirming(null)} report={report} />
    </Stack>
  );
}

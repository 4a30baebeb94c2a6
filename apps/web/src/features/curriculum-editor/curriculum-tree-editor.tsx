import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConceptNode, CourseNode, CurriculumLevel, CurriculumTree } from '@pathshala/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadingOrRetry } from '../../components/feedback/loading-or-retry';
import { OutcomeAlert, useOutcome } from '../../components/feedback/outcome-alert';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import { useLastShown } from '../../lib/use-last-shown';
import {
  type ChildLevel,
  type ItemFields,
  useCreateChild,
  useCurriculumTree,
  useReorder,
  useUpdateItem,
} from './api';
import { ConfirmDialog, type PendingConfirm } from './confirm-dialog';
import { ItemFormDialog, type ItemValues } from './item-form';
import { ChildList, ItemRow, moveButtonId, type RowItem } from './item-row';

type Dialog =
  | { kind: 'add'; level: ChildLevel; parentId: number; parentName: string; parentKey?: string }
  | { kind: 'edit'; level: CurriculumLevel; id: number; values: ItemValues };

const keyOf = (level: CurriculumLevel, id: number) => `${level}-${id}`;
const liveOf = <T extends RowItem>(items: T[]) => items.filter((item) => item.retiredAt === null);

/**
 * The tree editor: courses > concepts > subconcepts, each expandable, with add, edit, move up and
 * down, retire and bring back. Every change reloads the tree from the server, which decides.
 */
export function CurriculumTreeEditor({ curriculumId }: { curriculumId: number }) {
  const t = useMessages();
  const c = t.curriculumEditor;
  const e = c.tree;
  const tree = useCurriculumTree(curriculumId);
  const createChild = useCreateChild();
  const update = useUpdateItem();
  const reorder = useReorder();
  const { outcome, setOutcome, clearOutcome, report } = useOutcome();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Its title stays while it fades out (a dialog without a name, to a screen reader and to axe).
  const shownDialog = useLastShown(dialog);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusTarget, setFocusTarget] = useState<{ id: string; fallback: string } | null>(null);

  // After a move the item's buttons may have been re-created or disabled: focus follows the item.
  useEffect(() => {
    if (!focusTarget) return;
    const wanted = document.getElementById(focusTarget.id) as HTMLButtonElement | null;
    const target = wanted && !wanted.disabled ? wanted : document.getElementById(focusTarget.fallback);
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  if (curriculumId <= 0 || (isApiError(tree.error) && tree.error.status === 404)) {
    return <Text>{e.notFound}</Text>;
  }
  if (tree.isPending || tree.isError) return <LoadingOrRetry query={tree} loadFailed={e.loadFailed} />;
  const { curriculum, courses } = tree.data;

  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  async function move(level: ChildLevel, parentId: number, siblings: RowItem[], item: RowItem, up: boolean) {
    const ids = liveOf(siblings).map((sibling) => sibling.id);
    const from = ids.indexOf(item.id);
    const to = up ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length || reorder.isPending) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await report(async () => {
      await reorder.mutateAsync({ level, parentId, ids });
      const direction = up ? 'up' : 'down';
      setFocusTarget({
        id: moveButtonId(level, item.id, direction),
        fallback: moveButtonId(level, item.id, up ? 'down' : 'up'),
      });
      return e.moved(item.name, to + 1, ids.length);
    }, e.moveFailed);
  }

  async function saveDialog(fields: ItemFields & { name: string }, changes: ItemFields | null) {
    if (!dialog) return;
    if (dialog.kind === 'add') {
      const created = await createChild.mutateAsync({
        level: dialog.level,
        parentId: dialog.parentId,
        body: fields,
      });
      // The new item shows open (a course or concept is added to be filled), under its open parent.
      const { level, parentKey } = dialog;
      setExpanded((open) => {
        const next = new Set(open);
        if (parentKey) next.add(parentKey);
        if (level !== 'subconcept') next.add(keyOf(level, created.id));
        return next;
      });
      setOutcome({ kind: 'success', body: t.curriculumEditor.form.added(dialog.level, fields.name) });
    } else if (changes) {
      await update.mutateAsync({ level: dialog.level, id: dialog.id, body: changes });
      setOutcome({ kind: 'success', body: t.curriculumEditor.form.saved(dialog.level, fields.name) });
    } else {
      setOutcome({ kind: 'success', body: t.curriculumEditor.form.unchanged });
    }
    setDialog(null);
  }

  const edit = (level: CurriculumLevel, item: RowItem & { durationSeconds?: number }) =>
    setDialog({
      kind: 'edit',
      level,
      id: item.id,
      values: { name: item.name, description: item.description, durationSeconds: item.durationSeconds },
    });
  const retireOrRestore = (level: CurriculumLevel, item: RowItem) =>
    setConfirm({ level, id: item.id, name: item.name, restore: item.retiredAt !== null });
  const addButton = (level: ChildLevel, parentId: number, parentName: string, parentKey?: string) => (
    <Button
      size="compact-sm"
      variant="light"
      w="fit-content"
      onClick={() => setDialog({ kind: 'add', level, parentId, parentName, parentKey })}
      aria-label={e.addTo(level, parentName)}
    >
      + {e.add(level)}
    </Button>
  );
  const rowProps = (level: ChildLevel, item: RowItem, siblings: RowItem[], parentId: number) => ({
    level,
    item,
    position: liveOf(siblings).findIndex((sibling) => sibling.id === item.id),
    liveCount: liveOf(siblings).length,
    busy: reorder.isPending,
    onEdit: () => edit(level, item),
    onMove: (direction: 'up' | 'down') => move(level, parentId, siblings, item, direction === 'up'),
    onRetireOrRestore: () => retireOrRestore(level, item),
  });

  const renderSubconcepts = (concept: ConceptNode) => (
    <ChildList empty={concept.subconcepts.length === 0 ? e.noSubconcepts : null}>
      {concept.subconcepts.map((subconcept) => (
        <Box component="li" key={subconcept.id}>
          <ItemRow
            {...rowProps('subconcept', subconcept, concept.subconcepts, concept.id)}
            onEdit={() => edit('subconcept', subconcept)}
            summary={`${c.duration(subconcept.durationSeconds)} · ${c.contentCount(subconcept.contentCount)}`}
            contentHref={paths.admin.subconceptContent.getHref(subconcept.id)}
          />
        </Box>
      ))}
    </ChildList>
  );

  const renderConcepts = (course: CourseNode) => (
    <ChildList empty={course.concepts.length === 0 ? e.noConcepts : null}>
      {course.concepts.map((concept) => {
        const key = keyOf('concept', concept.id);
        const open = expanded.has(key);
        return (
          <Box component="li" key={concept.id}>
            <ItemRow
              {...rowProps('concept', concept, course.concepts, course.id)}
              summary={`${c.count('subconcept', liveOf(concept.subconcepts).length)} · ${c.contentCount(concept.contentCount)}`}
              contentHref={paths.admin.conceptContent.getHref(concept.id)}
              disclosure={{ expanded: open, onToggle: () => toggle(key), controls: `${key}-children` }}
            >
              {open && (
                <Stack id={`${key}-children`} gap="xs">
                  {renderSubconcepts(concept)}
                  {concept.retiredAt === null && addButton('subconcept', concept.id, concept.name, key)}
                </Stack>
              )}
            </ItemRow>
          </Box>
        );
      })}
    </ChildList>
  );

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.admin.curriculum.getHref()} fw={600} w="fit-content">
        {e.allCurricula}
      </Anchor>
      <CurriculumHeader
        tree={tree.data}
        onEdit={() => edit('curriculum', curriculum)}
        onRetireOrRestore={() => retireOrRestore('curriculum', curriculum)}
      />
      <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
      <Group justify="space-between" align="center">
        <Title order={3} size="h4">
          {e.coursesTitle}
        </Title>
        {curriculum.retiredAt === null && addButton('course', curriculum.id, curriculum.name)}
      </Group>
      <ChildList empty={courses.length === 0 ? e.noCourses : null}>
        {courses.map((course) => {
          const key = keyOf('course', course.id);
          const open = expanded.has(key);
          return (
            <Box component="li" key={course.id}>
              <ItemRow
                {...rowProps('course', course, courses, curriculum.id)}
                summary={c.count('concept', liveOf(course.concepts).length)}
                disclosure={{ expanded: open, onToggle: () => toggle(key), controls: `${key}-children` }}
              >
                {open && (
                  <Stack id={`${key}-children`} gap="xs">
                    {renderConcepts(course)}
                    {course.retiredAt === null && addButton('concept', course.id, course.name, key)}
                  </Stack>
                )}
              </ItemRow>
            </Box>
          );
        })}
      </ChildList>
      <ItemFormDialog
        opened={dialog !== null}
        title={
          shownDialog?.kind === 'add'
            ? e.addTo(shownDialog.level, shownDialog.parentName)
            : shownDialog
              ? t.curriculumEditor.form.editTitle(shownDialog.level)
              : ''
        }
        level={dialog?.level ?? 'course'}
        initial={dialog?.kind === 'edit' ? dialog.values : undefined}
        submitLabel={t.curriculumEditor.form.save}
        onSubmit={saveDialog}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog pending={confirm} onClose={() => setConfirm(null)} report={report} />
    </Stack>
  );
}

/** The curriculum itself: name, badge, description, the cohorts that study it, and its actions. */
function CurriculumHeader({
  tree,
  onEdit,
  onRetireOrRestore,
}: {
  tree: CurriculumTree;
  onEdit: () => void;
  onRetireOrRestore: () => void;
}) {
  const t = useMessages();
  const c = t.curriculumEditor;
  const e = c.tree;
  const { curriculum } = tree;
  const retired = curriculum.retiredAt !== null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="curriculum-header">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {curriculum.name}
          </Title>
          {retired && (
            <Badge color="gray.8" variant="filled" tt="none" style={{ flexShrink: 0 }}>
              {c.retired}
            </Badge>
          )}
        </Group>
        {curriculum.description && (
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {curriculum.description}
          </Text>
        )}
        <Text fz="sm">
          {curriculum.cohorts.length > 0
            ? e.studiedBy(curriculum.cohorts.map((cohort) => cohort.name))
            : e.notStudied}
        </Text>
        {retired && <Text fz="sm">{e.retiredParentNote}</Text>}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            onClick={onEdit}
            aria-label={e.editNamed(curriculum.name)}
          >
            {e.edit}
          </Button>
          <Button
            size="compact-sm"
            variant={retired ? 'light' : 'outline'}
            color={retired ? undefined : 'red.9'}
            onClick={onRetireOrRestore}
            aria-label={retired ? e.restoreNamed(curriculum.name) : e.retireNamed(curriculum.name)}
          >
            {retired ? e.restore : e.retire}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

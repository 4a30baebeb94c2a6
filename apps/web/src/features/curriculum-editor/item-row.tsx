import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { CurriculumLevel } from '@pathshala/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';

/** The ids of an item's move buttons, so focus can follow the item after it moves. */
export const moveButtonId = (level: CurriculumLevel, id: number, direction: 'up' | 'down') =>
  `curriculum-move-${direction}-${level}-${id}`;

export interface RowItem {
  id: number;
  name: string;
  description: string | null;
  retiredAt: string | null;
}

const HEADING = { curriculum: 2, course: 3, concept: 4, subconcept: 5 } as const;

/**
 * One course, concept or subconcept: its name (the disclosure of its children, if it has any),
 * a Retired badge, a summary line, and its actions. Moving is by buttons (keyboard first); a live
 * item moves among its live siblings only, so retired ones have no move buttons.
 */
export function ItemRow({
  level,
  item,
  summary,
  position,
  liveCount,
  disclosure,
  contentHref,
  busy,
  onEdit,
  onMove,
  onRetireOrRestore,
  children,
}: {
  level: Exclude<CurriculumLevel, 'curriculum'>;
  item: RowItem;
  summary: string;
  /** Its place among the live siblings (0-based). */
  position: number;
  liveCount: number;
  disclosure?: { expanded: boolean; onToggle: () => void; controls: string };
  contentHref?: string;
  /** A change is being saved: moves wait for it. */
  busy: boolean;
  onEdit: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onRetireOrRestore: () => void;
  children?: ReactNode;
}) {
  const t = useMessages();
  const c = t.curriculumEditor;
  const e = c.tree;
  const retired = item.retiredAt !== null;
  const heading = (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {disclosure && (
        <Text span aria-hidden="true" fw={700} c="brand.8" w={14}>
          {disclosure.expanded ? '−' : '+'}
        </Text>
      )}
      <span style={{ overflowWrap: 'anywhere' }}>{item.name}</span>
    </Group>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={retired ? 'gray.1' : undefined}
      data-testid={`${level}-row`}
      data-retired={retired || undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={HEADING[level]} size={level === 'course' ? 'h5' : 'h6'} style={{ minWidth: 0 }}>
            {disclosure ? (
              <UnstyledButton
                onClick={disclosure.onToggle}
                aria-expanded={disclosure.expanded}
                aria-controls={disclosure.controls}
                fz="inherit"
                fw="inherit"
                className="touch-target"
              >
                {heading}
              </UnstyledButton>
            ) : (
              heading
            )}
          </Title>
          {retired && (
            <Badge color="gray.8" variant="filled" tt="none" style={{ flexShrink: 0 }}>
              {c.retired}
            </Badge>
          )}
        </Group>
        {item.description && (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.description}
          </Text>
        )}
        <Text fz="sm">{summary}</Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={e.editNamed(item.name)}>
            {e.edit}
          </Button>
          {!retired && (
            <>
              <Button
                id={moveButtonId(level, item.id, 'up')}
                size="compact-sm"
                variant="default"
                disabled={position === 0}
                onClick={() => !busy && onMove('up')}
                aria-label={e.moveUpNamed(item.name)}
              >
                ↑ {e.moveUp}
              </Button>
              <Button
                id={moveButtonId(level, item.id, 'down')}
                size="compact-sm"
                variant="default"
                disabled={position >= liveCount - 1}
                onClick={() => !busy && onMove('down')}
                aria-label={e.moveDownNamed(item.name)}
              >
                ↓ {e.moveDown}
              </Button>
            </>
          )}
          {contentHref && (
            <Button
              component={Link}
              to={contentHref}
              size="compact-sm"
              variant="default"
              aria-label={e.contentNamed(item.name)}
            >
              {e.content}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant={retired ? 'light' : 'outline'}
            color={retired ? undefined : 'red.9'}
            onClick={onRetireOrRestore}
            aria-label={retired ? e.restoreNamed(item.name) : e.retireNamed(item.name)}
          >
            {retired ? e.restore : e.retire}
          </Button>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The list of an item's children, or a line saying there are none. */
export function ChildList({
  id,
  empty,
  children,
}: {
  id?: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Stack
      id={id}
      component="ul"
      gap="xs"
      mt={4}
      mb={0}
      mx={0}
      pl={{ base: 0, sm: 'md' }}
      style={{ listStyle: 'none' }}
    >
      {empty ? (
        <Text component="li" fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

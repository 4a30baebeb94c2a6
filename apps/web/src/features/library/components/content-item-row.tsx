import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LibraryItem } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';

/** The ids of an item's move buttons, so focus can follow the item after it moves. */
export const moveButtonId = (id: number, direction: 'up' | 'down') => `library-move-${direction}-${id}`;

/**
 * One content item: its place in the order, name, type, duration and file, and what can be done
 * with it. Moving is by buttons (keyboard first); a retired item has only Open and Bring back.
 */
export function ContentItemRow({
  item,
  position,
  liveCount,
  editable,
  onEdit,
  onReplace,
  onMove,
  onRetireOrRestore,
}: {
  item: LibraryItem;
  /** Its place among the live items (0-based); null for a retired one. */
  position: number | null;
  liveCount: number;
  /** False while the place is retired: nothing can change. */
  editable: boolean;
  onEdit: () => void;
  onReplace: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onRetireOrRestore: () => void;
}) {
  const t = useMessages().library;
  const i = t.item;
  const retired = item.retiredAt !== null;
  const details = [
    t.minutes(item.durationSeconds),
    item.fileName,
    item.sizeBytes !== null ? t.size(item.sizeBytes) : null,
    item.url,
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="sm" bg={retired ? 'gray.1' : undefined} data-testid="library-item">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {position !== null && (
              <Text span c="dimmed" mr={6}>
                {i.position(position + 1)}
              </Text>
            )}
            {item.name}
          </Title>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge color="brand" variant="light" tt="none">
              {t.types[item.type]}
            </Badge>
            {retired && (
              <Badge color="gray.8" variant="filled" tt="none">
                {t.retired}
              </Badge>
            )}
          </Group>
        </Group>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {details.join(' · ')}
        </Text>
        {retired && item.retiredAt && (
          <Text fz="sm" c="dimmed">
            {i.retiredOn(formatDateTime(item.retiredAt))}
          </Text>
        )}
        <Group gap="xs">
          <Anchor
            href={item.openLink}
            target="_blank"
            rel="noopener noreferrer"
            fz="sm"
            fw={600}
            aria-label={i.openNamed(item.name)}
          >
            {i.open}
          </Anchor>
          {editable && !retired && (
            <>
              <Button
                size="compact-sm"
                variant="default"
                onClick={onEdit}
                aria-label={i.editNamed(item.name)}
              >
                {i.edit}
              </Button>
              {item.type !== 'WEB' && (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={onReplace}
                  aria-label={i.replaceNamed(item.name)}
                >
                  {i.replace}
                </Button>
              )}
              <Button
                id={moveButtonId(item.id, 'up')}
                size="compact-sm"
                variant="default"
                disabled={position === 0}
                onClick={() => onMove('up')}
                aria-label={i.moveUpNamed(item.name)}
              >
                ↑ {i.moveUp}
              </Button>
              <Button
                id={moveButtonId(item.id, 'down')}
                size="compact-sm"
                variant="default"
                disabled={position === null || position >= liveCount - 1}
                onClick={() => onMove('down')}
                aria-label={i.moveDownNamed(item.name)}
              >
                ↓ {i.moveDown}
              </Button>
            </>
          )}
          {editable && (
            <Button
              size="compact-sm"
              variant={retired ? 'light' : 'default'}
              color={retired ? undefined : 'red.9'}
              onClick={onRetireOrRestore}
              aria-label={retired ? i.restoreNamed(item.name) : i.retireNamed(item.name)}
            >
              {retired ? i.restore : i.retire}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ContentItem } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';
import { formatBytes } from '../../../lib/format';
import { useOnlineStatus } from '../../../lib/use-online-status';
import type { StudyScope } from '../api/content';
import {
  type SavedCopy,
  SaveFailure,
  useDeviceSpace,
  useRemoveSaved,
  useSaveForOffline,
} from './saved-content';

/**
 * Save for offline on a study item: its size and the space the browser leaves Pathshala, then
 * "Saved on this device" with Remove. Web pages have no file to save.
 */
export function SaveForOffline({
  content,
  scope,
  saved,
}: {
  content: ContentItem;
  scope: StudyScope;
  saved: SavedCopy | null;
}) {
  const t = useMessages().learning.offline;
  const online = useOnlineStatus();
  const space = useDeviceSpace();
  const save = useSaveForOffline(content, scope);
  const remove = useRemoveSaved(content.CT_id);
  if (content.CT_Type === 'WEB') return null;

  const size = content.CT_FileSize === null ? null : formatBytes(content.CT_FileSize);
  const free = space.data ? formatBytes(space.data.freeBytes) : null;
  const failure = save.error instanceof SaveFailure ? save.error.reason : save.error ? 'network' : null;

  if (saved) {
    return (
      <Group gap="sm" data-testid="offline-saved">
        <Text fz="sm" fw={600} c="teal.9">
          ✓ {t.saved} ({formatBytes(saved.item.size)})
        </Text>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t.remove}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Group gap="sm">
        <Button
          size="xs"
          variant="light"
          disabled={!online}
          loading={save.isPending}
          onClick={() => save.mutate()}
          aria-label={size ? t.saveNamed(content.CT_Name, size) : undefined}
        >
          {save.isPending ? t.saving : t.save}
        </Button>
        <Text fz="sm" c="dimmed">
          {[size && t.size(size), free && t.free(free)].filter(Boolean).join(' · ')}
        </Text>
      </Group>
      {save.data && !save.data.persisted && (
        <Text fz="sm" c="dimmed">
          {t.mayBeCleared}
        </Text>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" p="xs">
          <Text c="red.9" fz="sm">
            {failure === 'space' ? t.notEnoughSpace(size ?? '?', free ?? '?') : t.saveFailed}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

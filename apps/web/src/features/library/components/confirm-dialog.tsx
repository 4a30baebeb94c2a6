import { Button, Group, Modal, Text } from '@mantine/core';
import type { LibraryItem } from '@pathshala/contracts';
import type { ActionReport } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { useRetireOrRestore } from '../api';

/** Asks before retiring or bringing back an item; the outcome (or the server's refusal) shows on the page. */
export function ConfirmDialog({
  item,
  onClose,
  report,
}: {
  item: LibraryItem | null;
  onClose: () => void;
  report: (action: () => Promise<ActionReport>, failureFallback: string) => Promise<void>;
}) {
  const t = useMessages();
  const k = t.library.confirm;
  const change = useRetireOrRestore();
  const restore = item?.retiredAt !== null && item?.retiredAt !== undefined;
  const confirm = async () => {
    if (!item) return;
    await report(async () => {
      await change.mutateAsync({ contentId: item.id, restore });
      return restore ? k.restored(item.name) : k.retired(item.name);
    }, k.failed);
    onClose();
  };
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={restore ? k.restoreTitle : k.retireTitle}
      centered
      closeButtonProps={{ 'aria-label': t.admin.cancel }}
    >
      <Text mb="lg">{item ? (restore ? k.restoreBody(item.name) : k.retireBody(item.name)) : ''}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={change.isPending}>
          {t.admin.cancel}
        </Button>
        <Button
          color={restore ? undefined : 'red.9'}
          onClick={confirm}
          disabled={change.isPending}
          data-autofocus
        >
          {restore ? t.library.item.restore : t.library.item.retire}
        </Button>
      </Group>
    </Modal>
  );
}

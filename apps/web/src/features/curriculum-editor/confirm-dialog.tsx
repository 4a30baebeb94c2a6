import { Button, Group, Modal, Text } from '@mantine/core';
import type { CurriculumLevel } from '@pathshala/contracts';
import type { ActionReport } from '../../components/feedback/outcome-alert';
import { useMessages } from '../../i18n';
import { useLastShown } from '../../lib/use-last-shown';
import { useRetireOrRestore } from './api';

export type PendingConfirm = { level: CurriculumLevel; id: number; name: string; restore: boolean };

/** Asks before retiring or bringing back an item; the outcome (or the server's refusal) shows on the page. */
export function ConfirmDialog({
  pending,
  onClose,
  report,
}: {
  pending: PendingConfirm | null;
  onClose: () => void;
  report: (action: () => Promise<ActionReport>, failureFallback: string) => Promise<void>;
}) {
  const t = useMessages();
  const k = t.curriculumEditor.confirm;
  const change = useRetireOrRestore();
  // What it asks stays while it fades out: a dialog without a name, to a screen reader and to axe.
  const shown = useLastShown(pending);
  const confirm = async () => {
    if (!pending) return;
    const { level, id, name, restore } = pending;
    await report(async () => {
      await change.mutateAsync({ level, id, restore });
      return restore ? k.restored(level, name) : k.retired(level, name);
    }, k.failed);
    onClose();
  };
  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={shown ? (shown.restore ? k.restoreTitle(shown.level) : k.retireTitle(shown.level)) : ''}
      centered
      closeButtonProps={{ 'aria-label': t.admin.cancel }}
    >
      <Text mb="lg">
        {shown ? (shown.restore ? k.restoreBody(shown.name) : k.retireBody(shown.level, shown.name)) : ''}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={change.isPending}>
          {t.admin.cancel}
        </Button>
        <Button
          color={pending?.restore ? undefined : 'red.9'}
          onClick={confirm}
          disabled={change.isPending}
          data-autofocus
        >
          {pending?.restore ? t.curriculumEditor.tree.restore : t.curriculumEditor.tree.retire}
        </Button>
      </Group>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TrainingCenterItem, TrainingPartnerItem } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';

/** What a status change is about: a partner or a center, as the list shows it. */
export type StatusTarget =
  | { kind: 'partner'; item: TrainingPartnerItem }
  | { kind: 'center'; item: TrainingCenterItem };

/** Confirms deactivating or reactivating a partner or center, saying what stays and what changes. */
export function StatusDialog({
  target,
  pending,
  onConfirm,
  onClose,
}: {
  target: StatusTarget | null;
  pending: boolean;
  onConfirm: (target: StatusTarget) => void;
  onClose: () => void;
}) {
  const t = useMessages().organisation;
  const s = t.status;
  const deactivating = target?.item.status === 'A';
  const blockedBy =
    target?.kind === 'center' && !deactivating && target.item.partner.status !== 'A'
      ? target.item.partner.name
      : null;
  let body = '';
  if (target && !deactivating) body = blockedBy ? s.centerOfInactivePartner(blockedBy) : s.reactivateBody;
  else if (target?.kind === 'partner')
    body = s.partnerDeactivateBody(target.item.centers, target.item.teachers);
  else if (target?.kind === 'center')
    body = s.centerDeactivateBody(target.item.teachers, target.item.cohorts);
  const name = target?.item.name ?? '';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={deactivating ? s.deactivateTitle(name) : s.reactivateTitle(name)}
      centered
      closeButtonProps={{ 'aria-label': t.cancel }}
    >
      <Stack gap="lg">
        <Text>{body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t.cancel}
          </Button>
          {!blockedBy && (
            <Button
              color={deactivating ? 'red.9' : undefined}
              onClick={() => target && onConfirm(target)}
              disabled={pending}
              data-autofocus
            >
              {deactivating ? s.deactivate : s.reactivate}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

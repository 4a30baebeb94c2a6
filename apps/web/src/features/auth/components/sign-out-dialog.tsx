import { Button, Group, Modal, Text } from '@mantine/core';
import { useMessages } from '../../../i18n';

/** Asks before signing out; `confirm` signs out (the button says so while it works). */
export function SignOutDialog({
  opened,
  pending,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useMessages();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.session.confirmTitle}
      centered
      closeButtonProps={{ 'aria-label': t.session.cancel }}
    >
      <Text mb="lg">{t.session.confirmBody}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t.session.cancel}
        </Button>
        <Button color="red.9" onClick={onConfirm} disabled={pending} data-autofocus>
          {pending ? t.session.signingOut : t.session.confirm}
        </Button>
      </Group>
    </Modal>
  );
}

import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useMessages } from '../../../i18n';
import { loadSession } from '../../../lib/session-loader';

/** Answers and study records on this device not yet sent, counted each time the dialog opens. */
function useUnsent(opened: boolean): number {
  const [unsent, setUnsent] = useState(0);
  useEffect(() => {
    if (!opened) return;
    let live = true;
    loadSession()
      .then(({ unsentOnDevice }) => unsentOnDevice())
      .then((count) => live && setUnsent(count))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [opened]);
  return unsent;
}

/**
 * Asks before signing out; `confirm` signs out (the button says so while it works). Says when answers
 * or study records wait on the device: they stay, for this person only, until they sign in here again.
 */
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
  const unsent = useUnsent(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.session.confirmTitle}
      centered
      closeButtonProps={{ 'aria-label': t.session.cancel }}
    >
      <Text mb="lg">{t.session.confirmBody}</Text>
      {unsent > 0 && (
        <Alert color="orange" mb="lg" data-testid="unsent-kept">
          <Text c="orange.9" fz="sm">
            {t.session.unsentKept(unsent)}
          </Text>
        </Alert>
      )}
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

import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session-provider';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';

/** Sign Out, after a confirmation dialog; then /login. */
export function SignOutButton() {
  const t = useMessages();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
      close();
      navigate(paths.login.getHref(), { replace: true });
    }
  };

  return (
    <>
      <Button variant="default" size="sm" onClick={open}>
        {t.session.signOut}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t.session.confirmTitle}
        centered
        closeButtonProps={{ 'aria-label': t.session.cancel }}
      >
        <Text mb="lg">{t.session.confirmBody}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            {t.session.cancel}
          </Button>
          <Button color="red.9" onClick={confirm} disabled={pending} data-autofocus>
            {pending ? t.session.signingOut : t.session.confirm}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

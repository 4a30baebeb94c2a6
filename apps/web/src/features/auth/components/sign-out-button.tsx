import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session-provider';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';

// The dialog (a modal with its focus trap and overlay) is in every signed-in header but rarely
// opened: it loads when the pointer or the focus comes to Sign Out, or at the latest on the click.
const loadDialog = () => import('./sign-out-dialog');
const SignOutDialog = lazy(() => loadDialog().then((module) => ({ default: module.SignOutDialog })));

/** Sign Out, after a confirmation dialog; then /login. */
export function SignOutButton() {
  const t = useMessages();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [asked, setAsked] = useState(false);
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
      <Button
        variant="default"
        size="sm"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setAsked(true);
          open();
        }}
      >
        {t.session.signOut}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <SignOutDialog opened={opened} pending={pending} onClose={close} onConfirm={() => void confirm()} />
        </Suspense>
      )}
    </>
  );
}

import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { useSession } from '../../../lib/session-provider';

// The dialog (a modal with its focus trap and overlay) is in every signed-in header but rarely
// opened: it loads when the pointer or the focus comes to Sign Out, or at the latest on the click.
const loadDialog = () => import('./sign-out-dialog');

interface DialogProps {
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

const SignOutDialog = lazy(
  (): Promise<{ default: ComponentType<DialogProps> }> =>
    loadDialog().then(
      (module) => ({ default: module.SignOutDialog }),
      // Its code could not load (offline before the app was cached): the browser's own question.
      () => ({ default: BrowserConfirm }),
    ),
);

function BrowserConfirm({ opened, onClose, onConfirm }: DialogProps) {
  const question = useMessages().session.confirmBody;
  const answers = useRef({ onClose, onConfirm });
  answers.current = { onClose, onConfirm };
  useEffect(() => {
    if (!opened) return;
    if (window.confirm(question)) answers.current.onConfirm();
    else answers.current.onClose();
  }, [opened, question]);
  return null;
}

const prefetchDialog = () => {
  loadDialog().catch(() => undefined); // tried again on the click
};

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
    } catch {
      // Signed out on this device regardless (see logout); the server's session ends with its token.
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
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
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

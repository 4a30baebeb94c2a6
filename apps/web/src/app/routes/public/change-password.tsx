import { PageShell } from '../../../components/layout/page-shell';
import { UserHeader } from '../../../features/auth/components/user-header';
import { ChangePasswordForm } from '../../../features/recovery/components/change-password-form';
import { useMessages } from '../../../i18n';
import { useSession } from '../../../lib/session-provider';

/**
 * /change-password: public; a signed-in user sees it only when an admin reset their password,
 * with their name and Sign Out in the header.
 */
export function ChangePasswordRoute() {
  const t = useMessages();
  const { user } = useSession();
  return (
    <PageShell
      title={t.recovery.change.pageTitle}
      size="xs"
      headerRight={user ? <UserHeader user={user} /> : null}
    >
      <ChangePasswordForm />
    </PageShell>
  );
}

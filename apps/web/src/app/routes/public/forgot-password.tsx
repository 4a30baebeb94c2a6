import { PageShell } from '../../../components/layout/page-shell';
import { ForgotPasswordForm } from '../../../features/recovery/components/forgot-password-form';
import { useMessages } from '../../../i18n';

/** /forgot-password: e-mail, account type when there are several, then the mailed link. */
export function ForgotPasswordRoute() {
  const t = useMessages();
  return (
    <PageShell title={t.recovery.forgot.pageTitle} size="xs">
      <ForgotPasswordForm />
    </PageShell>
  );
}

import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { ResetPasswordFlow } from '../../../features/recovery/components/reset-password-form';
import { useMessages } from '../../../i18n';

/** /reset-password?token=: the mailed link's page. */
export function ResetPasswordRoute() {
  const t = useMessages();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  return (
    <PageShell title={t.recovery.reset.pageTitle} size="xs">
      <ResetPasswordFlow token={token} />
    </PageShell>
  );
}

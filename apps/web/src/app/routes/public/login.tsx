import { PageShell } from '../../../components/layout/page-shell';
import { useHealth } from '../../../features/auth/api/health';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useMessages } from '../../../i18n';

/** /login. The demo shortcuts show only when the API says it runs in demo mode. */
export function LoginRoute() {
  const t = useMessages();
  const health = useHealth();
  return (
    <PageShell title={t.login.pageTitle} size="xs">
      <LoginForm demo={health.data?.demo === true} />
    </PageShell>
  );
}

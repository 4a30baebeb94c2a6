import { Stack } from '@mantine/core';
import { LanguageSwitch } from '../../../components/chrome/language-switch';
import { PageShell } from '../../../components/layout/page-shell';
import { useHealth } from '../../../features/auth/api/health';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SetupCallOut } from '../../../features/setup/components/setup-call-out';
import { useMessages } from '../../../i18n';
import { usePainted } from '../../../lib/use-painted';

/**
 * /login, with the language switch in its header. The demo shortcuts show only when the API says it runs in demo mode; a school with no
 * administrator yet is offered its setup above the form.
 */
export function LoginRoute() {
  const t = useMessages();
  // The form paints first; whether demo shortcuts show is asked after.
  const health = useHealth(usePainted());
  return (
    <PageShell title={t.login.pageTitle} size="xs" headerRight={<LanguageSwitch signedIn={false} />}>
      <Stack gap="lg">
        <SetupCallOut />
        <LoginForm demo={health.data?.demo === true} />
      </Stack>
    </PageShell>
  );
}

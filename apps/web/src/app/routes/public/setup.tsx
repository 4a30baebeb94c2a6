import { LanguageSwitch } from '../../../components/chrome/language-switch';
import { PageShell } from '../../../components/layout/page-shell';
import { SetupScreen } from '../../../features/setup/components/setup-screen';
import { useMessages } from '../../../i18n';

/** /setup: the one-time setup of an empty install. */
export function SetupRoute() {
  const t = useMessages();
  return (
    <PageShell title={t.setup.pageTitle} size="sm" headerRight={<LanguageSwitch signedIn={false} />}>
      <SetupScreen />
    </PageShell>
  );
}

import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n';
import { BackLinkScreen } from './back-link-screen';

/** An admin screen: the back link to the dashboard (on every admin screen), its h1 and intro. */
export function AdminScreen({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const t = useMessages();
  return (
    <BackLinkScreen
      pageTitle={title}
      title={title}
      intro={intro}
      back={{ href: paths.admin.home.getHref(), label: t.admin.backToDashboard }}
    >
      {children}
    </BackLinkScreen>
  );
}

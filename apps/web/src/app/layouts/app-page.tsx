import type { ReactNode } from 'react';
import { PageShell } from '../../components/layout/page-shell';
import { UserHeader } from '../../features/auth/components/user-header';
import { useSession } from '../../lib/session-provider';

/** The page frame with the signed-in user (initial, name, Sign Out) in the header when there is one. */
export function AppPage({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useSession();
  return (
    <PageShell title={title} headerRight={user ? <UserHeader user={user} /> : null}>
      {children}
    </PageShell>
  );
}

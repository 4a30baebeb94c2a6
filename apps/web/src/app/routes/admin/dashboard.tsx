import { Text } from '@mantine/core';
import { ProfileHero } from '../../../components/layout/profile-hero';
import { AdminDashboardPanels } from '../../../features/admin/components/admin-dashboard';
import { useMessages } from '../../../i18n';
import { useSession } from '../../../lib/session-provider';
import { AppPage } from '../../layouts/app-page';

/** /admin: the administrator's home. */
export function AdminDashboardRoute() {
  const t = useMessages();
  const { user } = useSession();
  const d = t.admin.dashboard;
  return (
    <AppPage title={d.pageTitle}>
      <ProfileHero title={d.title} name={user?.name ?? ''}>
        <Text fw={600} c="brand.9" data-testid="user-role">
          {d.role}
        </Text>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="user-email">
          <Text component="span" fw={600} c="dark.7">
            {d.emailLabel}:
          </Text>{' '}
          {user?.email ?? d.noEmail}
        </Text>
      </ProfileHero>
      <AdminDashboardPanels />
    </AppPage>
  );
}

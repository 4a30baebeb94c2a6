import { SimpleGrid, Text, Title } from '@mantine/core';
import { FeatureCard } from '../../../components/layout/feature-card';
import { ProfileHero } from '../../../components/layout/profile-hero';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';
import { useSession } from '../../session-provider';

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
      <Title order={2} size="h3" mb="md">
        {d.quickActionsTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <FeatureCard
          headingLevel={3}
          title={d.addUser}
          body={d.addUserBody}
          href={paths.admin.addUser.getHref()}
        />
        <FeatureCard
          headingLevel={3}
          title={d.manageAdmins}
          body={d.manageAdminsBody}
          href={paths.admin.manageAdmins.getHref()}
        />
      </SimpleGrid>
    </AppPage>
  );
}

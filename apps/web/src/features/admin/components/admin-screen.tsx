import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppPage } from '../../../app/layouts/app-page';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';

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
    <AppPage title={title}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.admin.home.getHref()} fw={600} w="fit-content">
          ← {t.admin.backToDashboard}
        </Anchor>
        <div>
          <Title order={1} size="h2" c="brand.9">
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </AppPage>
  );
}

import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AppPage } from './app-page';

/** A student's page under her dashboard: the h1 with its intro, 'Back to Dashboard' beside it, then the page. */
export function StudentPage({
  pageTitle,
  title,
  intro,
  backLabel,
  children,
}: {
  pageTitle: string;
  title: string;
  intro: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <AppPage title={pageTitle}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            <Text c="dimmed">{intro}</Text>
          </Stack>
          <Button component={Link} to={paths.student.home.getHref()} variant="default">
            {backLabel}
          </Button>
        </Group>
        {children}
      </Stack>
    </AppPage>
  );
}

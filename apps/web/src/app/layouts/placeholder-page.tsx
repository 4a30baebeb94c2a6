import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { AppPage } from './app-page';

/** Stands in for a screen that a later release delivers. */
export function PlaceholderPage({ title, backHref }: { title: string; backHref: string }) {
  const t = useMessages();
  return (
    <AppPage title={title}>
      <Paper withBorder p="xl" maw={640}>
        <Stack gap="md" align="flex-start">
          <Badge color="gray.7" variant="filled" tt="none">
            {t.comingSoon.badge}
          </Badge>
          <Title order={1}>{title}</Title>
          <Text>{t.comingSoon.laterRelease}</Text>
          <Button component={Link} to={backHref} variant="default">
            {t.comingSoon.backToDashboard}
          </Button>
        </Stack>
      </Paper>
    </AppPage>
  );
}

import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n';

/** A simple public screen: heading, text and a link back to the sign-in page. */
export function PublicNoticePage({ title, body }: { title: string; body: string }) {
  const t = useMessages();
  return (
    <PageShell title={title} size="sm">
      <Paper withBorder shadow="sm" p="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{body}</Text>
          <Anchor component={Link} to={paths.login.getHref()} fw={600}>
            {t.recovery.backToLogin}
          </Anchor>
        </Stack>
      </Paper>
    </PageShell>
  );
}

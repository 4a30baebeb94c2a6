import { Button, Card, Code, Stack, Text, Title } from '@mantine/core';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { useDownloadBackupNow } from '../api';

/** 'Download a backup now': what it holds, the button, and how to restore what it saves. */
export function DownloadNowCard() {
  const b = useMessages().backup;
  const download = useDownloadBackupNow();
  const { outcome, clearOutcome, report } = useOutcome();
  return (
    <Card withBorder component="section" aria-labelledby="backup-now">
      <Stack gap="sm">
        <Title order={2} size="h3" id="backup-now">
          {b.now.heading}
        </Title>
        <Text>{b.now.body}</Text>
        <Button
          w="fit-content"
          loading={download.isPending}
          onClick={() => report(async () => b.now.saved(await download.mutateAsync()), b.now.failed)}
        >
          {b.now.button}
        </Button>
        {download.isPending && (
          <Text role="status" c="dimmed" fz="sm">
            {b.now.working}
          </Text>
        )}
        <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
        <Title order={3} size="h4" mt="sm">
          {b.restore.heading}
        </Title>
        <Text>{b.restore.body}</Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {b.restore.command}
        </Code>
        <Text c="dimmed" fz="sm">
          {b.restore.safety}
        </Text>
      </Stack>
    </Card>
  );
}

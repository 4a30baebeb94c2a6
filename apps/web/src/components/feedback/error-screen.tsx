import { Alert, Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ERROR_RETRY_WARNING_AFTER } from '@pathshala/contracts/plain';
import { useMessages } from '../../i18n';

export interface ErrorScreenProps {
  /** How many times the user already pressed Try Again here. */
  retries: number;
  onRetry: () => void;
  onHome: () => void;
  /** Shown only in development builds. */
  details?: string;
}

/** The generic error screen: Try Again and Go to Home, and a warning once retrying keeps failing. */
export function ErrorScreen({ retries, onRetry, onHome, details }: ErrorScreenProps) {
  const t = useMessages();
  return (
    <Center component="main" mih="100vh" p="md" data-testid="error-screen">
      <title>{t.app.pageTitle(t.error.pageTitle)}</title>
      <Paper withBorder shadow="sm" p="xl" maw={520} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t.error.title}
          </Title>
          <Text>{t.error.body}</Text>
          {retries > ERROR_RETRY_WARNING_AFTER && (
            <Alert color="orange" variant="light" title={t.error.persistsTitle} role="alert">
              <Text c="dark.8" fz="sm">
                {t.error.persistsBody}
              </Text>
            </Alert>
          )}
          {import.meta.env.DEV && details && (
            <details>
              <summary>{t.error.details}</summary>
              <Code block mt="xs">
                {details}
              </Code>
            </details>
          )}
          <Group gap="sm">
            <Button onClick={onRetry}>{t.error.tryAgain}</Button>
            <Button variant="default" onClick={onHome}>
              {t.error.goHome}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

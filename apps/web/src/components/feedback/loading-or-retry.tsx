import { Button, Stack, Text } from '@mantine/core';
import { useMessages } from '../../i18n';
import { failureMessage, OutcomeAlert } from './outcome-alert';

/** The part of a query result this needs; any TanStack query fits. */
interface LoadingQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** While a list loads: a loading line, or its failure with Retry; nothing once it has loaded. */
export function LoadingOrRetry({ query, loadFailed }: { query: LoadingQuery; loadFailed: string }) {
  const t = useMessages();
  if (query.isPending) return <Text role="status">{t.admin.loading}</Text>;
  if (!query.isError) return null;
  return (
    <Stack gap="sm" align="flex-start">
      <OutcomeAlert outcome={{ kind: 'error', body: failureMessage(query.error, loadFailed) }} />
      <Button variant="default" onClick={() => query.refetch()}>
        {t.admin.retry}
      </Button>
    </Stack>
  );
}

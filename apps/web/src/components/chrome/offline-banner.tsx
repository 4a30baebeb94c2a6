import { Box, Text } from '@mantine/core';
import { useMessages } from '../../i18n';
import { useOnlineStatus } from '../../lib/use-online-status';

/** Says so while the browser is offline (navigator.onLine and the online/offline events). */
export function OfflineBanner() {
  const t = useMessages();
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <Box
          bg="yellow.1"
          px="md"
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-yellow-4)' }}
          data-testid="offline-banner"
        >
          <Text ta="center" fw={600} fz="sm" c="dark.9">
            {t.chrome.offline}
          </Text>
        </Box>
      )}
    </div>
  );
}

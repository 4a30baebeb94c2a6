import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { NotificationsHost } from '../components/feedback/notifications-host';
import { useMessages } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session-provider';
import { createAppTheme, cssVariablesResolver } from './theme';

/** Theme, server-state cache and session, around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The theme carries a few words (a toast's close label): made again when the language changes.
  const messages = useMessages();
  const theme = useMemo(() => createAppTheme(messages), [messages]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

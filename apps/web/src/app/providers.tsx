import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NotificationsHost } from '../components/feedback/notifications-host';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from './session-provider';
import { createAppTheme, cssVariablesResolver } from './theme';

/** Theme, server-state cache and session, around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [theme] = useState(createAppTheme);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { createAppTheme, cssVariablesResolver } from '../app/theme';
import { SessionProvider } from '../lib/session-provider';

/** Renders the real route table at `path` with the app's providers (no splash delay). */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider theme={createAppTheme()} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider minSplashMs={0}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, ...view };
}

function MantineWrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={createAppTheme()} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/** Renders a component inside the app's theme; `rerender` keeps the theme. */
export function renderWithMantine(ui: ReactElement) {
  return render(ui, { wrapper: MantineWrapper });
}

/** A fetch answer for stubbing. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

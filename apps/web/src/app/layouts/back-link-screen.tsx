import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppPage } from './app-page';

/**
 * A screen reached from a dashboard or a list: the back link, the page's h1 with its intro (left out
 * when the page sets its own heading), then the page.
 */
export function BackLinkScreen({
  pageTitle,
  title,
  intro,
  back,
  children,
}: {
  pageTitle: string;
  title?: string;
  intro?: string;
  back: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <AppPage title={pageTitle}>
      <Stack gap="lg">
        <Anchor component={Link} to={back.href} fw={600} w="fit-content">
          ← {back.label}
        </Anchor>
        {title && (
          <div>
            <Title order={1} size="h2" c="brand.9">
              {title}
            </Title>
            {intro && (
              <Text c="dimmed" mt={4}>
                {intro}
              </Text>
            )}
          </div>
        )}
        {children}
      </Stack>
    </AppPage>
  );
}

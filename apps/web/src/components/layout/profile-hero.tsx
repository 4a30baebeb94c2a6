import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { initialOf } from '../../lib/format';

export interface ProfileHeroProps {
  /** The page's h1. */
  title: string;
  name: string;
  /** Lines under the name (role, email...). */
  children?: ReactNode;
}

/** Top of a dashboard: the user's initial in an avatar, the page title and who is signed in. */
export function ProfileHero({ title, name, children }: ProfileHeroProps) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      mb="xl"
      bg="brand.0"
      style={{ borderColor: 'var(--mantine-color-brand-2)' }}
    >
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          size={64}
          radius="xl"
          color="brand"
          variant="filled"
          fz={28}
          aria-hidden="true"
          data-testid="user-initial"
        >
          {initialOf(name)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" c="brand.9">
            {title}
          </Title>
          <Text fw={600} fz="lg" data-testid="user-name" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

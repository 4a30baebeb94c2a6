import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../../../i18n';
import { lastStudied } from '../last-studied';

/** 'Continue where you left off': the item the student studied last on this device, one tap away. */
export function ContinueCard({ userId }: { userId: number }) {
  const t = useMessages().learning.continue;
  const item = lastStudied(userId);
  if (!item) return null;
  return (
    <Card
      shadow="sm"
      mb="lg"
      style={{ borderTop: '4px solid var(--mantine-color-brand-6)' }}
      data-testid="continue-card"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t.title}
          </Title>
          <Text fw={600}>{item.name}</Text>
          {item.place && (
            <Text c="dimmed" fz="sm">
              {item.place}
            </Text>
          )}
        </Stack>
        <Button component={Link} to={item.href} aria-label={t.actionNamed(item.name)}>
          {t.action}
        </Button>
      </Group>
    </Card>
  );
}

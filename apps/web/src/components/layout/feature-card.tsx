import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';

export interface FeatureCardProps {
  title: string;
  body: string;
  /** Where the card leads; without it the card is marked Coming Soon. */
  href?: string;
  action?: string;
  headingLevel?: 2 | 3;
}

/** A dashboard card: a heading, a line of text, and either a link or a Coming Soon badge. */
export function FeatureCard({ title, body, href, action, headingLevel = 2 }: FeatureCardProps) {
  const t = useMessages();
  const available = href !== undefined;
  return (
    <Card
      shadow={available ? 'sm' : undefined}
      bg={available ? 'white' : 'gray.0'}
      style={{ borderTop: `4px solid var(--mantine-color-${available ? 'brand-6' : 'gray-4'})` }}
      data-testid="feature-card"
    >
      <Stack gap="sm" h="100%" justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Title order={headingLevel} size="h4">
            {title}
          </Title>
          <Text c="dimmed" fz="sm">
            {body}
          </Text>
        </Stack>
        {available ? (
          <Button component={Link} to={href} size="sm">
            {action ?? title}
          </Button>
        ) : (
          <Badge color="gray.7" variant="filled" tt="none">
            {t.comingSoon.badge}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}

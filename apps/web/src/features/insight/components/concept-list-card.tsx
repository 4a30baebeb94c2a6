import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { RankedConcept } from '../mastery-summary';
import { MasteryLine } from './mastery-line';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Where a listed concept leads: to study its content, to practise it. */
export interface ConceptLink {
  href: string;
  label: string;
}

/**
 * A titled list of concepts with their figures (strengths, study next): one component for both, so
 * they read and behave alike. An ordered list when the order is advice; links under each concept.
 */
export function ConceptListCard({
  title,
  intro,
  empty,
  items,
  ordered = false,
  linksOf,
  testId,
  footer,
}: {
  title: string;
  intro?: string;
  empty: string;
  items: RankedConcept[];
  ordered?: boolean;
  linksOf?: (item: RankedConcept) => ConceptLink[];
  testId: string;
  footer?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {empty}
          </Text>
        ) : (
          <>
            {intro && (
              <Text c="dimmed" fz="sm">
                {intro}
              </Text>
            )}
            <Stack component={ordered ? 'ol' : 'ul'} gap="md" style={plainList} data-testid={testId}>
              {items.map((item) => {
                const links = linksOf?.(item) ?? [];
                return (
                  <Stack component="li" key={item.concept.id} gap={6}>
                    <MasteryLine name={item.concept.name} figure={item.concept} />
                    {links.length > 0 && (
                      <Group gap="md" wrap="wrap">
                        {links.map((link) => (
                          <Anchor key={link.href} component={Link} to={link.href} fz="sm" fw={600} py={6}>
                            {link.label}
                          </Anchor>
                        ))}
                      </Group>
                    )}
                  </Stack>
                );
              })}
            </Stack>
          </>
        )}
        {footer}
      </Stack>
    </Card>
  );
}

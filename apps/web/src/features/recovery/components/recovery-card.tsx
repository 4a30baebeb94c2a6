import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';

export interface RecoveryCardProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Off for a signed-in user who must change their password: the sign-in page is not for them. */
  backToLogin?: boolean;
  /** Moves focus to the heading when the card appears (a new step), so keyboard and reader users follow. */
  focusHeading?: boolean;
}

/** The frame of every recovery step: a heading, an introduction, the step, and the way back to sign-in. */
export function RecoveryCard({
  title,
  intro,
  children,
  backToLogin = true,
  focusHeading = false,
}: RecoveryCardProps) {
  const t = useMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    // Long e-mail addresses wrap instead of widening the page at 360 px.
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" c="brand.9" ref={headingRef} tabIndex={-1}>
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {children}
        {backToLogin && (
          <Anchor component={Link} to={paths.login.getHref()} fw={600} fz="sm">
            {t.recovery.backToLogin}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

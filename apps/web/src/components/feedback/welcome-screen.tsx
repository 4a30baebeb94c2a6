import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@pathshala/contracts';
import { WELCOME_FADE_MS, WELCOME_SHOW_MS } from '@pathshala/contracts/plain';
import { useEffect, useState } from 'react';
import { type Messages, useMessages } from '../../i18n';
import { isFirstWelcome } from '../../lib/storage';
import { Logo } from '../brand-mark';

export function welcomeText(
  t: Messages,
  user: Pick<SessionUser, 'name' | 'type'> | null,
  firstSignIn = false,
): string {
  switch (user?.type) {
    case 'student':
      return firstSignIn ? t.welcome.firstTime(user.name) : t.welcome.student(user.name);
    case 'teacher':
      return t.welcome.teacher(user.name);
    case 'admin':
      return t.welcome.admin(user.name);
    default:
      return t.welcome.generic;
  }
}

export interface WelcomeScreenProps {
  user: Pick<SessionUser, 'name' | 'type'> | null;
  /** Called once the screen has faded out. */
  onDone: () => void;
}

/** Greets a user who just signed in: shown for 2 s, then fades out over 0.5 s. */
export function WelcomeScreen({ user, onDone }: WelcomeScreenProps) {
  const t = useMessages();
  const [fading, setFading] = useState(false);
  // Read once: the flag is lowered when the screen is dismissed.
  const [firstSignIn] = useState(isFirstWelcome);

  useEffect(() => {
    const fade = setTimeout(() => setFading(true), WELCOME_SHOW_MS);
    const done = setTimeout(onDone, WELCOME_SHOW_MS + WELCOME_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [onDone]);

  return (
    <Center
      component="main"
      mih="100vh"
      p="md"
      className="welcome-screen"
      style={{ opacity: fading ? 0 : 1, transitionDuration: `${WELCOME_FADE_MS}ms` }}
      data-testid="welcome-screen"
    >
      <Stack align="center" gap="md" maw={560} ta="center">
        <Logo size={64} />
        <Title order={1} c="brand.9">
          {welcomeText(t, user, firstSignIn)}
        </Title>
        <Text c="dimmed" fz="lg">
          {t.welcome.preparing}
        </Text>
        <Loader color="brand" type="dots" aria-hidden="true" />
      </Stack>
    </Center>
  );
}

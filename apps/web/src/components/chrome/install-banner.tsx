import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n';

/** The event Chromium fires when the app can be installed (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'pathshala:installBannerDismissed';

function dismissedThisSession(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Offers to install the app when the browser allows it; Later hides it for this browser session.
 * It sits over the foot of the screen: the offer comes a moment after the page, and a bar pushed in
 * above would move what the person was about to tap. A spacer of its height ends the page, so the
 * last control can still be scrolled above it.
 */
export function InstallBanner() {
  const t = useMessages();
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(dismissedThisSession);
  const { ref, height } = useElementSize();

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setPromptEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!promptEvent || dismissed) return null;

  const install = async () => {
    const event = promptEvent;
    setPromptEvent(null);
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  };

  const later = () => {
    try {
      globalThis.sessionStorage?.setItem(DISMISSED_KEY, 'true');
    } catch {
      // storage unavailable: hidden until the next reload
    }
    setDismissed(true);
  };

  return (
    <>
      <Box h={height} aria-hidden />
      <Paper
        ref={ref}
        component="section"
        aria-label={t.chrome.installTitle}
        radius={0}
        px="md"
        py="sm"
        bg="brand.0"
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        style={{ borderTop: '1px solid var(--mantine-color-brand-2)', zIndex: 150 }}
        data-testid="install-banner"
      >
        <Group justify="space-between" gap="sm" maw={1200} mx="auto">
          <div>
            <Text fw={700} c="brand.9">
              {t.chrome.installTitle}
            </Text>
            <Text fz="sm" c="dark.7">
              {t.chrome.installBody}
            </Text>
          </div>
          <Group gap="xs">
            <Button size="sm" onClick={install}>
              {t.chrome.install}
            </Button>
            <Button size="sm" variant="default" onClick={later}>
              {t.chrome.later}
            </Button>
          </Group>
        </Group>
      </Paper>
    </>
  );
}

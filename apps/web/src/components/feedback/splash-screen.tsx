import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMessages } from '../../i18n';
import { Logo } from '../brand-mark';

/** Start-up loading screen: product name and tagline while the stored session is restored. */
export function SplashScreen() {
  const t = useMessages();
  return (
    <Center component="main" mih="100vh" p="md" aria-busy="true" data-testid="splash-screen">
      <Stack align="center" gap="sm">
        <Logo size={72} />
        <Title order={1} c="brand.9">
          {t.app.name}
        </Title>
        <Text c="dimmed" fz="lg">
          {t.app.tagline}
        </Text>
        <Loader mt="md" color="brand" type="dots" aria-label={t.app.loading} role="status" />
      </Stack>
    </Center>
  );
}

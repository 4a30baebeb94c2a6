import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingOrRetry } from '../../../components/feedback/loading-or-retry';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { useSetupStatus } from '../api';
import { SetupForm } from './setup-form';

/** /setup: the form while the school has no administrator; afterwards, the way to sign in. */
export function SetupScreen() {
  const t = useMessages().setup;
  const status = useSetupStatus();
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2" c="brand.9">
            {t.title}
          </Title>
          {status.data?.setupNeeded && (
            <Text c="dimmed" mt={4}>
              {t.intro}
            </Text>
          )}
        </div>
        <LoadingOrRetry query={status} loadFailed={t.loadFailed} />
        {status.data?.setupNeeded === true && <SetupForm />}
        {status.data?.setupNeeded === false && (
          <Alert
            color="green"
            variant="light"
            title={t.alreadyTitle}
            data-testid="setup-done"
            // Mantine's light title colour is too pale on the tinted background: shade 9 passes AA.
            styles={{ title: { color: 'var(--mantine-color-green-9)' } }}
          >
            <Stack gap="xs" align="flex-start">
              <span>{t.alreadyBody(status.data.schoolName)}</span>
              <Anchor component={Link} to={paths.login.getHref()} fw={600}>
                {t.goToSignIn}
              </Anchor>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

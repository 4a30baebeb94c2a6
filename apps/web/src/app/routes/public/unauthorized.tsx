import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import type { UnauthorizedState } from '../../guards';
import { AppPage } from '../../layouts/app-page';

const KNOWN_CODES = new Set(['403', '404']);

/** The code to show: router state (set by the guards), else `?code=`, else UNKNOWN. */
export function accessErrorCode(state: unknown, query: string | null): string | null {
  const fromState = (state as Partial<UnauthorizedState> | null)?.code;
  const code = fromState ?? query;
  return code && KNOWN_CODES.has(String(code)) ? String(code) : null;
}

/** /unauthorized: Access Denied with its error code. */
export function UnauthorizedRoute() {
  const t = useMessages();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const code = accessErrorCode(location.state, searchParams.get('code')) ?? t.unauthorized.unknownCode;

  return (
    <AppPage title={t.unauthorized.pageTitle}>
      <Paper withBorder shadow="sm" p="xl" maw={560} mx="auto">
        <Stack gap="md" align="flex-start">
          <Title order={1} c="red.9">
            {t.unauthorized.title}
          </Title>
          <Text fz="lg">{t.unauthorized.body}</Text>
          <Text>
            <Text component="span" fw={700}>
              {t.unauthorized.codeLabel}:
            </Text>{' '}
            <Text component="span" ff="monospace" data-testid="error-code">
              {code}
            </Text>{' '}
            <Text component="span" c="dimmed">
              ({t.unauthorized.codeMeaning[code] ?? t.unauthorized.codeMeaning.UNKNOWN})
            </Text>
          </Text>
          <Group gap="sm">
            <Button component={Link} to={paths.root.getHref()}>
              {t.unauthorized.goHome}
            </Button>
            <Button variant="default" onClick={() => navigate(-1)}>
              {t.unauthorized.goBack}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </AppPage>
  );
}

import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { usePainted } from '../../../lib/use-painted';
import { useSetupStatus } from '../api';

/**
 * On the sign-in page of a school with no administrator yet: the way to set it up. A call-out, not
 * a redirect, so a status that cannot be read never keeps anyone from the sign-in form.
 */
export function SetupCallOut() {
  const t = useMessages().setup.callOut;
  const status = useSetupStatus(usePainted()); // after the sign-in form has painted
  if (status.data?.setupNeeded !== true) return null;
  return (
    <Alert
      color="brand"
      variant="light"
      title={t.title}
      data-testid="setup-call-out"
      // Mantine's light title colour is too pale on the tinted background: shade 9 passes AA.
      styles={{ title: { color: 'var(--mantine-color-brand-9)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t.body}</Text>
        <Button component={Link} to={paths.setup.getHref()}>
          {t.action}
        </Button>
      </Stack>
    </Alert>
  );
}

import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';

/** A failed load: the message, Retry and a way back to the dashboard. */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const t = useMessages();
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
      <Group mt="sm" gap="sm">
        <Button size="xs" onClick={onRetry}>
          {t.teacher.common.retry}
        </Button>
        <Button size="xs" variant="default" component={Link} to={paths.teacher.home.getHref()}>
          {t.teacher.common.backToDashboard}
        </Button>
      </Group>
    </Alert>
  );
}

import { Alert, Anchor, Text } from '@mantine/core';
import { PASSWORD_REDIRECT_MS } from '@pathshala/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';

/** The success of a change or reset: the server's message, then /login after 3 seconds (spec section 9). */
export function RedirectToLogin({ message }: { message: string }) {
  const t = useMessages();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(PASSWORD_REDIRECT_MS / 1000));

  useEffect(() => {
    const redirect = setTimeout(
      () => navigate(paths.login.getHref(), { replace: true }),
      PASSWORD_REDIRECT_MS,
    );
    const tick = setInterval(() => setSecondsLeft((seconds) => Math.max(seconds - 1, 0)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate]);

  return (
    <Alert color="brand" variant="light" role="status" data-testid="recovery-success">
      <Text c="dark.8">{message}</Text>
      <Text c="dark.8" fz="sm" mt="xs">
        {t.recovery.redirecting(secondsLeft)}{' '}
        <Anchor component={Link} to={paths.login.getHref()} replace fw={600} inherit>
          {t.recovery.goToLoginNow}
        </Anchor>
      </Text>
    </Alert>
  );
}

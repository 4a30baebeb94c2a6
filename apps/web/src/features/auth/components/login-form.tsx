import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { LoginBody } from '@pathshala/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useSession } from '../../../app/session-provider';
import { notify } from '../../../components/feedback/notify';
import { homeHref, paths } from '../../../config/paths';
import { settleLanguageAtSignIn, takeLanguageNotSaved, useMessages } from '../../../i18n';
import { schemaResolver } from '../../../lib/form-resolver';
import { saveLanguage } from '../../../lib/session';
import type { DemoAccount } from '../demo-accounts';
import { loginErrorMessage } from '../login-error';
import { DemoAccounts } from './demo-accounts';

/** The sign-in form of spec section 2, with the demo shortcuts below it in demo mode. */
export function LoginForm({ demo }: { demo: boolean }) {
  const t = useMessages();
  const { login } = useSession();
  const navigate = useNavigate();
  const [loginError, setLoginError] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof LoginBody>, unknown, LoginBody>({
    resolver: schemaResolver(LoginBody),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setLoginError(null);
    try {
      const user = await login(credentials);
      // The account's language, when it differs from this device's, needs a fresh page to show.
      const reload = await settleLanguageAtSignIn(user.language, saveLanguage);
      if (takeLanguageNotSaved()) notify('error', t.language.saveFailed);
      if (reload) window.location.replace(homeHref(user.type));
      else navigate(homeHref(user.type), { replace: true });
    } catch (error) {
      setLoginError(loginErrorMessage(t, error));
    }
  });

  const fillDemo = (account: DemoAccount) => {
    setValue('username', account.username, { shouldDirty: true });
    setValue('password', account.password, { shouldDirty: true });
    clearErrors();
    setLoginError(null);
    submitRef.current?.focus();
  };

  return (
    <Stack gap="lg">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
          <Stack gap="md">
            <div>
              <Title order={1} size="h2" id="login-title" c="brand.9">
                {t.login.title}
              </Title>
              <Text c="dimmed" mt={4}>
                {t.login.subtitle}
              </Text>
            </div>
            <TextInput
              label={t.login.usernameLabel}
              placeholder={t.login.usernamePlaceholder}
              id="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.username?.message}
              {...register('username')}
            />
            <Stack gap="xs">
              <PasswordInput
                label={t.login.passwordLabel}
                placeholder={t.login.passwordPlaceholder}
                id="password"
                autoComplete="current-password"
                visibilityToggleFocusable
                visibilityToggleButtonProps={{ 'aria-label': t.login.togglePassword }}
                error={errors.password?.message}
                {...register('password')}
              />
              {loginError && (
                <Alert
                  color="red"
                  variant="light"
                  title={t.login.errorTitle}
                  withCloseButton
                  closeButtonLabel={t.login.dismissError}
                  onClose={() => setLoginError(null)}
                  role="alert"
                  data-testid="login-error"
                >
                  {loginError}
                </Alert>
              )}
            </Stack>
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to={paths.forgotPassword.getHref()} fz="sm">
                {t.login.forgotPassword}
              </Anchor>
              <Anchor component={Link} to={paths.changePassword.getHref()} fz="sm">
                {t.login.changePassword}
              </Anchor>
            </Group>
            <Button type="submit" fullWidth size="md" disabled={isSubmitting} ref={submitRef}>
              {isSubmitting ? t.login.submitting : t.login.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
      {demo && <DemoAccounts onPick={fillDemo} />}
    </Stack>
  );
}

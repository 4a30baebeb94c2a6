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
import type { LoginBody } from '@pathshala/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../components/feedback/notify';
import { homeHref, paths } from '../../../config/paths';
import {
  settleLanguageAtSignIn,
  showDeviceLanguage,
  takeLanguageNotSaved,
  translateServerMessage,
  useMessages,
} from '../../../i18n';
import { loadFirstPageContracts, loadSession } from '../../../lib/session-loader';
import { useSession } from '../../../lib/session-provider';
import { signInWhenFree } from '../busy-retry';
import type { DemoAccount } from '../demo-accounts';
import { loginErrorMessage } from '../login-error';
import { DemoAccounts } from './demo-accounts';

interface Credentials {
  username: string;
  password: string;
}
type FieldErrors = Partial<Record<keyof Credentials, string>>;

// The contract’s check uses the schema library, which the first page paints without: it loads when the
// person comes to the form (with the session's calls), at the latest on submit.
const prepareSignIn = () => {
  // Only a head start: the submit loads them again and says if they cannot come.
  loadFirstPageContracts().catch(() => undefined);
  loadSession().catch(() => undefined);
};

/**
 * The contract's check of the two fields (the server checks the same): the credentials to send, or
 * each field's first problem in the reader's language.
 */
async function check(
  values: Credentials,
): Promise<{ credentials: LoginBody; errors?: never } | { errors: FieldErrors }> {
  const { LoginBody } = await loadFirstPageContracts();
  const parsed = LoginBody.safeParse(values);
  if (parsed.success) return { credentials: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Credentials;
    errors[field] ??= translateServerMessage(issue.message);
  }
  return { errors };
}

/**
 * The sign-in form of spec section 2, with the demo shortcuts below it in demo mode. Plain React state
 * rather than a form library: two fields, and the first page stays small.
 */
export function LoginForm({ demo }: { demo: boolean }) {
  const t = useMessages();
  const { login } = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // After a refused submit, each change checks again, so a mended field's message goes as it is mended.
  const [checked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(null);
  // The server was busy and the sign-in waits to be sent again by itself.
  const [waitingForTurn, setWaitingForTurn] = useState(false);
  const fieldRefs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const submitRef = useRef<HTMLButtonElement>(null);
  const submitting = useRef(false);

  const change = (field: keyof Credentials, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) void check(next).then((result) => setErrors(result.errors ?? {}));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return; // one sign-in at a time, however often the button is pressed
    submitting.current = true;
    setSubmitting(true);
    try {
      // What the fields hold now: a password manager may fill them without an input event.
      const typed = {
        username: fieldRefs.username.current?.value ?? values.username,
        password: fieldRefs.password.current?.value ?? values.password,
      };
      setValues(typed);
      const result = await check(typed);
      setChecked(true);
      setErrors(result.errors ?? {});
      if (result.errors) {
        const firstInvalid = (['username', 'password'] as const).find((field) => result.errors[field]);
        if (firstInvalid) fieldRefs[firstInvalid].current?.focus();
        return;
      }
      setLoginError(null);
      const user = await signInWhenFree(
        () => login(result.credentials),
        () => setWaitingForTurn(true),
      );
      // The account's language, when it differs from this device's, shows in place before home does.
      const { saveLanguage } = await loadSession();
      if (await settleLanguageAtSignIn(user.language, saveLanguage)) await showDeviceLanguage();
      if (takeLanguageNotSaved()) notify('error', t.language.saveFailed);
      navigate(homeHref(user.type), { replace: true });
    } catch (error) {
      setLoginError(loginErrorMessage(t, error));
    } finally {
      submitting.current = false;
      setSubmitting(false);
      setWaitingForTurn(false);
    }
  };

  const fillDemo = (account: DemoAccount) => {
    setValues({ username: account.username, password: account.password });
    setErrors({});
    setLoginError(null);
    submitRef.current?.focus();
  };

  return (
    <Stack gap="lg">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <form
          onSubmit={(event) => void onSubmit(event)}
          onFocus={prepareSignIn}
          noValidate
          aria-labelledby="login-title"
        >
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
              error={errors.username}
              ref={fieldRefs.username}
              value={values.username}
              onChange={(event) => change('username', event.currentTarget.value)}
            />
            <Stack gap="xs">
              <PasswordInput
                label={t.login.passwordLabel}
                placeholder={t.login.passwordPlaceholder}
                id="password"
                autoComplete="current-password"
                visibilityToggleFocusable
                visibilityToggleButtonProps={{ 'aria-label': t.login.togglePassword }}
                error={errors.password}
                ref={fieldRefs.password}
                value={values.password}
                onChange={(event) => change('password', event.currentTarget.value)}
              />
              {waitingForTurn && (
                <Text size="sm" c="dimmed" role="status" data-testid="login-waiting">
                  {t.login.waitingForTurn}
                </Text>
              )}
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

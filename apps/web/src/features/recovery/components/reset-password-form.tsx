import { Button, Center, List, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { schemaResolver } from '../../../lib/form-resolver';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetToken } from '../api/validate-reset-token';
import { isRefusedLink, resetErrorMessage } from '../recovery-errors';
import { ResetPasswordForm as ResetPasswordSchema } from '../recovery-forms';
import { RecoveryErrorAlert } from './error-alert';
import { NewPasswordFields } from './password-fields';
import { RecoveryCard } from './recovery-card';
import { RedirectToLogin } from './redirect-to-login';

/** /reset-password?token=: validating, then the form or the invalid-link view; success goes to /login. */
export function ResetPasswordFlow({ token }: { token: string | null }) {
  const t = useMessages().recovery;
  const validation = useValidateResetToken(token);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (!token) return <InvalidLink message={t.reset.missingToken} />;
  if (doneMessage) {
    return (
      <RecoveryCard title={t.reset.successTitle} backToLogin={false} focusHeading>
        <RedirectToLogin message={doneMessage} />
      </RecoveryCard>
    );
  }
  if (validation.isPending) {
    return (
      <RecoveryCard title={t.reset.pageTitle}>
        <Center py="md">
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden="true" />
            <Text>{t.reset.validating}</Text>
          </Stack>
        </Center>
      </RecoveryCard>
    );
  }
  if (validation.isError) {
    if (isRefusedLink(validation.error)) {
      return <InvalidLink message={resetErrorMessage(t, validation.error, 'validate')} />;
    }
    return (
      <RecoveryCard title={t.reset.pageTitle}>
        <RecoveryErrorAlert
          title={t.reset.errorTitle}
          message={resetErrorMessage(t, validation.error, 'validate')}
        />
        <Button onClick={() => validation.refetch()} disabled={validation.isFetching}>
          {t.reset.tryAgain}
        </Button>
      </RecoveryCard>
    );
  }
  const { email, userType } = validation.data.data;
  return (
    <NewPasswordStep
      token={token}
      intro={t.reset.forAccount(email, userType)}
      email={email}
      onDone={setDoneMessage}
    />
  );
}

function NewPasswordStep(props: {
  token: string;
  intro: string;
  email: string;
  onDone: (message: string) => void;
}) {
  const t = useMessages().recovery;
  const resetPassword = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ResetPasswordSchema>, unknown, ResetPasswordSchema>({
    resolver: schemaResolver(ResetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setError(null);
    try {
      const { message } = await resetPassword.mutateAsync({ token: props.token, newPassword });
      props.onDone(message);
    } catch (failure) {
      setError(resetErrorMessage(t, failure, 'reset'));
    }
  });

  return (
    <RecoveryCard title={t.reset.title} intro={props.intro}>
      <form onSubmit={onSubmit} noValidate aria-label={t.reset.title}>
        <Stack gap="md">
          {/* Lets password managers file the new password under the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={props.email} readOnly />
          <NewPasswordFields
            register={register}
            errors={errors}
            newLabel={t.reset.newLabel}
            confirmLabel={t.reset.confirmLabel}
          />
          <RecoveryErrorAlert title={t.reset.errorTitle} message={error} />
          <Button type="submit" fullWidth size="md" disabled={isSubmitting}>
            {isSubmitting ? t.reset.submitting : t.reset.submit}
          </Button>
        </Stack>
      </form>
    </RecoveryCard>
  );
}

/** The invalid-link view with its three reasons (spec section 8) and the way to a new link. */
function InvalidLink({ message }: { message: string }) {
  const t = useMessages().recovery;
  return (
    <RecoveryCard title={t.reset.invalidTitle}>
      <RecoveryErrorAlert title={t.reset.errorTitle} message={message} />
      <div>
        <Text>{t.reset.invalidReasonsIntro}</Text>
        <List mt="xs" spacing="xs">
          {t.reset.invalidReasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      </div>
      <Button component={Link} to={paths.forgotPassword.getHref()}>
        {t.reset.requestNewLink}
      </Button>
    </RecoveryCard>
  );
}

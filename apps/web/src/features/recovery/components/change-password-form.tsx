import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMessages } from '../../../i18n';
import { schemaResolver } from '../../../lib/form-resolver';
import { useSession } from '../../../lib/session-provider';
import { useChangePassword } from '../api/change-password';
import { mustChangePassword } from '../password-change-required';
import { changeErrorMessage } from '../recovery-errors';
import { ChangePasswordForm as ChangePasswordSchema } from '../recovery-forms';
import { RecoveryErrorAlert } from './error-alert';
import { NewPasswordFields } from './password-fields';
import { RecoveryCard } from './recovery-card';
import { RedirectToLogin } from './redirect-to-login';

/**
 * /change-password: e-mail, current and new password, no sign-in needed. A signed-in user whose
 * password an admin reset lands here with the e-mail filled in; after the change everyone signs in again.
 */
export function ChangePasswordForm() {
  const t = useMessages().recovery;
  const { user, logout } = useSession();
  const required = mustChangePassword(user);
  const changePassword = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ChangePasswordSchema>, unknown, ChangePasswordSchema>({
    resolver: schemaResolver(ChangePasswordSchema),
    defaultValues: {
      email: required ? (user?.email ?? '') : '',
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async ({ email, currentPassword, newPassword }) => {
    setError(null);
    try {
      const { message } = await changePassword.mutateAsync({ email, currentPassword, newPassword });
      // The server ended every session; the local one goes too, and the user signs in again.
      if (user) await logout();
      setDoneMessage(message);
    } catch (failure) {
      setError(changeErrorMessage(t, failure));
    }
  });

  if (doneMessage) {
    return (
      <RecoveryCard title={t.change.successTitle} backToLogin={false} focusHeading>
        <RedirectToLogin message={doneMessage} />
      </RecoveryCard>
    );
  }
  return (
    <RecoveryCard
      title={t.change.title}
      intro={required ? undefined : t.change.intro}
      backToLogin={!required}
    >
      {required && (
        <Alert
          color="orange"
          variant="light"
          title={t.change.requiredTitle}
          data-testid="password-change-required"
        >
          <Text c="dark.8" fz="sm">
            {t.change.requiredBody}
          </Text>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t.change.title}>
        <Stack gap="md">
          <TextInput
            label={t.emailLabel}
            type="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            readOnly={required}
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label={t.change.currentLabel}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t.togglePassword }}
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <NewPasswordFields
            register={register}
            errors={errors}
            newLabel={t.change.newLabel}
            confirmLabel={t.change.confirmLabel}
          />
          <RecoveryErrorAlert title={t.change.errorTitle} message={error} />
          <Button type="submit" fullWidth size="md" disabled={isSubmitting}>
            {isSubmitting ? t.change.submitting : t.change.submit}
          </Button>
        </Stack>
      </form>
    </RecoveryCard>
  );
}

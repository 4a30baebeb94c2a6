import { PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useMessages } from '../../../i18n';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** New password and its confirmation, as the change and reset forms both ask for them. */
export function NewPasswordFields<V extends NewPasswordValues>(props: {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  newLabel: string;
  confirmLabel: string;
}) {
  const t = useMessages().recovery;
  // The generic form type hides the two fields' names from TypeScript; they are there by the constraint.
  const register = props.register as unknown as UseFormRegister<NewPasswordValues>;
  const errors = props.errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <PasswordInput
        label={props.newLabel}
        description={t.change.newHint}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t.togglePassword }}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordInput
        label={props.confirmLabel}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t.togglePassword }}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}

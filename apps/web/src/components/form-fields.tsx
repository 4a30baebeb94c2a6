import { Anchor, NativeSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { Salutation } from '@pathshala/contracts';
import { type ComponentProps, forwardRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useMessages } from '../i18n';

/** A password field whose show/hide toggle is reachable by keyboard and named. */
export const PasswordField = forwardRef<HTMLInputElement, ComponentProps<typeof PasswordInput>>(
  function PasswordField(props, ref) {
    const t = useMessages();
    return (
      <PasswordInput
        ref={ref}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': t.admin.fields.togglePassword }}
        {...props}
      />
    );
  },
);

/** The salutations (one list for every account), in the reader's language, plus an empty one ('None'). */
export const SalutationSelect = forwardRef<
  HTMLSelectElement,
  Omit<ComponentProps<typeof NativeSelect>, 'data'>
>(function SalutationSelect(props, ref) {
  const t = useMessages();
  return (
    <NativeSelect
      ref={ref}
      label={t.admin.fields.salutation}
      data={[
        { value: '', label: t.admin.fields.noSalutation },
        ...Salutation.options.map((value) => ({ value, label: t.admin.fields.salutations[value] })),
      ]}
      {...props}
    />
  );
});

/** Registration status A / I / P with its words. */
export const StatusSelect = forwardRef<HTMLSelectElement, Omit<ComponentProps<typeof NativeSelect>, 'data'>>(
  function StatusSelect(props, ref) {
    const t = useMessages();
    const statuses = t.admin.fields.statuses;
    return (
      <NativeSelect
        ref={ref}
        label={t.admin.fields.registrationStatus}
        data={(['A', 'I', 'P'] as const).map((value) => ({ value, label: statuses[value] }))}
        {...props}
      />
    );
  },
);

/** Options for a NativeSelect of records, with a first empty 'Choose…' entry. */
export function choices<T>(
  rows: readonly T[] | undefined,
  value: (row: T) => number,
  label: (row: T) => string,
  choose: string,
) {
  return [
    { value: '', label: choose },
    ...(rows ?? []).map((row) => ({ value: String(value(row)), label: label(row) })),
  ];
}

/**
 * A choice's description when its list has loaded empty: what is missing and a link to where it is
 * made (a new school's Add Cohort has no curriculum to offer until one is built).
 */
export function emptyChoicesHint(
  rows: readonly unknown[] | undefined,
  hint: { text: string; action: string; href: string },
) {
  if (rows === undefined || rows.length > 0) return undefined;
  return (
    <>
      {hint.text}{' '}
      <Anchor component={Link} to={hint.href} fz="inherit" fw={600}>
        {hint.action}
      </Anchor>
    </>
  );
}

/** A registered form field with its validation message. */
export type RegisteredField = UseFormRegisterReturn & { error?: string };

/** The name row every account form has: salutation, first name, last name. */
export function PersonNameFields(props: {
  salutation: UseFormRegisterReturn;
  firstName: RegisteredField;
  lastName: RegisteredField;
}) {
  const t = useMessages();
  const { error: firstNameError, ...firstName } = props.firstName;
  const { error: lastNameError, ...lastName } = props.lastName;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <SalutationSelect {...props.salutation} />
      <TextInput label={t.admin.fields.firstName} required error={firstNameError} {...firstName} />
      <TextInput label={t.admin.fields.lastName} required error={lastNameError} {...lastName} />
    </SimpleGrid>
  );
}

/** A new password and its confirmation, side by side. */
export function NewPasswordFields(props: { password: RegisteredField; confirmPassword: RegisteredField }) {
  const t = useMessages();
  const { error: passwordError, ...password } = props.password;
  const { error: confirmError, ...confirmPassword } = props.confirmPassword;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <PasswordField
        label={t.admin.fields.password}
        autoComplete="new-password"
        required
        error={passwordError}
        {...password}
      />
      <PasswordField
        label={t.admin.fields.confirmPassword}
        autoComplete="new-password"
        required
        error={confirmError}
        {...confirmPassword}
      />
    </SimpleGrid>
  );
}

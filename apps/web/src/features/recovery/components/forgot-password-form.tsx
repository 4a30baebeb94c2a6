import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { CheckEmailBody, messages, UserType } from '@pathshala/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useMessages } from '../../../i18n';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCheckEmail } from '../api/check-email';
import { useForgotPassword } from '../api/forgot-password';
import { forgotErrorMessage } from '../recovery-errors';
import { RecoveryErrorAlert } from './error-alert';
import { RecoveryCard } from './recovery-card';

type Step =
  | { name: 'email' }
  | { name: 'account'; email: string; types: UserType[] }
  | { name: 'sent'; email: string };

/**
 * /forgot-password (spec section 4): the e-mail step; an account-type step when the address has
 * several accounts (one account is sent straight away); then the confirmation.
 */
export function ForgotPasswordForm() {
  const t = useMessages().recovery;
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [error, setError] = useState<string | null>(null);
  const forgotPassword = useForgotPassword();

  async function sendLink(email: string, userType: UserType) {
    setError(null);
    try {
      await forgotPassword.mutateAsync({ email, userType });
      setStep({ name: 'sent', email });
    } catch (failure) {
      setError(forgotErrorMessage(t, failure, 'send'));
    }
  }

  if (step.name === 'sent') {
    return (
      <RecoveryCard title={t.forgot.successTitle} focusHeading>
        <Text data-testid="forgot-sent">{t.forgot.successBody(step.email)}</Text>
        <Text c="dimmed" fz="sm">
          {t.forgot.successHint}
        </Text>
      </RecoveryCard>
    );
  }
  if (step.name === 'account') {
    return (
      <AccountStep
        email={step.email}
        types={step.types}
        error={error}
        sending={forgotPassword.isPending}
        onSend={(userType) => sendLink(step.email, userType)}
        onBack={() => {
          setError(null);
          setStep({ name: 'email' });
        }}
      />
    );
  }
  return (
    <EmailStep
      error={error}
      sending={forgotPassword.isPending}
      onError={setError}
      onAccounts={(email, types) => {
        if (types.length === 1 && types[0]) return sendLink(email, types[0]);
        setStep({ name: 'account', email, types });
      }}
    />
  );
}

function EmailStep(props: {
  error: string | null;
  sending: boolean;
  onError: (message: string | null) => void;
  onAccounts: (email: string, types: UserType[]) => void | Promise<void>;
}) {
  const t = useMessages().recovery;
  const checkEmail = useCheckEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof CheckEmailBody>, unknown, CheckEmailBody>({
    resolver: schemaResolver(CheckEmailBody),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    props.onError(null);
    try {
      const { data } = await checkEmail.mutateAsync(email);
      await props.onAccounts(
        email,
        data.accounts.map((account) => account.type),
      );
    } catch (failure) {
      props.onError(forgotErrorMessage(t, failure, 'check'));
    }
  });
  const busy = checkEmail.isPending || props.sending;

  return (
    <RecoveryCard title={t.forgot.title} intro={t.forgot.intro}>
      <form onSubmit={onSubmit} noValidate aria-label={t.forgot.title}>
        <Stack gap="md">
          <TextInput
            label={t.emailLabel}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          <RecoveryErrorAlert title={t.forgot.errorTitle} message={props.error} />
          <Button type="submit" fullWidth size="md" disabled={busy}>
            {busy ? t.forgot.checking : t.forgot.continue}
          </Button>
        </Stack>
      </form>
    </RecoveryCard>
  );
}

const AccountChoice = z.object({
  userType: z
    .string({ error: messages.forgot.selectAccountType })
    .pipe(z.enum(UserType.options, { error: messages.forgot.selectAccountType })),
});

function AccountStep(props: {
  email: string;
  types: UserType[];
  error: string | null;
  sending: boolean;
  onSend: (userType: UserType) => void;
  onBack: () => void;
}) {
  const t = useMessages().recovery;
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof AccountChoice>, unknown, z.output<typeof AccountChoice>>({
    resolver: schemaResolver(AccountChoice),
    defaultValues: { userType: '' },
  });

  return (
    <RecoveryCard title={t.forgot.accountTitle} intro={t.forgot.accountIntro(props.email)} focusHeading>
      <form
        onSubmit={handleSubmit(({ userType }) => props.onSend(userType))}
        noValidate
        aria-label={t.forgot.accountTitle}
      >
        <Stack gap="md">
          <Controller
            control={control}
            name="userType"
            render={({ field }) => (
              <Radio.Group
                label={t.forgot.accountLegend}
                error={errors.userType?.message}
                value={field.value}
                onChange={field.onChange}
                name={field.name}
              >
                <Stack gap="xs" mt="xs">
                  {props.types.map((type) => (
                    <Radio key={type} value={type} label={t.forgot.accountTypes[type]} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <RecoveryErrorAlert title={t.forgot.errorTitle} message={props.error} />
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={props.onBack} disabled={props.sending}>
              {t.forgot.useDifferentEmail}
            </Button>
            <Button type="submit" disabled={props.sending}>
              {props.sending ? t.forgot.sending : t.forgot.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </RecoveryCard>
  );
}

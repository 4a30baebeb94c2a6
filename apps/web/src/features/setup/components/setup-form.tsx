import { Alert, Anchor, Button, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { failureMessage } from '../../../components/feedback/outcome-alert';
import { PasswordField, SalutationSelect } from '../../../components/form-fields';
import { homeHref, paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form-resolver';
import { useSession } from '../../../lib/session-provider';
import { useSetUpSchool } from '../api';
import { SetupForm as SetupFormSchema } from '../setup-form-schema';

type SetupInput = z.input<typeof SetupFormSchema>;
type SetupOutput = z.output<typeof SetupFormSchema>;

const EMPTY: SetupInput = {
  setupCode: '',
  schoolName: '',
  email: '',
  username: '',
  salutation: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
};

type Problem = { message: string; signIn: boolean } | null;

/**
 * The one-time setup: the school's name and its first administrator, checked by the server's own
 * rules as they are typed. Once the school is set up, the new administrator is signed in.
 */
export function SetupForm() {
  const t = useMessages().setup;
  const { login } = useSession();
  const navigate = useNavigate();
  const setUpSchool = useSetUpSchool();
  const [problem, setProblem] = useState<Problem>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetupInput, unknown, SetupOutput>({
    resolver: schemaResolver(SetupFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    setProblem(null);
    try {
      await setUpSchool.mutateAsync(body);
    } catch (error) {
      // 403: the setup code is wrong (or the server has none); said at the field, which takes the focus.
      if (isApiError(error) && error.status === 403) {
        setError('setupCode', { message: failureMessage(error, t.failed) }, { shouldFocus: true });
        return;
      }
      // 409: someone set the school up first; the only way on is to sign in.
      const taken = isApiError(error) && error.status === 409;
      setProblem({ message: failureMessage(error, t.failed), signIn: taken });
      return;
    }
    try {
      const user = await login({ username: body.username, password: body.password });
      navigate(homeHref(user.type), { replace: true });
    } catch {
      setProblem({ message: t.signedInFailed(body.schoolName), signIn: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.title}>
      <Stack gap="lg">
        {problem && (
          <Alert color="red" variant="light" role="alert" data-testid="setup-problem">
            <Stack gap="xs" align="flex-start">
              <span>{problem.message}</span>
              {problem.signIn && (
                <Anchor component={Link} to={paths.login.getHref()} fw={600}>
                  {t.goToSignIn}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t.setupCode}
          description={t.setupCodeHint}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.setupCode?.message}
          {...register('setupCode')}
        />
        <Fieldset legend={t.schoolSection}>
          <TextInput
            label={t.schoolName}
            required
            autoComplete="organization"
            error={errors.schoolName?.message}
            {...register('schoolName')}
          />
        </Fieldset>
        <Fieldset legend={t.adminSection}>
          <Stack gap="md">
            <TextInput
              label={t.email}
              type="email"
              required
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextInput
              label={t.username}
              description={t.usernameHint}
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.username?.message}
              {...register('username')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SalutationSelect
                label={t.salutation}
                error={errors.salutation?.message}
                {...register('salutation')}
              />
              <TextInput
                label={t.firstName}
                required
                autoComplete="given-name"
                error={errors.firstName?.message}
                {...register('firstName')}
              />
              <TextInput
                label={t.lastName}
                required
                autoComplete="family-name"
                error={errors.lastName?.message}
                {...register('lastName')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordField
                label={t.password}
                description={t.passwordHint}
                autoComplete="new-password"
                required
                error={errors.password?.message}
                {...register('password')}
              />
              <PasswordField
                label={t.confirmPassword}
                autoComplete="new-password"
                required
                error={errors.confirmPassword?.message}
                {...register('confirmPassword')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Button type="submit" size="md" disabled={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { CreateAdminBody } from '@pathshala/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { PersonNameFields } from '../../../components/form-fields';
import { useMessages } from '../../../i18n';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCreateAdminRequest } from '../api/create-calls';

/**
 * No password: whoever files the request must never know the new admin's password, so approval
 * mails its owner a link to choose one (the spec's password field is still accepted by the API).
 */
const RequestForm = CreateAdminBody.omit({ password: true });
type RequestFormInput = z.input<typeof RequestForm>;
const EMPTY: RequestFormInput = {
  email: '',
  username: '',
  salutation: '',
  firstName: '',
  lastName: '',
  address: '',
  justification: '',
  registrationStatus: 'P',
};

/** Request Admin Access: a new admin account that another admin approves (status P). */
export function RequestAdminForm() {
  const t = useMessages();
  const f = t.admin.fields;
  const r = t.admin.requestAdmin;
  const createRequest = useCreateAdminRequest();
  const { outcome, clearOutcome, report } = useOutcome();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RequestFormInput, unknown, z.output<typeof RequestForm>>({
    resolver: schemaResolver(RequestForm),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((body) =>
    report(async () => {
      const { adminId } = await createRequest.mutateAsync(body);
      reset(EMPTY);
      return r.created(adminId);
    }, r.failed),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate aria-label={r.title}>
        <Stack gap="md">
          <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={f.email}
              type="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <TextInput
              label={r.username}
              autoComplete="off"
              autoCapitalize="none"
              required
              error={errors.username?.message}
              {...register('username')}
            />
          </SimpleGrid>
          <PersonNameFields
            salutation={register('salutation')}
            firstName={{ ...register('firstName'), error: errors.firstName?.message }}
            lastName={{ ...register('lastName'), error: errors.lastName?.message }}
          />
          <TextInput label={f.address} error={errors.address?.message} {...register('address')} />
          <Textarea
            label={r.justification}
            description={r.justificationHint}
            required
            autosize
            minRows={3}
            error={errors.justification?.message}
            {...register('justification')}
          />
          <Button type="submit" disabled={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {isSubmitting ? r.submitting : r.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

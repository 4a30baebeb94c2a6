import { Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { messages, type PersonDetails, peopleMessages, UpdatePersonBody } from '@pathshala/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { OutcomeAlert, useOutcome } from '../../components/feedback/outcome-alert';
import { choices, PersonNameFields } from '../../components/form-fields';
import { useMessages } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import { schemaResolver } from '../../lib/form-resolver';
import { useTrainingCenters, useTrainingPartners } from '../../lib/reference-data';
import { useUpdatePerson } from './api';

type FormInput = z.input<typeof UpdatePersonBody>;
type FormOutput = z.output<typeof UpdatePersonBody>;

/** The server's words that belong beside one field rather than above the form. */
const FIELD_OF_MESSAGE: Record<string, keyof FormInput> = {
  [messages.admin.emailTaken]: 'email',
  [messages.admin.trainingCenterNotFound]: 'trainingCenterId',
  [messages.admin.trainingCenterPartnerMismatch]: 'trainingCenterId',
  [messages.admin.trainingPartnerNotFound]: 'trainingPartnerId',
  [peopleMessages.organisationInactive]: 'trainingCenterId',
};

/** The form's starting values: the person as saved, only the fields their type has. */
function formValues(person: PersonDetails): FormInput {
  const common = {
    // The server keeps only the salutations the contract allows.
    salutation: (person.salutation ?? '') as FormInput['salutation'],
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    address: person.address ?? '',
  };
  return person.type === 'student'
    ? { ...common, dob: person.dob ?? '', currentYearId: person.currentYearId ?? '' }
    : {
        ...common,
        trainingPartnerId: person.trainingPartner?.id ?? '',
        trainingCenterId: person.trainingCenter?.id ?? '',
      };
}

/**
 * Edit a student's or teacher's details; the e-mail is also their username. A teacher's form waits
 * for the partners and centers, so that the selects start on the teacher's own.
 */
export function PersonEditForm({ person }: { person: PersonDetails }) {
  const t = useMessages();
  const partners = useTrainingPartners();
  const centers = useTrainingCenters();
  if (person.type === 'teacher') {
    if (partners.isError || centers.isError) {
      return <OutcomeAlert outcome={{ kind: 'error', body: t.admin.referenceFailed }} />;
    }
    if (!partners.data || !centers.data) return <Text role="status">{t.admin.loading}</Text>;
  }
  return <EditForm person={person} />;
}

function EditForm({ person }: { person: PersonDetails }) {
  const t = useMessages();
  const f = t.admin.fields;
  const p = t.people.person;
  const update = useUpdatePerson();
  const partners = useTrainingPartners();
  const centers = useTrainingCenters();
  const { outcome, clearOutcome, report } = useOutcome();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: schemaResolver(UpdatePersonBody),
    defaultValues: formValues(person),
  });
  const partnerId = Number(watch('trainingPartnerId'));
  const centersOfPartner = centers.data?.filter((center) => center.TP_id === partnerId);

  const onSubmit = handleSubmit((body) =>
    report(async () => {
      try {
        const saved = await update.mutateAsync({ id: person.id, body });
        reset(formValues(saved.data));
        return p.saved;
      } catch (error) {
        const field =
          isApiError(error) && error.serverMessage ? FIELD_OF_MESSAGE[error.serverMessage] : undefined;
        if (!field || !isApiError(error)) throw error;
        setError(field, { message: error.translatedServerMessage }, { shouldFocus: true });
        return null;
      }
    }, p.saveFailed),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={p.detailsTitle}>
      <Stack gap="md">
        <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
        <PersonNameFields
          salutation={register('salutation')}
          firstName={{ ...register('firstName'), error: errors.firstName?.message }}
          lastName={{ ...register('lastName'), error: errors.lastName?.message }}
        />
        {errors.salutation?.message && (
          <Text c="red.8" fz="sm" role="alert">
            {errors.salutation.message}
          </Text>
        )}
        <TextInput
          label={person.type === 'student' ? f.usernameEmail : f.email}
          description={p.usernameNote(person.username)}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        {person.type === 'student' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={f.dob} type="date" required error={errors.dob?.message} {...register('dob')} />
            <TextInput
              label={f.currentYearId}
              inputMode="numeric"
              error={errors.currentYearId?.message}
              {...register('currentYearId')}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={f.trainingPartner}
              required
              data={choices(
                partners.data,
                (partner) => partner.TP_id,
                (partner) => partner.TP_Name,
                p.choose,
              )}
              error={errors.trainingPartnerId?.message}
              {...register('trainingPartnerId')}
            />
            <NativeSelect
              label={f.trainingCenter}
              required
              data={choices(
                centersOfPartner,
                (center) => center.TC_id,
                (center) => center.TC_Name,
                partnerId ? p.choose : p.chooseCenterFirst,
              )}
              error={errors.trainingCenterId?.message}
              {...register('trainingCenterId')}
            />
          </SimpleGrid>
        )}
        <TextInput label={f.address} error={errors.address?.message} {...register('address')} />
        <Button type="submit" loading={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
          {p.save}
        </Button>
      </Stack>
    </form>
  );
}

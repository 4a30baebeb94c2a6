import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CreateTeacherBody } from '@pathshala/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { choices, emptyChoicesHint, PersonNameFields, StatusSelect } from '../../../components/form-fields';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { schemaResolver } from '../../../lib/form-resolver';
import { useTrainingCenters, useTrainingPartners } from '../../../lib/reference-data';
import { useCreateTeacher } from '../api/create-calls';
import {
  checkFirstPassword,
  FIRST_PASSWORD_DEFAULTS,
  FIRST_PASSWORD_FIELDS,
  splitFirstPassword,
} from '../first-password';
import { FirstPasswordFields } from './first-password-fields';
import { GeneratedPasswords } from './generated-passwords';
import type { SlipPerson } from './sign-in-slips';

/** The single form's rules (shared with the server and the bulk upload) and its first password. */
const TeacherForm = CreateTeacherBody.omit({ password: true })
  .extend(FIRST_PASSWORD_FIELDS)
  .superRefine(checkFirstPassword);
type TeacherFormInput = z.input<typeof TeacherForm>;

const EMPTY: TeacherFormInput = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  ...FIRST_PASSWORD_DEFAULTS,
  address: '',
  trainingCenterId: '',
  trainingPartnerId: '',
  registrationStatus: 'A',
};

/** Add Teacher: one teacher account in a training center, answered with its Teacher ID. */
export function AddTeacherForm() {
  const t = useMessages();
  const f = t.admin.fields;
  const partners = useTrainingPartners();
  const centers = useTrainingCenters();
  const createTeacher = useCreateTeacher();
  const { outcome, clearOutcome, report } = useOutcome();
  const [generated, setGenerated] = useState<SlipPerson[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TeacherFormInput, unknown, z.output<typeof TeacherForm>>({
    resolver: schemaResolver(TeacherForm),
    defaultValues: EMPTY,
  });
  const partnerId = Number(watch('trainingPartnerId'));
  const centersOfPartner = centers.data?.filter((center) => center.TP_id === partnerId);

  const onSubmit = handleSubmit((form) =>
    report(async () => {
      setGenerated([]);
      const { account, firstPassword } = splitFirstPassword(form);
      const { teacherId, password } = await createTeacher.mutateAsync({ ...account, ...firstPassword });
      if (password) {
        const name = `${account.firstName} ${account.lastName}`;
        setGenerated([{ name, username: account.email, password }]);
      }
      reset(EMPTY);
      return t.admin.teacher.created(teacherId);
    }, t.admin.teacher.failed),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.admin.addUser.tabs.teacher}>
      <Stack gap="md">
        {(partners.isError || centers.isError) && (
          <OutcomeAlert outcome={{ kind: 'error', body: t.admin.referenceFailed }} />
        )}
        <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
        <GeneratedPasswords people={generated} />
        <TextInput
          label={f.email}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PersonNameFields
          salutation={register('salutation')}
          firstName={{ ...register('firstName'), error: errors.firstName?.message }}
          lastName={{ ...register('lastName'), error: errors.lastName?.message }}
        />
        <FirstPasswordFields
          generate={watch('passwordChoice') === 'generate'}
          passwordChoice={register('passwordChoice')}
          password={{ ...register('password'), error: errors.password?.message }}
          confirmPassword={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
          mustChangePassword={register('mustChangePassword')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={f.trainingPartner}
            required
            data={choices(
              partners.data,
              (p) => p.TP_id,
              (p) => p.TP_Name,
              f.choose,
            )}
            description={emptyChoicesHint(partners.data, {
              text: f.emptyChoices.partner,
              action: f.emptyChoices.toPartners,
              href: paths.admin.partners.getHref(),
            })}
            error={errors.trainingPartnerId?.message}
            {...register('trainingPartnerId')}
          />
          <NativeSelect
            label={f.trainingCenter}
            required
            data={choices(
              centersOfPartner,
              (c) => c.TC_id,
              (c) => c.TC_Name,
              partnerId ? f.choose : t.admin.teacher.chooseCenterFirst,
            )}
            description={
              partnerId
                ? emptyChoicesHint(centersOfPartner, {
                    text: f.emptyChoices.centerOfPartner,
                    action: f.emptyChoices.toPartners,
                    href: paths.admin.partners.getHref(),
                  })
                : undefined
            }
            error={errors.trainingCenterId?.message}
            {...register('trainingCenterId')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={f.address} error={errors.address?.message} {...register('address')} />
          <StatusSelect {...register('registrationStatus')} />
        </SimpleGrid>
        <Button type="submit" disabled={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
          {isSubmitting ? t.admin.teacher.submitting : t.admin.teacher.submit}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CreateStudentBody } from '@pathshala/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { PersonNameFields, StatusSelect } from '../../../components/form-fields';
import { useMessages } from '../../../i18n';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCreateStudent } from '../api/create-calls';
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
const StudentForm = CreateStudentBody.omit({ password: true })
  .extend(FIRST_PASSWORD_FIELDS)
  .superRefine(checkFirstPassword);
type StudentFormInput = z.input<typeof StudentForm>;

const EMPTY: StudentFormInput = {
  username: '',
  salutation: '',
  firstName: '',
  lastName: '',
  ...FIRST_PASSWORD_DEFAULTS,
  dob: '',
  address: '',
  currentYearId: '',
  registrationStatus: 'A',
};

/** Add Student: one student account, answered with its Student ID. */
export function AddStudentForm() {
  const t = useMessages();
  const f = t.admin.fields;
  const createStudent = useCreateStudent();
  const { outcome, clearOutcome, report } = useOutcome();
  const [generated, setGenerated] = useState<SlipPerson[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<StudentFormInput, unknown, z.output<typeof StudentForm>>({
    resolver: schemaResolver(StudentForm),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((form) =>
    report(async () => {
      setGenerated([]);
      const { account, firstPassword } = splitFirstPassword(form);
      const { studentId, password } = await createStudent.mutateAsync({ ...account, ...firstPassword });
      if (password) {
        const name = `${account.firstName} ${account.lastName}`;
        setGenerated([{ name, username: account.username, password }]);
      }
      reset(EMPTY);
      return t.admin.student.created(studentId);
    }, t.admin.student.failed),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.admin.addUser.tabs.student}>
      <Stack gap="md">
        <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
        <GeneratedPasswords people={generated} />
        <TextInput
          label={f.usernameEmail}
          type="email"
          autoComplete="off"
          required
          error={errors.username?.message}
          {...register('username')}
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
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={f.dob} type="date" required error={errors.dob?.message} {...register('dob')} />
          <TextInput
            label={f.currentYearId}
            type="number"
            min={2020}
            max={2030}
            error={errors.currentYearId?.message}
            {...register('currentYearId')}
          />
          <StatusSelect {...register('registrationStatus')} />
        </SimpleGrid>
        <TextInput label={f.address} error={errors.address?.message} {...register('address')} />
        <Button type="submit" disabled={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
          {isSubmitting ? t.admin.student.submitting : t.admin.student.submit}
        </Button>
      </Stack>
    </form>
  );
}

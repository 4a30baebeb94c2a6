import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CreateStudentBody, StudentSalutation } from '@pathshala/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMessages } from '../../../i18n';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCreateStudent } from '../api/create-calls';
import { withPasswordConfirmation } from '../password-confirmation';
import { NewPasswordFields, PersonNameFields, StatusSelect } from './form-fields';
import { OutcomeAlert, useOutcome } from './outcome-alert';

/** The single form's rules (shared with the server and the bulk upload) plus the confirmation. */
const StudentForm = withPasswordConfirmation(CreateStudentBody);
type StudentFormInput = z.input<typeof StudentForm>;

const EMPTY: StudentFormInput = {
  username: '',
  salutation: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StudentFormInput, unknown, z.output<typeof StudentForm>>({
    resolver: schemaResolver(StudentForm),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...body }) =>
    report(async () => {
      const { studentId } = await createStudent.mutateAsync(body);
      reset(EMPTY);
      return t.admin.student.created(studentId);
    }, t.admin.student.failed),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.admin.addUser.tabs.student}>
      <Stack gap="md">
        <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
        <TextInput
          label={f.usernameEmail}
          type="email"
          autoComplete="off"
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <PersonNameFields
          salutationOptions={StudentSalutation.options}
          salutation={register('salutation')}
          firstName={{ ...register('firstName'), error: errors.firstName?.message }}
          lastName={{ ...register('lastName'), error: errors.lastName?.message }}
        />
        <NewPasswordFields
          password={{ ...register('password'), error: errors.password?.message }}
          confirmPassword={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
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

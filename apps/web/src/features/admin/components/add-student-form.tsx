import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CreateStudentBody, messages, StudentSalutation } from '@pathshala/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useMessages } from '../../../i18n';
import { useCreateStudent } from '../api/create-calls';
import { NewPasswordFields, PersonNameFields, StatusSelect } from './form-fields';
import { failureMessage, type Outcome, OutcomeAlert } from './outcome-alert';

/** The single form's rules (shared with the server and the bulk upload) plus the confirmation. */
const StudentForm = CreateStudentBody.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword,
  { message: messages.password.mismatch, path: ['confirmPassword'] },
);
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
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StudentFormInput, unknown, z.output<typeof StudentForm>>({
    resolver: zodResolver(StudentForm),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    setOutcome(null);
    try {
      const { studentId } = await createStudent.mutateAsync(body);
      setOutcome({ kind: 'success', body: t.admin.student.created(studentId) });
      reset(EMPTY);
    } catch (error) {
      setOutcome({ kind: 'error', body: failureMessage(error, t.admin.student.failed) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.admin.addUser.tabs.student}>
      <Stack gap="md">
        <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
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

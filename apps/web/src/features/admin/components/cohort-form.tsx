import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CreateCohortBody, type StudentLookup } from '@pathshala/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMessages } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { lookUpStudent, useCreateCohort } from '../api/create-calls';
import { useCurricula, useTrainingCenters } from '../api/reference-data';
import { choices } from './form-fields';
import { failureMessage, OutcomeAlert, useOutcome } from './outcome-alert';
import { ScrollRegion } from './scroll-region';

const CohortForm = CreateCohortBody.omit({ students: true });
type CohortFormInput = z.input<typeof CohortForm>;
type Student = z.infer<typeof StudentLookup>;
const EMPTY: CohortFormInput = { chName: '', curriculumId: '', trainingCenterId: '' };

/** Add Cohort: name, curriculum, center, and students added by ID (looked up) or removed. */
export function CohortFormPanel() {
  const t = useMessages();
  const c = t.admin.cohort;
  const curricula = useCurricula();
  const centers = useTrainingCenters();
  const createCohort = useCreateCohort();
  const [students, setStudents] = useState<Student[]>([]);
  const [studentId, setStudentId] = useState('');
  const [studentIdError, setStudentIdError] = useState<string | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const { outcome, clearOutcome, report } = useOutcome();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CohortFormInput, unknown, z.output<typeof CohortForm>>({
    resolver: zodResolver(CohortForm),
    defaultValues: EMPTY,
  });

  const addStudent = async () => {
    setStudentIdError(null);
    const id = Number(studentId.trim());
    if (!studentId.trim()) return setStudentIdError(c.enterStudentId);
    if (!Number.isInteger(id) || id <= 0) return setStudentIdError(c.notFound);
    if (students.some((student) => student.ST_id === id)) return setStudentIdError(c.alreadyAdded);
    setLookingUp(true);
    try {
      const student = await lookUpStudent(id);
      setStudents((current) => (current.some((s) => s.ST_id === id) ? current : [...current, student]));
      setStudentId('');
    } catch (error) {
      setStudentIdError(
        isApiError(error) && error.status === 404 ? c.notFound : failureMessage(error, c.notFound),
      );
    } finally {
      setLookingUp(false);
    }
  };

  const onSubmit = handleSubmit((body) =>
    report(async () => {
      const data = await createCohort.mutateAsync({ ...body, students: students.map((s) => s.ST_id) });
      reset(EMPTY);
      setStudents([]);
      return {
        kind: data.studentErrors.length > 0 ? 'warning' : 'success',
        body: (
          <Stack gap={4}>
            <Text>{c.created(data.cohortId)}</Text>
            {data.studentErrors.length > 0 && (
              <>
                <Text fw={600}>{c.studentErrorsTitle}</Text>
                <List size="sm">
                  {data.studentErrors.map((error) => (
                    <List.Item key={error}>{error}</List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        ),
      };
    }, c.failed),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate aria-label={c.title}>
        <Stack gap="md">
          {(curricula.isError || centers.isError) && (
            <OutcomeAlert outcome={{ kind: 'error', body: t.admin.referenceFailed }} />
          )}
          <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
          <TextInput label={c.name} required error={errors.chName?.message} {...register('chName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={c.curriculum}
              required
              data={choices(
                curricula.data,
                (row) => row.CU_id,
                (row) => row.CU_Name,
                t.admin.fields.choose,
              )}
              error={errors.curriculumId?.message}
              {...register('curriculumId')}
            />
            <NativeSelect
              label={c.trainingCenter}
              required
              data={choices(
                centers.data,
                (row) => row.TC_id,
                (row) => row.TC_Name,
                t.admin.fields.choose,
              )}
              error={errors.trainingCenterId?.message}
              {...register('trainingCenterId')}
            />
          </SimpleGrid>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={c.studentId}
              inputMode="numeric"
              value={studentId}
              onChange={(event) => setStudentId(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter adds the student instead of submitting the whole cohort.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void addStudent();
                }
              }}
              error={studentIdError}
              style={{ flex: 1 }}
            />
            <Button variant="default" mt={25} onClick={addStudent} disabled={lookingUp}>
              {lookingUp ? c.lookingUp : c.addStudent}
            </Button>
          </Group>
          <Title order={2} size="h5">
            {c.studentsTitle(students.length)}
          </Title>
          {students.length === 0 ? (
            <Text c="dimmed">{c.noStudents}</Text>
          ) : (
            <ScrollRegion label={c.studentsTitle(students.length)}>
              <Table striped withTableBorder fz="sm" data-testid="cohort-students">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{c.columns.seq}</Table.Th>
                    <Table.Th>{c.columns.id}</Table.Th>
                    <Table.Th>{c.columns.name}</Table.Th>
                    <Table.Th>{c.columns.username}</Table.Th>
                    <Table.Th>{c.columns.status}</Table.Th>
                    <Table.Th>{c.columns.action}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {students.map((student, index) => {
                    const name = `${student.ST_Firstname} ${student.ST_Lastname}`;
                    return (
                      <Table.Tr key={student.ST_id}>
                        <Table.Td>{index + 1}</Table.Td>
                        <Table.Td>{student.ST_id}</Table.Td>
                        <Table.Td>{name}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{student.ST_Username}</Table.Td>
                        <Table.Td>{t.admin.fields.statuses[student.ST_Registrationstatus]}</Table.Td>
                        <Table.Td>
                          <Button
                            variant="outline"
                            color="red.9"
                            size="xs"
                            aria-label={c.removeLabel(name)}
                            onClick={() =>
                              setStudents((current) => current.filter((s) => s.ST_id !== student.ST_id))
                            }
                          >
                            {c.remove}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          )}
          <Button type="submit" disabled={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {isSubmitting ? c.submitting : c.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

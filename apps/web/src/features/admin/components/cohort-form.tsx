import { Anchor, Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CreateCohortWithMembersBody, type PersonOption } from '@pathshala/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { choices, emptyChoicesHint } from '../../../components/form-fields';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCurricula, useTrainingCenters } from '../../../lib/reference-data';
import { useCreateCohortWithMembers } from '../../cohorts/api';
import { PersonPicker } from '../../people/person-picker';

const CohortForm = CreateCohortWithMembersBody.omit({ teacherIds: true, studentIds: true });
type CohortFormInput = z.input<typeof CohortForm>;
const EMPTY: CohortFormInput = { name: '', semester: '', curriculumId: '', trainingCenterId: '' };

/**
 * Add Cohort: name, semester, curriculum and center, and its teachers and students found by typing a
 * name or e-mail. All of it is created at once, or (someone no longer usable) nothing is.
 */
export function CohortFormPanel() {
  const t = useMessages();
  const c = t.admin.cohort;
  const f = t.cohorts.form;
  const curricula = useCurricula();
  const centers = useTrainingCenters();
  const createCohort = useCreateCohortWithMembers();
  const [teachers, setTeachers] = useState<PersonOption[]>([]);
  const [students, setStudents] = useState<PersonOption[]>([]);
  const { outcome, clearOutcome, report } = useOutcome();
  const empty = t.admin.fields.emptyChoices;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CohortFormInput, unknown, z.output<typeof CohortForm>>({
    resolver: schemaResolver(CohortForm),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((body) =>
    report(async () => {
      const { cohortId } = await createCohort.mutateAsync({
        ...body,
        teacherIds: teachers.map((person) => person.id),
        studentIds: students.map((person) => person.id),
      });
      const withoutTeacher = teachers.length === 0;
      reset(EMPTY);
      setTeachers([]);
      setStudents([]);
      return {
        kind: withoutTeacher ? 'warning' : 'success',
        body: (
          <Stack gap={4}>
            <Text>{f.created(body.name)}</Text>
            {withoutTeacher && <Text>{f.noTeacherWarning}</Text>}
            <Anchor component={Link} to={paths.admin.cohort.getHref(cohortId)} fw={600}>
              {f.open}
            </Anchor>
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
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={c.name} required error={errors.name?.message} {...register('name')} />
            <TextInput
              label={f.semester}
              description={f.semesterHint}
              error={errors.semester?.message}
              {...register('semester')}
            />
          </SimpleGrid>
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
              description={emptyChoicesHint(curricula.data, {
                text: empty.curriculum,
                action: empty.toCurriculum,
                href: paths.admin.curriculum.getHref(),
              })}
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
              description={emptyChoicesHint(centers.data, {
                text: empty.center,
                action: empty.toPartners,
                href: paths.admin.partners.getHref(),
              })}
              error={errors.trainingCenterId?.message}
              {...register('trainingCenterId')}
            />
          </SimpleGrid>
          <PersonPicker
            type="teacher"
            label={f.teachers}
            description={f.teachersHint}
            value={teachers}
            onChange={setTeachers}
          />
          <PersonPicker
            type="student"
            label={f.students}
            description={f.studentsHint}
            value={students}
            onChange={setStudents}
          />
          <Text fz="sm" c="dimmed" aria-live="polite">
            {f.studentsChosen(students.length)}
          </Text>
          <Button type="submit" disabled={isSubmitting} w={{ base: '100%', sm: 'fit-content' }}>
            {isSubmitting ? c.submitting : c.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type AssessmentSettings, DEFAULT_ASSESSMENT_SETTINGS } from '@pathshala/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type Messages, useMessages } from '../../../../i18n';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { schemaResolver } from '../../../../lib/form-resolver';
import { useCreateAssessment, useCurricula, useNextAssessmentId } from '../../api/authoring';
import { ControlledNumberInput } from './controlled-number-input';
import { SettingsFields, validPenalty } from './settings-fields';
import type { DraftAssessment, WizardPrefill } from './types';

const wholeNumber = (min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message);

function detailsSchema(c: Messages['teacher']['create']) {
  return z.object({
    name: z.string().trim().min(1, c.nameRequired).max(200),
    description: z.string().trim().max(2000),
    curriculumId: z.string({ error: c.curriculumRequired }).min(1, c.curriculumRequired),
    durationMinutes: z
      .number({ error: c.durationMin })
      .min(1, c.durationMin)
      .max(360)
      .refine((minutes) => Number.isInteger(minutes * 2), c.durationStep),
    totalQuestions: wholeNumber(1, c.totalQuestionsMin).max(200),
    totalMarks: wholeNumber(1, c.totalMarksMin).max(1000),
  });
}
type DetailsForm = z.infer<ReturnType<typeof detailsSchema>>;

/** Which of the spec's create errors a failure is (section 8, create wizard). */
function classifyCreateError(message: string): 'auth' | 'duplicate' | 'other' {
  if (/No token provided|Access denied/i.test(message)) return 'auth';
  if (/duplicate|already exists/i.test(message)) return 'duplicate';
  return 'other';
}

/** Step 1: the read-only next id and the basic details; submitting creates the assessment. */
export function DetailsStep({
  onCreated,
  prefill = {},
}: {
  onCreated: (draft: DraftAssessment) => void;
  prefill?: WizardPrefill;
}) {
  const t = useMessages();
  const c = t.teacher.create;
  const nextId = useNextAssessmentId();
  const curricula = useCurricula();
  const create = useCreateAssessment();
  const [failure, setFailure] = useState<{ kind: 'auth' | 'duplicate' | 'other'; message: string } | null>(
    null,
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DetailsForm>({
    resolver: schemaResolver(detailsSchema(c)),
    defaultValues: {
      name: prefill.name ?? '',
      description: '',
      curriculumId: prefill.curriculumId ? String(prefill.curriculumId) : '',
    },
  });
  const [assessmentId, setAssessmentId] = useState<number | null>(null);
  const [settings, setSettings] = useState<AssessmentSettings>(DEFAULT_ASSESSMENT_SETTINGS);
  useEffect(() => {
    if (nextId.data !== undefined) setAssessmentId(nextId.data);
  }, [nextId.data]);

  const onSubmit = handleSubmit((values) => {
    if (assessmentId === null) return;
    if (!validPenalty(settings.wrongMarks) || !validPenalty(settings.skippedMarks)) return;
    setFailure(null);
    const body = {
      AM_id: assessmentId,
      AM_Name: values.name,
      AM_Description: values.description || undefined,
      AM_Duration: Math.round(values.durationMinutes * 60),
      AM_TotQns: values.totalQuestions,
      AM_TotMarks: values.totalMarks,
      AM_CU_id: Number(values.curriculumId),
      settings,
    };
    create.mutate(body, {
      onSuccess: () =>
        onCreated({
          id: assessmentId,
          name: values.name,
          curriculumId: body.AM_CU_id,
          totalQuestions: body.AM_TotQns,
          totalMarks: body.AM_TotMarks,
        }),
      onError: (error) => {
        // Told apart by the server's own (English) words; shown in the reader's language.
        const kind = classifyCreateError(isApiError(error) ? (error.serverMessage ?? '') : '');
        setFailure({ kind, message: kind === 'auth' ? c.authError : errorMessage(error) });
      },
    });
  });

  const getNewId = async () => {
    const fresh = await nextId.refetch();
    if (fresh.data !== undefined) setAssessmentId(fresh.data);
    setFailure(null);
  };

  if (nextId.isError || curricula.isError) {
    return (
      <Alert color="red" role="alert">
        {c.formLoadFailed}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={640}>
        <TextInput
          label={c.idLabel}
          description={c.idHint}
          value={assessmentId ?? ''}
          readOnly
          variant="filled"
          id="assessment-id"
        />
        <TextInput label={c.nameLabel} required {...register('name')} error={errors.name?.message} />
        <Textarea label={c.descriptionLabel} autosize minRows={2} {...register('description')} />
        <Controller
          control={control}
          name="curriculumId"
          render={({ field }) => (
            <Select
              label={c.curriculumLabel}
              placeholder={c.curriculumPlaceholder}
              required
              data={(curricula.data ?? []).map((cu) => ({ value: String(cu.CU_id), label: cu.CU_Name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errors.curriculumId?.message}
              allowDeselect={false}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <ControlledNumberInput
            control={control}
            name="durationMinutes"
            label={c.durationLabel}
            required
            min={1}
            step={0.5}
            decimalScale={1}
          />
          <ControlledNumberInput
            control={control}
            name="totalQuestions"
            label={c.totalQuestionsLabel}
            required
            min={1}
            allowDecimal={false}
          />
          <ControlledNumberInput
            control={control}
            name="totalMarks"
            label={c.totalMarksLabel}
            required
            min={1}
            allowDecimal={false}
          />
        </SimpleGrid>
        <SettingsFields value={settings} onChange={setSettings} />
        {failure && (
          <Alert color="red" role="alert" title={failure.kind === 'duplicate' ? c.duplicateTitle : undefined}>
            {failure.message}
            {failure.kind === 'duplicate' && (
              <Button size="xs" mt="sm" display="block" onClick={getNewId} loading={nextId.isFetching}>
                {c.getNewId}
              </Button>
            )}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending} disabled={assessmentId === null}>
            {c.createSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CreateItemBody,
  CreateSubconceptBody,
  type CurriculumLevel,
  SUBCONCEPT_DURATION_MAX_SECONDS,
} from '@pathshala/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage, OutcomeAlert } from '../../components/feedback/outcome-alert';
import { useMessages } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import { schemaResolver } from '../../lib/form-resolver';
import type { ItemFields } from './api';

/** What the form starts from when it edits an item. */
export interface ItemValues {
  name: string;
  description: string | null;
  durationSeconds?: number;
}

const DURATION_MAX_MINUTES = SUBCONCEPT_DURATION_MAX_SECONDS / 60;
const minutesOf = (seconds: number | undefined) => Math.round((seconds ?? 0) / 60);

/** The API's own rules for name and description, and whole minutes for a duration. */
function formSchema(level: CurriculumLevel, durationInvalid: string) {
  const body = level === 'subconcept' ? CreateSubconceptBody : CreateItemBody(level);
  return z.object({
    name: body.shape.name,
    description: body.shape.description,
    durationMinutes: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || (/^\d+$/.test(value) && Number(value) <= DURATION_MAX_MINUTES),
        durationInvalid,
      )
      .transform((value) => (value === '' ? 0 : Number(value))),
  });
}

/**
 * Name, description and (for a subconcept) duration in minutes. Adding sends every field; editing
 * sends only what changed. A name a sibling already has (409) is shown beside the name field.
 */
export function ItemForm({
  level,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  level: CurriculumLevel;
  /** Absent when adding. */
  initial?: ItemValues;
  submitLabel: string;
  /** Answers what to announce; null when nothing changed. */
  onSubmit: (fields: ItemFields & { name: string }, changes: ItemFields | null) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useMessages();
  const f = t.curriculumEditor.form;
  const [failure, setFailure] = useState<string | null>(null);
  const schema = formSchema(level, f.durationInvalid);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: schemaResolver(schema),
    defaultValues: {
      name: initial?.name ?? '',
      description: initial?.description ?? '',
      durationMinutes: String(minutesOf(initial?.durationSeconds)),
    },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const fields = {
      name: values.name,
      description: values.description ?? null,
      ...(level === 'subconcept' ? { durationSeconds: values.durationMinutes * 60 } : {}),
    };
    const changes: ItemFields = {};
    if (initial) {
      if (fields.name !== initial.name) changes.name = fields.name;
      if (fields.description !== (initial.description ?? null)) changes.description = fields.description;
      if (level === 'subconcept' && values.durationMinutes !== minutesOf(initial.durationSeconds)) {
        changes.durationSeconds = values.durationMinutes * 60;
      }
    }
    try {
      await onSubmit(fields, initial && Object.keys(changes).length === 0 ? null : changes);
      if (!initial) reset();
    } catch (error) {
      // A duplicate name among live siblings is the name field's problem.
      if (isApiError(error) && error.status === 409 && error.serverMessage) {
        setError('name', { message: error.translatedServerMessage }, { shouldFocus: true });
      } else {
        setFailure(failureMessage(error, f.failed));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={initial ? f.editTitle(level) : f.addTitle(level)}>
      <Stack gap="sm">
        <OutcomeAlert outcome={failure ? { kind: 'error', body: failure } : null} />
        <TextInput
          label={f.name}
          required
          error={errors.name?.message}
          data-autofocus
          {...register('name')}
        />
        <Textarea
          label={f.description}
          description={f.descriptionHint}
          autosize
          minRows={2}
          maxRows={6}
          error={errors.description?.message}
          {...register('description')}
        />
        {level === 'subconcept' && (
          <TextInput
            label={f.durationMinutes}
            description={f.durationHint}
            inputMode="numeric"
            error={errors.durationMinutes?.message}
            {...register('durationMinutes')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              {t.admin.cancel}
            </Button>
          )}
          <Button type="submit" disabled={isSubmitting} w={{ base: '100%', xs: 'auto' }}>
            {isSubmitting ? f.saving : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The add or edit form in a dialog. */
export function ItemFormDialog({
  opened,
  title,
  onClose,
  ...form
}: Parameters<typeof ItemForm>[0] & { opened: boolean; title: string; onClose: () => void }) {
  const t = useMessages();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t.admin.cancel }}
    >
      {/* A new form for each opening, so it starts from the item's current values. */}
      {opened && <ItemForm {...form} onCancel={onClose} />}
    </Modal>
  );
}

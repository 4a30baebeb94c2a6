import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { organisationMessages, PartnerBody, type TrainingPartnerItem } from '@pathshala/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage, OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCreatePartner, useRenamePartner } from '../api';

/** Creating a partner (no partner given) or renaming one. */
export type PartnerDialogState = { mode: 'create' } | { mode: 'rename'; partner: TrainingPartnerItem } | null;

/** The partner form in a dialog; a name another partner has is named next to the field. */
export function PartnerDialog({
  state,
  onDone,
  onClose,
}: {
  state: PartnerDialogState;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const t = useMessages().organisation;
  const f = t.partnerForm;
  const createPartner = useCreatePartner();
  const renamePartner = useRenamePartner();
  const { outcome, setOutcome, clearOutcome } = useOutcome();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof PartnerBody>, unknown, PartnerBody>({
    resolver: schemaResolver(PartnerBody),
    defaultValues: { name: '' },
  });

  // Each opening starts from the partner's name (or nothing) and no message.
  useEffect(() => {
    if (state) reset({ name: state.mode === 'rename' ? state.partner.name : '' });
    setOutcome(null);
  }, [state, reset, setOutcome]);

  const onSubmit = handleSubmit(async (body) => {
    clearOutcome();
    try {
      const saved =
        state?.mode === 'rename'
          ? await renamePartner.mutateAsync({ id: state.partner.id, body })
          : await createPartner.mutateAsync(body);
      onDone(state?.mode === 'rename' ? f.saved(saved.name) : f.created(saved.name));
    } catch (error) {
      if (isApiError(error) && error.serverMessage === organisationMessages.partnerNameTaken(body.name)) {
        setError('name', { message: error.translatedServerMessage });
      } else {
        setOutcome({ kind: 'error', body: failureMessage(error, f.failed) });
      }
    }
  });

  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={state?.mode === 'rename' ? f.renameTitle(state.partner.name) : f.createTitle}
      centered
      closeButtonProps={{ 'aria-label': t.cancel }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <OutcomeAlert outcome={outcome} />
          <TextInput
            label={f.name}
            required
            data-autofocus
            error={errors.name?.message}
            {...register('name')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? f.saving : state?.mode === 'rename' ? f.save : f.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  CenterBody,
  organisationMessages as m,
  type TrainingCenterItem,
  type TrainingPartnerItem,
} from '@pathshala/contracts';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage, OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form-resolver';
import { useTrainingPartners } from '../../../lib/reference-data';
import { useCreateCenter, useUpdateCenter } from '../api';

/** Adding a center to a partner, or editing one. */
export type CenterDialogState =
  | { mode: 'create'; partner: TrainingPartnerItem }
  | { mode: 'edit'; center: TrainingCenterItem }
  | null;

type CenterInput = z.input<typeof CenterBody>;

function startingValues(state: NonNullable<CenterDialogState>): CenterInput {
  if (state.mode === 'create') {
    return {
      partnerId: String(state.partner.id),
      name: '',
      address: '',
      spocName: '',
      spocPhone: '',
      spocEmail: '',
      currentYear: '',
    };
  }
  const { center } = state;
  return {
    partnerId: String(center.partner.id),
    name: center.name,
    address: center.address ?? '',
    spocName: center.spocName ?? '',
    spocPhone: center.spocPhone ?? '',
    spocEmail: center.spocEmail ?? '',
    currentYear: center.currentYear === null ? '' : String(center.currentYear),
  };
}

/**
 * Every field of a center in a dialog. The partner list offers active partners (and the center's
 * own, even when deactivated); the server's answers about the name or partner show at those fields.
 */
export function CenterDialog({
  state,
  onDone,
  onClose,
}: {
  state: CenterDialogState;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const t = useMessages().organisation;
  const f = t.centerForm;
  const partners = useTrainingPartners();
  const createCenter = useCreateCenter();
  const updateCenter = useUpdateCenter();
  const { outcome, setOutcome, clearOutcome } = useOutcome();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CenterInput, unknown, CenterBody>({ resolver: schemaResolver(CenterBody) });

  useEffect(() => {
    if (state) reset(startingValues(state));
    setOutcome(null);
  }, [state, reset, setOutcome]);

  const own = state?.mode === 'create' ? state.partner : state?.center.partner;
  const options = (partners.data ?? []).map((partner) => ({
    value: String(partner.TP_id),
    label: partner.TP_Name,
  }));
  if (own && !options.some((option) => option.value === String(own.id))) {
    const label = own.status === 'A' ? own.name : f.inactivePartner(own.name);
    options.push({ value: String(own.id), label });
  }
  const chosenPartner = String(useWatch({ control, name: 'partnerId' }) ?? '');
  const moving = state?.mode === 'edit' && chosenPartner !== String(state.center.partner.id);
  // As the server names it in its answers (the list's label may say '(inactive)').
  const partnerName = (id: number) =>
    id === own?.id ? own.name : (partners.data?.find((partner) => partner.TP_id === id)?.TP_Name ?? '');

  const onSubmit = handleSubmit(async (body) => {
    clearOutcome();
    try {
      const saved =
        state?.mode === 'edit'
          ? await updateCenter.mutateAsync({ id: state.center.id, body })
          : await createCenter.mutateAsync(body);
      onDone(state?.mode === 'edit' ? f.saved(saved.name) : f.created(saved.name));
    } catch (error) {
      const message = isApiError(error) ? error.serverMessage : undefined;
      const name = partnerName(body.partnerId);
      const shown = isApiError(error) ? error.translatedServerMessage : undefined;
      if (message && message === m.centerNameTaken(body.name, name)) setError('name', { message: shown });
      else if (message && (message === m.partnerNotFound || message === m.partnerInactive(name))) {
        setError('partnerId', { message: shown });
      } else setOutcome({ kind: 'error', body: failureMessage(error, f.failed) });
    }
  });

  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={state?.mode === 'edit' ? f.editTitle(state.center.name) : f.createTitle}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t.cancel }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <OutcomeAlert outcome={outcome} />
          {partners.isError && <OutcomeAlert outcome={{ kind: 'error', body: f.partnersFailed }} />}
          <TextInput
            label={f.name}
            required
            data-autofocus
            error={errors.name?.message}
            {...register('name')}
          />
          <NativeSelect
            label={f.partner}
            required
            data={[{ value: '', label: f.choose }, ...options]}
            error={errors.partnerId?.message}
            {...register('partnerId')}
          />
          {moving && (
            <Text size="sm" c="dimmed">
              {f.moveNote}
            </Text>
          )}
          <TextInput label={f.address} error={errors.address?.message} {...register('address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={f.spocName} error={errors.spocName?.message} {...register('spocName')} />
            <TextInput
              label={f.spocPhone}
              type="tel"
              error={errors.spocPhone?.message}
              {...register('spocPhone')}
            />
            <TextInput
              label={f.spocEmail}
              type="email"
              error={errors.spocEmail?.message}
              {...register('spocEmail')}
            />
            <TextInput
              label={f.currentYear}
              type="number"
              min={2020}
              max={2030}
              error={errors.currentYear?.message}
              {...register('currentYear')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? f.saving : state?.mode === 'edit' ? f.save : f.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

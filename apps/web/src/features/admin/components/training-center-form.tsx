import { Anchor, Button, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CreateTrainingCenterBody } from '@pathshala/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { OutcomeAlert, useOutcome } from '../../../components/feedback/outcome-alert';
import { choices, PasswordField, StatusSelect } from '../../../components/form-fields';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { schemaResolver } from '../../../lib/form-resolver';
import { useTrainingPartners } from '../../../lib/reference-data';
import { useCreateTrainingCenter } from '../api/create-calls';

type TrainingCenterInput = z.input<typeof CreateTrainingCenterBody>;
const EMPTY: TrainingCenterInput = {
  tcName: '',
  tcAddress: '',
  tcSpocName: '',
  tcSpocPhNo: '',
  tcSpocEmail: '',
  tcSpocPassword: '',
  currentYearId: '',
  tcRegistrationStatus: 'A',
  trainingPartnerId: '',
};

/** Add Training Center: a center under a training partner, answered with its TC ID. */
export function TrainingCenterForm() {
  const t = useMessages();
  const c = t.admin.trainingCenter;
  const partners = useTrainingPartners();
  const createCenter = useCreateTrainingCenter();
  const { outcome, clearOutcome, report } = useOutcome();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TrainingCenterInput, unknown, z.output<typeof CreateTrainingCenterBody>>({
    resolver: schemaResolver(CreateTrainingCenterBody),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((body) =>
    report(async () => {
      const { trainingCenterId } = await createCenter.mutateAsync(body);
      reset(EMPTY);
      return c.created(trainingCenterId);
    }, c.failed),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate aria-label={c.title}>
        <Stack gap="md">
          {partners.isError && <OutcomeAlert outcome={{ kind: 'error', body: t.admin.referenceFailed }} />}
          <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
          <TextInput label={c.name} required error={errors.tcName?.message} {...register('tcName')} />
          <NativeSelect
            label={c.partner}
            required
            data={choices(
              partners.data,
              (p) => p.TP_id,
              (p) => p.TP_Name,
              t.admin.fields.choose,
            )}
            error={errors.trainingPartnerId?.message}
            {...register('trainingPartnerId')}
          />
          <Anchor component={Link} to={paths.admin.partners.getHref()} fz="sm" w="fit-content">
            {t.organisation.addPartnerLink}
          </Anchor>
          <TextInput label={c.address} error={errors.tcAddress?.message} {...register('tcAddress')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={c.spocName} error={errors.tcSpocName?.message} {...register('tcSpocName')} />
            <TextInput
              label={c.spocPhone}
              type="tel"
              error={errors.tcSpocPhNo?.message}
              {...register('tcSpocPhNo')}
            />
            <TextInput
              label={c.spocEmail}
              type="email"
              error={errors.tcSpocEmail?.message}
              {...register('tcSpocEmail')}
            />
            <PasswordField
              label={c.spocPassword}
              autoComplete="new-password"
              error={errors.tcSpocPassword?.message}
              {...register('tcSpocPassword')}
            />
            <TextInput
              label={c.currentYearId}
              type="number"
              min={2020}
              max={2030}
              error={errors.currentYearId?.message}
              {...register('currentYearId')}
            />
            <StatusSelect label={c.status} {...register('tcRegistrationStatus')} />
          </SimpleGrid>
          <Button type="submit" disabled={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {isSubmitting ? c.submitting : c.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { CohortSummary } from '@pathshala/contracts';
import { type FormEvent, useState } from 'react';
import { failureMessage, OutcomeAlert, useOutcome } from '../../components/feedback/outcome-alert';
import { useMessages } from '../../i18n';
import { isApiError } from '../../lib/api-client';
import { useUpdateCohort } from './api';

/** Rename a cohort or change its semester; a name taken in the center is shown beside the field. */
export function RenameForm({ cohort, onDone }: { cohort: CohortSummary; onDone: (message: string) => void }) {
  const t = useMessages();
  const r = t.cohorts.rename;
  const [name, setName] = useState(cohort.name);
  const [semester, setSemester] = useState(cohort.semester ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const { outcome, clearOutcome, setOutcome } = useOutcome();
  const update = useUpdateCohort(cohort.id);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(null);
    clearOutcome();
    if (name.trim() === '') {
      setNameError(r.nameRequired);
      return;
    }
    try {
      await update.mutateAsync({ name: name.trim(), semester: semester.trim() });
      onDone(r.saved);
    } catch (error) {
      // A duplicate name is about the name field: say it there.
      if (isApiError(error) && error.status === 409) setNameError(failureMessage(error, r.nameTaken));
      else setOutcome({ kind: 'error', body: failureMessage(error, r.failed) });
    }
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={save} noValidate aria-label={r.title}>
        <Stack gap="sm">
          <Title order={2} size="h5">
            {r.title}
          </Title>
          <OutcomeAlert outcome={outcome} onClose={clearOutcome} />
          <TextInput
            label={r.name}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            maxLength={100}
            data-autofocus
          />
          <TextInput
            label={r.semester}
            description={r.semesterHint}
            value={semester}
            onChange={(event) => setSemester(event.currentTarget.value)}
            maxLength={100}
          />
          <Group gap="sm">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? r.saving : r.save}
            </Button>
            <Button variant="default" onClick={() => onDone('')} disabled={update.isPending}>
              {t.admin.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

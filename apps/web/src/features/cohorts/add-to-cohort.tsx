import { Button, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CohortSummary, MemberRole, MembersChanged } from '@pathshala/contracts';
import { useState } from 'react';
import { failureMessage } from '../../components/feedback/outcome-alert';
import { useMessages } from '../../i18n';
import { useChangeMembers, useCohortList } from './api';
import { MembersResult } from './members-result';

const SEARCH_DEBOUNCE_MS = 250;
/** Cohorts offered at once; typing narrows them by name. */
const OFFERED = 50;

const optionLabel = (cohort: CohortSummary) => `${cohort.name} (${cohort.trainingCenter.name})`;

/**
 * Puts people just created (a bulk upload) into a cohort: choose the cohort by typing its name, then
 * one call adds them all; the answer says who was added and who could not be.
 */
export function AddToCohort({ role, personIds }: { role: MemberRole; personIds: number[] }) {
  const c = useMessages().cohorts;
  const b = c.bulk;
  const [chosen, setChosen] = useState<CohortSummary | null>(null);
  const [search, setSearch] = useState('');
  // The field shows the chosen cohort's label: that is no search.
  const typed = chosen && search === optionLabel(chosen) ? '' : search.trim();
  const [q] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const cohorts = useCohortList({ q: q || undefined, page: 1, pageSize: OFFERED });
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<MembersChanged | null>(null);
  const change = useChangeMembers();

  const offered = cohorts.data?.items ?? [];
  const options =
    chosen && !offered.some((cohort) => cohort.id === chosen.id) ? [chosen, ...offered] : offered;

  const add = async () => {
    setError(null);
    setResult(null);
    if (!chosen) return setError(b.chooseCohort);
    try {
      setResult(
        await change.mutateAsync({
          cohortId: chosen.id,
          change: 'add',
          ...(role === 'student' ? { studentIds: personIds } : { teacherIds: personIds }),
        }),
      );
    } catch (failure) {
      setError(failureMessage(failure, c.add.failed));
    }
  };

  return (
    <Stack gap="sm" data-testid="add-to-cohort">
      <Group align="flex-end" gap="sm">
        <Select
          label={b.cohort}
          placeholder={b.cohortSearch}
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          // The server already matched the name; the list shows what it answered.
          filter={({ options: all }) => all}
          data={options.map((cohort) => ({ value: String(cohort.id), label: optionLabel(cohort) }))}
          value={chosen ? String(chosen.id) : null}
          onChange={(value) => {
            setError(null);
            setChosen(options.find((cohort) => String(cohort.id) === value) ?? null);
          }}
          nothingFoundMessage={cohorts.isPending ? c.add.working : b.noCohorts}
          error={error}
          w={{ base: '100%', sm: 360 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button onClick={add} disabled={change.isPending} w={{ base: '100%', sm: 'fit-content' }}>
          {change.isPending ? b.adding : b.add}
        </Button>
      </Group>
      {result && <MembersResult result={result} onClose={() => setResult(null)} />}
    </Stack>
  );
}

import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type PersonSummary, type PersonType, RegistrationStatus } from '@pathshala/contracts';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingOrRetry } from '../../components/feedback/loading-or-retry';
import { PageNav, pageCountOf } from '../../components/layout/page-nav';
import { StatusBadge } from '../../components/status-badge';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useTrainingCenters } from '../../lib/reference-data';
import { useCohortChoices, usePeopleList } from './api';

const PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

/** The list's filters live in the address, so Back from a person returns to the same page and filters. */
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const number = (key: string) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const status = RegistrationStatus.safeParse(params.get('status'));
  const filters = {
    q: params.get('q') ?? '',
    trainingCenterId: number('center'),
    cohortId: number('cohort'),
    status: status.success ? status.data : undefined,
    page: number('page') ?? 1,
  };
  /** Changes some filters; any change but the page's goes back to page 1. */
  const update = (changes: Partial<Record<'q' | 'center' | 'cohort' | 'status' | 'page', string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, update, clear };
}

/** Browse students or teachers: search, filter by center, cohort and status, paged on the server. */
export function PeopleList({ type }: { type: PersonType }) {
  const t = useMessages();
  const l = t.people.list;
  const statuses = t.people.person.statuses;
  const { filters, update, clear } = useListFilters();
  const [searchText, setSearchText] = useState(filters.q);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [cohortSearch, setCohortSearch] = useState('');
  const [debouncedCohortSearch] = useDebouncedValue(cohortSearch.trim(), SEARCH_DEBOUNCE_MS);
  const resultsId = useId();

  // The typed text reaches the address (and the server) once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text updates the address
  useEffect(() => {
    if (debouncedSearch !== filters.q) update({ q: debouncedSearch });
  }, [debouncedSearch]);

  const centers = useTrainingCenters();
  const cohortChoices = useCohortChoices(filters.trainingCenterId, debouncedCohortSearch);
  const people = usePeopleList({
    type,
    q: filters.q || undefined,
    trainingCenterId: filters.trainingCenterId,
    cohortId: filters.cohortId,
    status: filters.status,
    page: filters.page,
    pageSize: PAGE_SIZE,
  });

  const cohortOptions = (cohortChoices.data ?? []).map((cohort) => ({
    value: String(cohort.id),
    label: `${cohort.name} (${cohort.trainingCenter.name})`,
  }));
  const filtered =
    filters.q || filters.trainingCenterId || filters.cohortId || filters.status || searchText.trim();
  const data = people.data;
  const from = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? from + data.items.length - 1 : 0;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-label={l.filtersLabel(type)}>
        <Stack gap="sm">
          <TextInput
            label={l.searchLabel}
            placeholder={l.searchPlaceholder}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            maxLength={100}
            autoComplete="off"
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={l.centerLabel}
              value={filters.trainingCenterId ? String(filters.trainingCenterId) : ''}
              onChange={(event) => update({ center: event.currentTarget.value, cohort: '' })}
              data={[
                { value: '', label: l.anyCenter },
                ...(centers.data ?? []).map((center) => ({
                  value: String(center.TC_id),
                  label: center.TC_Name,
                })),
              ]}
            />
            <Select
              label={l.cohortLabel}
              placeholder={l.cohortPlaceholder}
              searchable
              clearable
              value={filters.cohortId ? String(filters.cohortId) : null}
              onChange={(value) => update({ cohort: value ?? '' })}
              searchValue={cohortSearch}
              onSearchChange={setCohortSearch}
              // The server already matched the text; a second filter here would hide its answers.
              filter={({ options }) => options}
              data={cohortOptions}
              nothingFoundMessage={l.noCohorts}
              comboboxProps={{ withinPortal: true }}
            />
            <NativeSelect
              label={l.statusLabel}
              value={filters.status ?? ''}
              onChange={(event) => update({ status: event.currentTarget.value })}
              data={[
                { value: '', label: l.any },
                ...RegistrationStatus.options.map((value) => ({ value, label: statuses[value] })),
              ]}
            />
          </SimpleGrid>
          {filtered && (
            <Group>
              <Button
                variant="subtle"
                onClick={() => {
                  setSearchText('');
                  setCohortSearch('');
                  clear();
                }}
              >
                {l.clearFilters}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>

      <LoadingOrRetry query={people} loadFailed={l.loadFailed(type)} />
      {data && (
        <section aria-labelledby={resultsId} aria-busy={people.isFetching}>
          <Group justify="space-between" mb="sm" gap="xs">
            <Text fw={600} id={resultsId} role="status">
              {l.total(type, data.total)}
            </Text>
            {data.items.length > 0 && (
              <Text fz="sm" c="dimmed">
                {l.showing(from, to, data.total)}
              </Text>
            )}
          </Group>
          {data.items.length === 0 ? (
            <Text c="dimmed">
              {filtered ? (
                l.empty(type)
              ) : (
                // A school with nobody yet: where people are added.
                <>
                  {l.none(type)}{' '}
                  <Anchor component={Link} to={paths.admin.addUser.getHref()} fw={600}>
                    {l.addFirst}
                  </Anchor>
                </>
              )}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.items.map((person) => (
                <PersonRow key={person.id} person={person} />
              ))}
            </Stack>
          )}
          <Group mt="md">
            <PageNav
              label={l.pagesLabel(type)}
              page={data.page}
              pageCount={pageCountOf(data.total, data.pageSize)}
              onChange={(page) => update({ page: String(page) })}
            />
          </Group>
        </section>
      )}
    </Stack>
  );
}

function PersonRow({ person }: { person: PersonSummary }) {
  const t = useMessages();
  const l = t.people.list;
  return (
    <Paper component="li" withBorder p="sm" data-testid="person-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={paths.admin.person.getHref(person.id)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {person.name}
          </Anchor>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {person.email}
          </Text>
          {person.trainingCenter && (
            <Text fz="sm" c="dimmed">
              {l.center(person.trainingCenter.name)}
            </Text>
          )}
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {person.cohorts.length > 0
              ? l.cohorts(person.cohorts.map((cohort) => cohort.name).join(', '))
              : l.noCohort}
          </Text>
          <Text fz="xs" c="dimmed">
            {person.lastSignInAt ? l.lastSignIn(formatDateTime(person.lastSignInAt)) : l.neverSignedIn}
          </Text>
        </Stack>
        <StatusBadge status={person.status} text={t.people.person.statuses[person.status]} />
      </Group>
    </Paper>
  );
}

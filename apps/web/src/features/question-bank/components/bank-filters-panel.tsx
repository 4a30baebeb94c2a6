import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { QuestionUse } from '@pathshala/contracts';
import { useEffect, useState } from 'react';
import { useMessages } from '../../../i18n';
import { useAuthors } from '../api/authors';
import { usePlaces } from '../api/places';
import { BANK_STATUSES, type BankFilterState, isFiltered } from '../bank-filters';
import { PLACE_LEVELS, type PlaceIds, placeChainOf } from '../place-tree';
import { PlacePickers } from './place-pickers';

const SEARCH_DEBOUNCE_MS = 300;
/** The marks a filter offers: the common ones (a question may have any half-step up to 100). */
const MARKS_CHOICES = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** Every place level, set or cleared, so a change replaces the whole place. */
const placeChange = (ids: PlaceIds): PlaceIds =>
  Object.fromEntries(PLACE_LEVELS.map((level) => [level, ids[level]])) as PlaceIds;

/** Place, use, status, words, author and marks; the words reach the address once typing pauses. */
export function BankFiltersPanel({
  filters,
  update,
  clear,
}: {
  filters: BankFilterState;
  update: (changes: Partial<BankFilterState>) => void;
  clear: () => void;
}) {
  const t = useMessages().questionBank;
  const l = t.list;
  const places = usePlaces();
  const authors = useAuthors();
  const [searchText, setSearchText] = useState(filters.text);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text updates the address
  useEffect(() => {
    if (debouncedSearch !== filters.text) update({ text: debouncedSearch });
  }, [debouncedSearch]);

  // A link may name only a subconcept: the pickers show the chain above it.
  const place = places.data ? placeChainOf(places.data, filters) : {};
  const marksChoices = [...new Set([...MARKS_CHOICES, ...(filters.marks ? [filters.marks] : [])])].sort(
    (a, b) => a - b,
  );

  return (
    <Paper withBorder p="md" component="section" aria-label={l.filtersLabel}>
      <Stack gap="sm">
        <TextInput
          label={l.searchLabel}
          placeholder={l.searchPlaceholder}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          maxLength={200}
          autoComplete="off"
        />
        {places.data && (
          <PlacePickers
            tree={places.data}
            value={place}
            mode="filter"
            onChange={(ids) => update(placeChange(ids))}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          <NativeSelect
            label={l.useLabel}
            value={filters.use ?? ''}
            onChange={(event) => {
              const use = QuestionUse.safeParse(event.currentTarget.value);
              update({ use: use.success ? use.data : undefined });
            }}
            data={[
              { value: '', label: l.any },
              ...QuestionUse.options.map((value) => ({ value, label: t.uses[value] })),
            ]}
          />
          <NativeSelect
            label={l.statusLabel}
            value={filters.status}
            onChange={(event) => update({ status: event.currentTarget.value as BankFilterState['status'] })}
            data={BANK_STATUSES.map((value) => ({ value, label: t.statuses[value] }))}
          />
          <NativeSelect
            label={l.authorLabel}
            value={filters.author === undefined ? '' : String(filters.author)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              update({ author: value === 'me' ? 'me' : Number(value) > 0 ? Number(value) : undefined });
            }}
            data={[
              { value: '', label: l.anyAuthor },
              { value: 'me', label: l.mine },
              ...(authors.data ?? []).map((author) => ({ value: String(author.id), label: author.name })),
            ]}
          />
          <NativeSelect
            label={l.marksLabel}
            value={filters.marks === undefined ? '' : String(filters.marks)}
            onChange={(event) => {
              const marks = Number(event.currentTarget.value);
              update({ marks: marks > 0 ? marks : undefined });
            }}
            data={[
              { value: '', label: l.anyMarks },
              ...marksChoices.map((marks) => ({ value: String(marks), label: t.marks(marks) })),
            ]}
          />
        </SimpleGrid>
        {(isFiltered(filters) || searchText.trim()) && (
          <Group>
            <Button
              variant="subtle"
              onClick={() => {
                setSearchText('');
                clear();
              }}
            >
              {l.clearFilters}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

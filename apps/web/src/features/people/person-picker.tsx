import { Badge, Combobox, Group, Loader, Pill, PillsInput, Stack, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PersonOption, PersonType } from '@pathshala/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useMessages } from '../../i18n';
import { adminPersonSearch, type PersonSearchFn, peopleKeys } from './api';

/** Fewer characters than this match half the school: nothing is asked until then. */
export const PERSON_SEARCH_MIN_CHARS = 2;
const SEARCH_DEBOUNCE_MS = 250;

export interface PersonPickerProps {
  type: PersonType;
  value: PersonOption[];
  onChange(next: PersonOption[]): void;
  label: string;
  description?: string;
  error?: string;
  /** Replaces the admin search (e.g. a teacher looking for colleagues). */
  searchFn?: PersonSearchFn;
  /** At most this many people (1 for a single choice); unlimited when left out. */
  maxSelected?: number;
  /** Characters typed before searching (the colleague search needs more than the admin's). */
  minChars?: number;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Pick students or teachers by typing part of a name or e-mail: search as you type, several at
 * once, chosen people shown as removable chips. Arrow keys move through matches, Enter picks one,
 * Backspace in an empty field removes the last chip, Escape closes the list.
 */
export function PersonPicker({
  type,
  value,
  onChange,
  label,
  description,
  error,
  searchFn,
  maxSelected,
  minChars = PERSON_SEARCH_MIN_CHARS,
  required,
  disabled,
}: PersonPickerProps) {
  const t = useMessages().people.picker;
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A custom search gets a cache of its own: two pickers never share each other's answers.
  const customScope = useId();
  const scope = searchFn ? customScope : 'admin';
  const find = useMemo(() => searchFn ?? adminPersonSearch(type), [searchFn, type]);
  const ready = debounced.length >= minChars;
  const results = useQuery({
    queryKey: peopleKeys.search(scope, type, debounced),
    queryFn: ({ signal }) => find(debounced, signal),
    enabled: ready && !disabled,
    staleTime: 30_000,
  });

  const chosenIds = new Set(value.map((person) => person.id));
  const options = (results.data ?? []).filter((person) => !chosenIds.has(person.id));
  const full = maxSelected !== undefined && value.length >= maxSelected;
  const typing = search.trim() !== debounced;

  const pick = (id: string) => {
    const person = options.find((option) => String(option.id) === id);
    if (!person || full) return;
    onChange([...value, person]);
    setSearch('');
    combobox.resetSelectedOption();
    if (maxSelected !== undefined && value.length + 1 >= maxSelected) combobox.closeDropdown();
  };
  const remove = (id: number) => onChange(value.filter((person) => person.id !== id));

  const statusWords = { A: null, I: t.inactive, P: t.pending } as const;
  let notice: string | null = null;
  if (full) notice = t.full(maxSelected ?? 0);
  else if (!ready) notice = t.typeMore(minChars);
  else if (results.isError) notice = t.searchFailed;
  else if (typing || results.isPending || results.isFetching) notice = t.searching;
  else if (options.length === 0) notice = t.noMatch;

  return (
    <Combobox store={combobox} onOptionSubmit={pick} disabled={disabled}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={label}
          description={description}
          error={error}
          required={required}
          disabled={disabled}
          onClick={() => combobox.openDropdown()}
          rightSection={ready && results.isFetching ? <Loader size="xs" /> : null}
        >
          <Pill.Group>
            {value.map((person) => (
              <Pill
                key={person.id}
                withRemoveButton={!disabled}
                onRemove={() => remove(person.id)}
                // Reachable and named, so anyone can remove one particular person, not only the last.
                removeButtonProps={{ 'aria-label': t.remove(person.name), 'aria-hidden': false, tabIndex: 0 }}
                title={person.email}
              >
                {person.name}
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                value={search}
                placeholder={full ? undefined : t.placeholder}
                autoComplete="off"
                readOnly={full}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                    event.preventDefault();
                    remove(value[value.length - 1]!.id);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown>
        <Combobox.Options aria-label={t.matches(label)}>
          {!full &&
            ready &&
            options.map((person) => (
              <Combobox.Option
                value={String(person.id)}
                key={person.id}
                aria-label={t.option(person.name, person.email)}
              >
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={500} truncate>
                      {person.name}
                    </Text>
                    <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {person.email}
                    </Text>
                  </Stack>
                  {statusWords[person.status] && (
                    <Badge size="xs" color="gray" variant="light">
                      {statusWords[person.status]}
                    </Badge>
                  )}
                </Group>
              </Combobox.Option>
            ))}
          {notice && <Combobox.Empty aria-live="polite">{notice}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

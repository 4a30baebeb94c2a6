import { MantineProvider } from '@mantine/core';
import type { PersonOption } from '@pathshala/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createAppTheme, cssVariablesResolver } from '../../app/theme';
import { PersonPicker, type PersonPickerProps } from './person-picker';

const asha: PersonOption = {
  id: 11,
  name: 'Asha Verma',
  email: 'asha@school.example',
  username: 'asha@school.example',
  type: 'student',
  status: 'A',
};
const ashok: PersonOption = { ...asha, id: 12, name: 'Ashok Rao', email: 'ashok@school.example' };
const ravi: PersonOption = { ...asha, id: 13, name: 'Ravi Das', email: 'ravi@school.example' };
const everyone = [asha, ashok, ravi];

/** A search that answers from the list above, as the server would: by name or e-mail fragment. */
function fakeSearch() {
  return vi.fn(async (text: string) =>
    everyone.filter((person) => `${person.name} ${person.email}`.toLowerCase().includes(text.toLowerCase())),
  );
}

function Harness(props: Partial<PersonPickerProps> & { initial?: PersonOption[] }) {
  const [value, setValue] = useState<PersonOption[]>(props.initial ?? []);
  return (
    <>
      <PersonPicker type="student" label="Students" value={value} onChange={setValue} {...props} />
      <output data-testid="chosen">{value.map((person) => person.id).join(',')}</output>
    </>
  );
}

function renderPicker(props: Partial<PersonPickerProps> & { initial?: PersonOption[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // env="test": jsdom lays nothing out, so the dropdown must not hide as if scrolled away from its field.
  return render(
    <MantineProvider theme={createAppTheme()} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={client}>
        <Harness {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const chosen = () => screen.getByTestId('chosen').textContent;

describe('PersonPicker', () => {
  it('searches as the admin types (debounced, not below two characters) and shows name and e-mail', async () => {
    const searchFn = fakeSearch();
    renderPicker({ searchFn });
    const field = screen.getByLabelText('Students');
    await userEvent.type(field, 'a');
    expect(await screen.findByText('Type at least 2 characters to search')).toBeInTheDocument();
    await userEvent.type(field, 'sh');
    expect(
      await screen.findByRole('option', { name: 'Asha Verma (asha@school.example)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ashok@school.example')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Ravi/ })).not.toBeInTheDocument();
    // Typing 'sh' quickly asks once, for the whole text, never for every keystroke.
    expect(searchFn).toHaveBeenCalledTimes(1);
    expect(searchFn.mock.calls[0]?.[0]).toBe('ash');
  });

  it('adds a chip when a match is clicked, offers it no more, and removes it by its button', async () => {
    renderPicker({ searchFn: fakeSearch() });
    const field = screen.getByLabelText('Students');
    await userEvent.type(field, 'ash');
    await userEvent.click(await screen.findByRole('option', { name: /Ashok Rao/ }));
    expect(chosen()).toBe('12');
    expect(field).toHaveValue('');
    await userEvent.type(field, 'ash');
    expect(await screen.findByRole('option', { name: /Asha Verma/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Ashok Rao/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ashok Rao' }));
    expect(chosen()).toBe('');
  });

  it('works by keyboard alone: arrows, Enter picks, Backspace removes the last chip', async () => {
    renderPicker({ searchFn: fakeSearch(), initial: [ravi] });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove Ravi Das' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Students')).toHaveFocus();
    await userEvent.keyboard('ash');
    await screen.findByRole('option', { name: /Asha Verma/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen()).toBe('13,12');
    await userEvent.keyboard('{Backspace}');
    expect(chosen()).toBe('13');
    await userEvent.keyboard('{Backspace}');
    expect(chosen()).toBe('');
  });

  it('removes one particular chip from the keyboard through its own button', async () => {
    renderPicker({ searchFn: fakeSearch(), initial: [ravi, asha] });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove Ravi Das' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(chosen()).toBe('11');
  });

  it('says so when nobody matches or the search fails, and shows the error next to the field', async () => {
    const failing = vi.fn(async (text: string) => {
      if (text === 'zzz') return [];
      throw new Error('offline');
    });
    renderPicker({ searchFn: failing, error: 'Choose at least one student' });
    expect(screen.getByText('Choose at least one student')).toBeInTheDocument();
    const field = screen.getByLabelText('Students');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'zzz');
    expect(await screen.findByText('Nobody matches')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'qq');
    expect(await screen.findByText('Search failed. Keep typing to try again.')).toBeInTheDocument();
  });

  it('holds at most maxSelected people', async () => {
    renderPicker({ searchFn: fakeSearch(), maxSelected: 1 });
    const field = screen.getByLabelText('Students');
    await userEvent.type(field, 'ravi');
    await userEvent.click(await screen.findByRole('option', { name: /Ravi Das/ }));
    expect(chosen()).toBe('13');
    await userEvent.type(field, 'ash');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(chosen()).toBe('13');
  });
});

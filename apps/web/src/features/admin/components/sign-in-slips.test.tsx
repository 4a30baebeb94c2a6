import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderWithMantine } from '../../../test/render';
import { GeneratedPasswords } from './generated-passwords';
import type { SlipPerson } from './sign-in-slips';

const science = { id: 7, name: 'Class 8A Science', trainingCenterName: 'Pune' };
const maths = { id: 3, name: 'Class 8B Maths', trainingCenterName: 'Pune' };
const person = (name: string, cohort?: SlipPerson['cohort']): SlipPerson => ({
  name,
  username: `${name.toLowerCase()}@school.example`,
  password: `pw-${name.toLowerCase()}`,
  ...(cohort ? { cohort } : {}),
});

function show(people: SlipPerson[]) {
  fakeServer(); // the school's name on the slips: none given
  return renderWithMantine(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GeneratedPasswords people={people} list={false} />
    </QueryClientProvider>,
  );
}

/** The printed groups: each one's heading and the names on its slips. */
const printed = () =>
  screen.getAllByTestId('sign-in-group').map((group) => ({
    heading: group.querySelector('.group-heading')?.textContent ?? null,
    names: within(group)
      .getAllByRole('region')
      .map((slip) => slip.getAttribute('aria-label')),
  }));

afterEach(() => vi.unstubAllGlobals()); // window.print

describe('sign-in slips per cohort', () => {
  it('prints each cohort under its heading (cohorts by name, the unplaced last), or one cohort alone', async () => {
    const user = userEvent.setup();
    show([person('Anu', science), person('Bala'), person('Chitra', maths), person('Dev', science)]);
    expect(printed()).toEqual([
      { heading: 'Class 8A Science (Pune) · 2 slips', names: ['Anu', 'Dev'] },
      { heading: 'Class 8B Maths (Pune) · 1 slip', names: ['Chitra'] },
      { heading: 'No cohort · 1 slip', names: ['Bala'] },
    ]);
    // Each slip names its cohort, so a slip cut from the page still says whose class it is.
    expect(screen.getByRole('region', { name: 'Anu' })).toHaveTextContent('CohortClass 8A Science');
    expect(screen.getByRole('button', { name: 'Print 4 sign-in slips' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Slips to print/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Class 8A Science (Pune): 2 slips', hidden: true }),
    );
    expect(printed()).toEqual([{ heading: 'Class 8A Science (Pune) · 2 slips', names: ['Anu', 'Dev'] }]);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(screen.getByRole('button', { name: 'Print 2 sign-in slips' }));
    expect(print).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('combobox', { name: /^Slips to print/ }));
    await user.click(await screen.findByRole('option', { name: 'Every cohort (4 slips)', hidden: true }));
    expect(printed()).toHaveLength(3);
  });

  it('without cohorts: one group, no heading and no choice', () => {
    show([person('Anu'), person('Bala')]);
    expect(printed()).toEqual([{ heading: null, names: ['Anu', 'Bala'] }]);
    expect(screen.queryByRole('combobox', { name: /^Slips to print/ })).not.toBeInTheDocument();
  });
});

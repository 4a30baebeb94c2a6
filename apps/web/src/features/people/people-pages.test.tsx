import { api, type PersonDetails, type PersonSummary } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, refusal } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { anAdmin, storeSession } from '../../test/session-users';

/** The first render of the whole app in jsdom takes a while. */
const SLOW = { timeout: 5_000 };

const summary = (id: number, name: string): PersonSummary => ({
  id,
  type: 'student',
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@school.example`,
  username: `${name.toLowerCase().replace(' ', '.')}@school.example`,
  status: 'A',
  trainingCenter: null,
  cohorts: [{ id: 3, name: 'Class 8 A' }],
  lastSignInAt: null,
});

const asha: PersonDetails = {
  ...summary(5, 'Asha Verma'),
  salutation: 'Ms',
  firstName: 'Asha',
  lastName: 'Verma',
  dob: '2012-05-31',
  address: null,
  currentYearId: 2026,
  trainingPartner: null,
  cohorts: [{ id: 3, name: 'Class 8 A', trainingCenter: { id: 2, name: 'Pune' }, role: 'student' }],
  mustChangePassword: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The API as the people screens see it (person 5 kept in memory, 9 not found); every call is recorded. */
function serve() {
  let person = asha;
  /** Person 5, or the server's refusal for anyone else. */
  const find = (id: number) => (id === 5 ? null : refusal(404, 'Person not found'));
  storeSession(anAdmin);
  return fakeServer()
    .on(api.admin.trainingCenters, () => ({ data: [{ TC_id: 2, TC_Name: 'Pune', TP_id: 1 }] }))
    .on(api.admin.trainingPartners, () => ({ data: [{ TP_id: 1, TP_Name: 'Shiksha' }] }))
    .on(api.cohorts.list, () => ({ data: { items: [], total: 0, page: 1, pageSize: 50 } }))
    .on(api.people.list, ({ query }) => {
      const items = query.q === 'nobody' ? [] : [summary(5, 'Asha Verma'), summary(6, 'Ravi Das')];
      return { data: { items, total: items.length ? 60 : 0, page: query.page, pageSize: 25 } };
    })
    .on(api.people.get, ({ params }) => find(params.id) ?? { data: person })
    .on(
      api.people.resetPassword,
      ({ params }) =>
        find(params.id) ?? { message: 'Password reset', data: { temporaryPassword: 'Tmp!Pass1234' } },
    )
    .on(api.people.deactivate, ({ params }) => {
      person = { ...person, status: 'I' };
      return find(params.id) ?? { message: 'Account deactivated', data: person };
    })
    .on(api.people.update, ({ params, body }) => {
      if (body.email === 'taken@school.example')
        return refusal(409, 'An account with this email address already exists');
      person = { ...person, ...body, name: `${body.firstName} ${body.lastName}` } as PersonDetails;
      return find(params.id) ?? { message: 'Details saved', data: person };
    }).calls;
}

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
});

describe('/admin/students', () => {
  it('lists a page with the total, searches on the server and pages', async () => {
    const calls = serve();
    const { router } = renderApp('/admin/students');
    expect(await screen.findByText('60 students', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getAllByTestId('person-row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Asha Verma' })).toHaveAttribute('href', '/admin/people/5');
    await userEvent.type(screen.getByLabelText('Search'), 'nobody');
    expect(await screen.findByText('No students match these filters.', undefined, SLOW)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('q=nobody') && call.url.includes('type=student'))).toBe(
      true,
    );
    expect(router.state.location.search).toContain('q=nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('60 students', undefined, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('page=2'))).toBe(true));
    expect(router.state.location.search).toContain('page=2');
  });
});

describe('/admin/people/:userId', () => {
  it('resets a password after confirmation and shows the temporary password once', async () => {
    const calls = serve();
    renderApp('/admin/people/5');
    await screen.findByRole('heading', { name: 'Asha Verma' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset this password?' });
    expect(calls.some((call) => call.url.includes('reset-password'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(within(shown).getByTestId('temporary-password')).toHaveTextContent('Tmp!Pass1234');
    expect(within(shown).getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    // The dialog's own Close button (the corner's × is named Close too).
    await userEvent.click(within(shown).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('temporary-password')).not.toBeInTheDocument());
  });

  it('deactivates after confirmation and then offers reactivation', async () => {
    const calls = serve();
    renderApp('/admin/people/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }, SLOW));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate this account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate account' }));
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      expect.stringContaining('/api/admin/people/5/deactivate'),
    ]);
  });

  it('saves details, and shows a taken e-mail beside the field', async () => {
    const calls = serve();
    renderApp('/admin/people/5');
    const email = await screen.findByLabelText(/Email address/, undefined, SLOW);
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@school.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('An account with this email address already exists')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(email);
    await userEvent.type(email, 'asha.v@school.example');
    const first = screen.getByLabelText(/First name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Ashima');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Details saved')).toBeInTheDocument();
    const patch = calls.filter((call) => call.method === 'PATCH').at(-1);
    expect(patch?.body).toMatchObject({
      email: 'asha.v@school.example',
      firstName: 'Ashima',
      dob: '2012-05-31',
    });
    expect(screen.getByRole('heading', { name: 'Ashima Verma' })).toBeInTheDocument();
  });

  it('says so when nobody has the id', async () => {
    serve();
    renderApp('/admin/people/9');
    expect(await screen.findByText('Person not found', undefined, SLOW)).toBeInTheDocument();
  });
});

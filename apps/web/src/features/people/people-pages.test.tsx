import { type PersonDetails, type PersonSummary, type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render';

/** The first render of the whole app in jsdom takes a while. */
const SLOW = { timeout: 5_000 };

const admin: SessionUser = {
  id: 1,
  name: 'Sunita Rao',
  type: 'admin',
  username: 'admin',
  email: 'admin@pathshala.example',
  mustChangePassword: false,
  language: null,
};

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

type Call = { url: string; method: string; body: unknown };

/** The API as the people screens see it; every call is recorded. */
function serve() {
  const calls: Call[] = [];
  let person = asha;
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(admin));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const ok = (message: string, data: unknown) => jsonResponse(200, { success: true, message, data });
      if (url.startsWith('/api/auth/verify')) return jsonResponse(200, { success: true, user: admin });
      if (url.startsWith('/api/admin/training-centers'))
        return ok('ok', [{ TC_id: 2, TC_Name: 'Pune', TP_id: 1 }]);
      if (url.startsWith('/api/admin/training-partners')) return ok('ok', [{ TP_id: 1, TP_Name: 'Shiksha' }]);
      if (url.startsWith('/api/admin/cohorts'))
        return ok('ok', { items: [], total: 0, page: 1, pageSize: 50 });
      if (url.startsWith('/api/admin/people?')) {
        const query = new URL(url, 'http://x').searchParams;
        const page = Number(query.get('page') ?? 1);
        const items = query.get('q') === 'nobody' ? [] : [summary(5, 'Asha Verma'), summary(6, 'Ravi Das')];
        return ok('ok', { items, total: items.length ? 60 : 0, page, pageSize: 25 });
      }
      if (url.includes('/api/admin/people/5/reset-password')) {
        return ok('Password reset', { temporaryPassword: 'Tmp!Pass1234' });
      }
      if (url.includes('/api/admin/people/5/deactivate')) {
        person = { ...person, status: 'I' };
        return ok('Account deactivated', person);
      }
      if (url.startsWith('/api/admin/people/5') && method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        if (body.email === 'taken@school.example') {
          return jsonResponse(409, {
            success: false,
            message: 'An account with this email address already exists',
          });
        }
        person = { ...person, ...body, name: `${body.firstName} ${body.lastName}` };
        return ok('Details saved', person);
      }
      if (url.startsWith('/api/admin/people/5')) return ok('ok', person);
      if (url.startsWith('/api/admin/people/9'))
        return jsonResponse(404, { success: false, message: 'Person not found' });
      return jsonResponse(404, { success: false, message: 'Not found' });
    }),
  );
  return calls;
}

beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
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

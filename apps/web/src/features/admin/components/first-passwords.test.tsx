import { type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/en';
import { jsonResponse, renderApp } from '../../../test/render';

const admin: SessionUser = {
  id: 1,
  name: 'Sunita Rao',
  type: 'admin',
  username: 'admin',
  email: 'admin@pathshala.example',
  mustChangePassword: false,
  language: null,
};

/** The server of Add User: records what was sent, answers a generated password when asked. */
function serve() {
  const sent: Array<Record<string, unknown>> = [];
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(admin));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/auth/verify')) return jsonResponse(200, { success: true, user: admin });
      if (url.startsWith('/api/admin/create-student')) {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return jsonResponse(200, {
          success: true,
          message: 'Student account created successfully',
          data: { studentId: 41, ...(body.generatePassword ? { password: 'kx7m-p4tr-9wqe' } : {}) },
        });
      }
      if (url.startsWith('/api/setup/status')) {
        return jsonResponse(200, {
          success: true,
          message: 'ok',
          data: { setupNeeded: false, schoolName: 'Vidya' },
        });
      }
      if (url.startsWith('/api/admin/'))
        return jsonResponse(200, { success: true, message: 'loaded', data: [] });
      return jsonResponse(404, { success: false, message: 'Not found' });
    }),
  );
  return sent;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function fillStudent(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Email address \(username\)/), 'asha@school.example');
  await user.type(screen.getByLabelText(/^First name/), 'Asha');
  await user.type(screen.getByLabelText(/^Last name/), 'Patel');
  fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '2012-05-17' } });
}

describe('Add Student: the first password', () => {
  it('generated: nothing to type, the password shown once with a slip to print', {
    timeout: 30_000,
  }, async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderApp('/admin/add-user');
    await fillStudent(user);
    await user.click(screen.getByRole('radio', { name: 'Generate a password' }));
    expect(screen.queryByLabelText(/^Confirm password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Student' }));

    const shown = await screen.findByTestId('generated-passwords');
    expect(within(shown).getByTestId('generated-password')).toHaveTextContent('kx7m-p4tr-9wqe');
    expect(shown).toHaveTextContent(/shown only now/);
    expect(sent[0]).toMatchObject({ generatePassword: true, mustChangePassword: true });
    expect(sent[0]).not.toHaveProperty('password');
    expect(sent[0]).not.toHaveProperty('confirmPassword');

    // The slip (print only) carries the school, the person, the username and the password.
    const slips = screen.getByTestId('sign-in-slips');
    expect(slips.parentElement).toBe(document.body);
    const slip = within(slips).getByRole('region', { name: 'Asha Patel' });
    await waitFor(() => expect(slip).toHaveTextContent('Vidya'));
    for (const text of ['asha@school.example', 'kx7m-p4tr-9wqe', `${window.location.origin}/login`]) {
      expect(slip).toHaveTextContent(text);
    }
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(screen.getByRole('button', { name: 'Print the sign-in slip' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('typed: checked by the school rule and its confirmation, changed at first sign-in unless unticked', {
    timeout: 30_000,
  }, async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderApp('/admin/add-user');
    await fillStudent(user);
    await user.type(screen.getByLabelText(/^Password/), 'Welcome@2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Welcome@2027');
    await user.click(screen.getByRole('button', { name: 'Create Student' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Welcome@2026');
    const mustChange = screen.getByRole('checkbox', { name: 'Ask for a new password at first sign-in' });
    expect(mustChange).toBeChecked();
    await user.click(mustChange);
    await user.click(screen.getByRole('button', { name: 'Create Student' }));
    await screen.findByText('Student account created. Student ID: 41');
    expect(sent[0]).toMatchObject({ password: 'Welcome@2026', mustChangePassword: false });
    expect(sent[0]).not.toHaveProperty('generatePassword');
    expect(screen.queryByTestId('generated-passwords')).not.toBeInTheDocument();
  });
});

describe('the welcome after a sign-in', () => {
  it("a student's first sign-in is welcomed, not welcomed back", async () => {
    const { welcomeText } = await import('../../../components/feedback/welcome-screen');
    const student = { name: 'Asha Patel', type: 'student' } as const;
    expect(welcomeText(en, student, true)).toBe('Welcome to Pathshala, Asha Patel!');
    expect(welcomeText(en, student, false)).toBe('Welcome back, Asha Patel!');
  });
});

import { api } from '@pathshala/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/en';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { anAdmin, storeSession } from '../../../test/session-users';

/** The server of Add User: answers a generated password when asked; returns what was sent to create a student. */
function serve() {
  storeSession(anAdmin);
  const fake = fakeServer()
    .on(api.setup.status, () => ({ data: { setupNeeded: false, schoolName: 'Vidya' } }))
    .on(api.admin.createStudent, ({ body }) => ({
      message: 'Student account created successfully',
      data: { studentId: 41, ...(body.generatePassword ? { password: 'kx7m-p4tr-9wqe' } : {}) },
    }));
  return () => fake.callsTo(api.admin.createStudent).map((call) => call.body as Record<string, unknown>);
}

afterEach(() => {
  vi.unstubAllGlobals(); // window.print
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
    expect(sent()[0]).toMatchObject({ generatePassword: true, mustChangePassword: true });
    expect(sent()[0]).not.toHaveProperty('password');
    expect(sent()[0]).not.toHaveProperty('confirmPassword');

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
    expect(sent()[0]).toMatchObject({ password: 'Welcome@2026', mustChangePassword: false });
    expect(sent()[0]).not.toHaveProperty('generatePassword');
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

import { api, messages, setupMessages } from '@pathshala/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { hi } from '../../../i18n/hi/index';
import { fakeServer, type Refusal, refusal } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { sessionUser } from '../../../test/session-users';

const admin = sessionUser('admin', {
  name: 'Asha Verma',
  username: 'principal',
  email: 'principal@greenvalley.example',
});

const health = {
  status: 'ok' as const,
  database: { status: 'up' as const, driver: 'pglite' as const, latencyMs: 1 },
  uptimeSeconds: 1,
  demo: false,
  version: '0.1.0',
};

/** The server of an empty install: setup open, and what the setup call answers. */
function stubServer(options: { setupNeeded: boolean; setUp?: () => Refusal }) {
  return fakeServer()
    .on(api.setup.status, () => ({
      message: setupMessages.statusLoaded,
      data: { setupNeeded: options.setupNeeded, schoolName: options.setupNeeded ? null : 'Green Valley' },
    }))
    .on(
      api.setup.setUp,
      () =>
        options.setUp?.() ?? {
          message: setupMessages.done('Green Valley School'),
          data: { adminId: 1, username: 'principal' },
        },
    )
    .on(api.auth.login, () => ({ message: 'Login successful', token: 'token', user: admin }))
    .on(api.auth.health, () => health);
}

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillIn(values: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  const labels: Record<string, RegExp> = {
    setupCode: /^Setup code/,
    schoolName: /^School name/,
    email: /^Email address/,
    username: /^Username/,
    firstName: /^First name/,
    lastName: /^Last name/,
    password: /^Password/,
    confirmPassword: /^Confirm password/,
  };
  for (const [name, value] of Object.entries(values)) {
    const input = field(labels[name]!);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return user;
}

/** The message shown with a field (Mantine links it as the field's description of the error). */
function errorOf(label: RegExp): string | null {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

describe('the setup form', () => {
  it('names every missing field next to it and sends nothing', async () => {
    const fake = stubServer({ setupNeeded: true });
    renderApp('/setup');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set Up School' }));
    await waitFor(() => expect(errorOf(/^School name/)).toBe(setupMessages.schoolNameRequired));
    expect(errorOf(/^Setup code/)).toBe(setupMessages.setupCodeRequired);
    expect(errorOf(/^Email address/)).toBe(messages.admin.emailRequired);
    expect(errorOf(/^Username/)).toBe(messages.admin.usernameRequired);
    expect(errorOf(/^First name/)).toBe(messages.admin.firstNameRequired);
    expect(errorOf(/^Last name/)).toBe(messages.admin.lastNameRequired);
    expect(errorOf(/^Password/)).toBe(messages.password.required);
    expect(field(/^School name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('checks the address, username and the admin password rules, and the confirmation', async () => {
    stubServer({ setupNeeded: true });
    renderApp('/setup');
    await screen.findByRole('button', { name: 'Set Up School' });
    const user = await fillIn({
      schoolName: 'Green Valley School',
      email: 'not-an-address',
      username: 'a b',
      firstName: 'Asha',
      lastName: 'Verma',
      password: 'alllowercase1',
      confirmPassword: 'different',
    });
    await user.click(screen.getByRole('button', { name: 'Set Up School' }));
    await waitFor(() => expect(errorOf(/^Email address/)).toBe(messages.admin.emailInvalid));
    expect(errorOf(/^Username/)).toBe(messages.admin.usernameChars);
    expect(errorOf(/^Password/)).toBe(messages.password.adminStrength);
    expect(errorOf(/^School name/)).toBeNull();

    await fillIn({ password: 'Short1', username: 'ab' });
    await user.click(screen.getByRole('button', { name: 'Set Up School' }));
    await waitFor(() => expect(errorOf(/^Password/)).toBe(messages.password.minLength(8)));
    expect(errorOf(/^Username/)).toBe(messages.admin.usernameMin);

    await fillIn({ password: 'Valley@School9', confirmPassword: 'Valley@School8' });
    await user.click(screen.getByRole('button', { name: 'Set Up School' }));
    await waitFor(() => expect(errorOf(/^Confirm password/)).toBe(messages.password.mismatch));
    expect(errorOf(/^Password/)).toBeNull();
  });

  it('sets the school up, then signs the new administrator in', async () => {
    const fake = stubServer({ setupNeeded: true });
    const { router } = renderApp('/setup');
    await screen.findByRole('button', { name: 'Set Up School' });
    // Where the code is found is said beside the field.
    expect(field(/^Setup code/)).toHaveAccessibleDescription(/server's log.*setup-code/);
    const user = await fillIn({
      setupCode: 'abcd efgh jkmn',
      schoolName: 'Green Valley School',
      email: 'Principal@GreenValley.example',
      username: 'Principal',
      firstName: 'Asha',
      lastName: 'Verma',
      password: 'Valley@School9',
      confirmPassword: 'Valley@School9',
    });
    await user.click(screen.getByRole('button', { name: 'Set Up School' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));

    expect(fake.lastBody(api.setup.setUp)).toEqual({
      setupCode: 'abcd efgh jkmn',
      schoolName: 'Green Valley School',
      email: 'principal@greenvalley.example',
      username: 'principal',
      firstName: 'Asha',
      lastName: 'Verma',
      password: 'Valley@School9',
    });
    expect(fake.lastBody(api.auth.login)).toEqual({ username: 'principal', password: 'Valley@School9' });
  });

  it('says when someone else set the school up first, and leads to sign-in', async () => {
    stubServer({
      setupNeeded: true,
      setUp: () => refusal(409, setupMessages.alreadySetUp),
    });
    renderApp('/setup');
    await screen.findByRole('button', { name: 'Set Up School' });
    const user = await fillIn({
      setupCode: 'ABCD-EFGH-JKMN',
      schoolName: 'Green Valley School',
      email: 'principal@greenvalley.example',
      username: 'principal',
      firstName: 'Asha',
      lastName: 'Verma',
      password: 'Valley@School9',
      confirmPassword: 'Valley@School9',
    });
    await user.click(screen.getByRole('button', { name: 'Set Up School' }));
    const problem = await screen.findByTestId('setup-problem');
    expect(problem).toHaveTextContent(setupMessages.alreadySetUp);
    expect(within(problem).getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
  });
});

describe('the setup code', () => {
  it('shows a wrong code at its field and keeps what was typed', async () => {
    stubServer({
      setupNeeded: true,
      setUp: () => refusal(403, setupMessages.setupCodeWrong),
    });
    renderApp('/setup');
    await screen.findByRole('button', { name: 'Set Up School' });
    const user = await fillIn({
      setupCode: 'WRNG-CODE-0000',
      schoolName: 'Green Valley School',
      email: 'principal@greenvalley.example',
      username: 'principal',
      firstName: 'Asha',
      lastName: 'Verma',
      password: 'Valley@School9',
      confirmPassword: 'Valley@School9',
    });
    await user.click(screen.getByRole('button', { name: 'Set Up School' }));
    await waitFor(() => expect(errorOf(/^Setup code/)).toBe(setupMessages.setupCodeWrong));
    expect(field(/^Setup code/)).toHaveFocus();
    expect(field(/^School name/)).toHaveValue('Green Valley School');
    expect(screen.queryByRole('link', { name: 'Go to Sign In' })).not.toBeInTheDocument();
  });
});

describe('setup once it is done, and the sign-in page', () => {
  it('/setup says the school is set up and links to sign-in', async () => {
    stubServer({ setupNeeded: false });
    renderApp('/setup');
    const done = await screen.findByTestId('setup-done');
    expect(done).toHaveTextContent('Green Valley already has an administrator');
    expect(within(done).getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Set Up School' })).not.toBeInTheDocument();
  });

  it('the sign-in page calls for setup only while it is needed', async () => {
    stubServer({ setupNeeded: true });
    const first = renderApp('/login');
    const callOut = await screen.findByTestId('setup-call-out');
    expect(callOut).toHaveTextContent(/setup code.*server's log.*setup-code/);
    expect(within(callOut).getByRole('link', { name: 'Set up the school' })).toHaveAttribute(
      'href',
      '/setup',
    );
    first.unmount();

    stubServer({ setupNeeded: false });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Pathshala' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('setup-call-out')).not.toBeInTheDocument();
  });

  it('/setup has the language switch: the form in Hindi in place, its salutations too (issue 28)', async () => {
    stubServer({ setupNeeded: true });
    renderApp('/setup');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Set up your school' });
    try {
      await user.selectOptions(screen.getByLabelText('Language'), 'hi');
      await screen.findByRole('heading', { level: 1, name: hi.setup.title });
      expect(screen.getByRole('option', { name: hi.admin.fields.salutations.Mrs })).toHaveValue('Mrs');
    } finally {
      await switchLanguage('en');
      localStorage.clear();
    }
  });
});

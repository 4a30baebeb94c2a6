import { api, messages } from '@pathshala/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  droppedConnection,
  type FakeAnswer,
  fakeServer,
  type Refusal,
  refusal,
} from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { anAdmin } from '../../../test/session-users';
import { BUSY_RETRIES } from '../busy-retry';

const health = (demo: boolean) => ({
  status: 'ok' as const,
  database: { status: 'up' as const, driver: 'pglite' as const, latencyMs: 1 },
  uptimeSeconds: 1,
  demo,
  version: '0.1.0',
});

type LoginAnswer = FakeAnswer<typeof api.auth.login>;

function stubApi(login: () => LoginAnswer | Promise<LoginAnswer>, demo = true) {
  return fakeServer()
    .on(api.auth.health, () => health(demo))
    .on(api.auth.login, login);
}

const serverError = () => refusal(500, 'Internal server error');
/** The server's answer when it checks as many sign-ins as it can at once (asks to come back at once here). */
const busy = () =>
  new Response(JSON.stringify({ success: false, message: messages.login.busy }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '0' },
  });
const signedIn = () => ({ message: 'Login successful', token: 'token', user: anAdmin });

async function submitAsAdmin() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Username or email/), 'admin');
  await user.type(screen.getByLabelText(/^Password/), 'Admin@123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}
const wrongPassword = () => refusal(401, 'Invalid username or password');

describe('login form', () => {
  it('requires both fields, trimmed', async () => {
    stubApi(serverError);
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username or email/), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('puts the focus on the first field to mend, and takes its message away as it is mended', async () => {
    stubApi(serverError);
    renderApp('/login');
    const user = userEvent.setup();
    const username = await screen.findByLabelText(/Username or email/);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(username).toHaveFocus();
    await user.type(username, 'ravi');
    await waitFor(() => expect(screen.queryByText('Username is required')).not.toBeInTheDocument());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('sends one sign-in however often the button is pressed while it works', async () => {
    let answer: (refused: Refusal) => void = () => {};
    const fake = stubApi(() => new Promise<Refusal>((resolve) => (answer = resolve)));
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username or email/), 'teacher1@pathshala.example');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong@123');
    // Two submits in one go, before the button can show it is busy.
    const form = screen.getByRole('form', { name: 'Sign in to Pathshala' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled());
    const signIns = () => fake.callsTo(api.auth.login);
    expect(signIns()).toHaveLength(1);
    answer(wrongPassword());
    expect(await screen.findByTestId('login-error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(signIns()).toHaveLength(1);
  });

  it('fills the form from a demo shortcut only in demo mode', async () => {
    stubApi(serverError);
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Teacher 2/ }));
    expect(screen.getByLabelText(/Username or email/)).toHaveValue('teacher2@pathshala.example');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Teacher@123');
  });

  it('hides the demo shortcuts outside demo mode', async () => {
    stubApi(serverError, false);
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Pathshala' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('demo-accounts')).not.toBeInTheDocument();
  });

  it("shows the server's message under the password and lets the user dismiss it", async () => {
    let release: (refused: Refusal) => void = () => {};
    const fake = stubApi(() => new Promise<Refusal>((resolve) => (release = resolve)));
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username or email/), '  student@pathshala.example ');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(fake.lastBody(api.auth.login)).toEqual({
      username: 'student@pathshala.example',
      password: 'wrong',
    });
    release(wrongPassword());
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    await waitFor(() => expect(screen.queryByText('Invalid username or password')).not.toBeInTheDocument());
  });

  it('sends a sign-in turned away as busy again by itself, saying so, until it goes through', async () => {
    let answers = 0;
    let letThrough: () => void = () => {};
    const third = new Promise<void>((resolve) => (letThrough = resolve));
    const fake = stubApi(async () => {
      answers += 1;
      if (answers < 3) return busy();
      await third;
      return signedIn();
    });
    renderApp('/login');
    await submitAsAdmin();
    const waiting = await screen.findByTestId('login-waiting');
    expect(waiting).toHaveTextContent('Many people are signing in right now.');
    expect(waiting).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo(api.auth.login)).toHaveLength(3));
    letThrough();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sign in to Pathshala' })).toBeNull());
    expect(screen.queryByTestId('login-waiting')).not.toBeInTheDocument();
    for (const body of fake.callsTo(api.auth.login).map((call) => call.body))
      expect(body).toEqual({ username: 'admin', password: 'Admin@123' });
  });

  it('gives up after a few busy answers and says so', async () => {
    const fake = stubApi(busy);
    renderApp('/login');
    await submitAsAdmin();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(messages.login.busy);
    expect(fake.callsTo(api.auth.login)).toHaveLength(1 + BUSY_RETRIES);
    expect(screen.queryByTestId('login-waiting')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('never sends again a sign-in refused for its guesses, even with Retry-After', async () => {
    const fake = stubApi(
      () =>
        new Response(JSON.stringify({ success: false, message: messages.login.waitBeforeRetry(1) }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
        }),
    );
    renderApp('/login');
    await submitAsAdmin();
    expect(await screen.findByTestId('login-error')).toHaveTextContent(messages.login.waitBeforeRetry(1));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(fake.callsTo(api.auth.login)).toHaveLength(1);
  });

  it('shows the network message when the server cannot be reached', async () => {
    stubApi(() => droppedConnection);
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username or email/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'Admin@123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render';

const health = (demo: boolean) => ({
  success: true,
  status: 'ok',
  database: { status: 'up', driver: 'pglite', latencyMs: 1 },
  uptimeSeconds: 1,
  demo,
  version: '0.1.0',
});

function stubApi(login: () => Response | Promise<Response>, demo = true) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/health')) return jsonResponse(200, health(demo));
    if (url.startsWith('/api/auth/login')) return login();
    return jsonResponse(401, { success: false, message: 'No token provided' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login form', () => {
  it('requires both fields, trimmed', async () => {
    stubApi(() => jsonResponse(500, {}));
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username or email/), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('puts the focus on the first field to mend, and takes its message away as it is mended', async () => {
    stubApi(() => jsonResponse(500, {}));
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
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username or email/), 'teacher1@pathshala.example');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong@123');
    // Two submits in one go, before the button can show it is busy.
    const form = screen.getByRole('form', { name: 'Sign in to Pathshala' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled());
    const signIns = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/auth/login'));
    expect(signIns()).toHaveLength(1);
    answer(jsonResponse(401, { success: false, message: 'Invalid username or password' }));
    expect(await screen.findByTestId('login-error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(signIns()).toHaveLength(1);
  });

  it('fills the form from a demo shortcut only in demo mode', async () => {
    stubApi(() => jsonResponse(500, {}));
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Teacher 2/ }));
    expect(screen.getByLabelText(/Username or email/)).toHaveValue('teacher2@pathshala.example');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Teacher@123');
  });

  it('hides the demo shortcuts outside demo mode', async () => {
    stubApi(() => jsonResponse(500, {}), false);
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Pathshala' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('demo-accounts')).not.toBeInTheDocument();
  });

  it("shows the server's message under the password and lets the user dismiss it", async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username or email/), '  student@pathshala.example ');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    const loginCall = fetchMock.mock.calls.find(([url]) => url.startsWith('/api/auth/login')) as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(loginCall[1].body as string)).toEqual({
      username: 'student@pathshala.example',
      password: 'wrong',
    });
    release(jsonResponse(401, { success: false, message: 'Invalid username or password' }));
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    await waitFor(() => expect(screen.queryByText('Invalid username or password')).not.toBeInTheDocument());
  });

  it('shows the network message when the server cannot be reached', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username or email/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'Admin@123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
  });
});

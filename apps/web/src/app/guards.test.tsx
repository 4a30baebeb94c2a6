import { api, type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, fakeServer } from '../test/fake-server';
import { renderApp } from '../test/render';
import { sessionUser, storeSession } from '../test/session-users';

const teacher = sessionUser('teacher', { id: 2, name: 'Ravi Kumar' });

let fake: FakeServer;

function signInAs(user: SessionUser, { welcome = false } = {}) {
  storeSession(user);
  // The dashboard's own figures are not the point here: they fail to load.
  fake.refuse(api.teacher.dashboard, 503, 'Service unavailable');
  if (welcome) {
    localStorage.setItem(STORAGE_KEYS.welcome, 'true');
    sessionStorage.setItem('welcomeThisTab', 'true'); // signed in in this tab, which reloaded since
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as unknown as PerformanceEntry,
    ]);
  }
}

beforeEach(() => {
  fake = fakeServer();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route guards', () => {
  it('sends a signed-out visitor of a role area to /login', async () => {
    const { router } = renderApp('/student/learning');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Pathshala' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects / to the role home', async () => {
    signInAs(teacher);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teacher');
  });

  it('sends another role to /unauthorized with code 403', async () => {
    signInAs(teacher);
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByTestId('error-code')).toHaveTextContent('403');
    // The code has words beside it.
    expect(screen.getByText('(this page belongs to another kind of account)')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('shows the welcome screen first after a sign-in', async () => {
    signInAs(teacher, { welcome: true });
    renderApp('/teacher');
    expect(await screen.findByRole('heading', { name: 'Welcome Teacher Ravi Kumar!' })).toBeInTheDocument();
  });

  it('a session restored in another tab (a deep link) goes straight to its screen, without the welcome', async () => {
    signInAs(teacher, { welcome: true });
    sessionStorage.clear(); // the sign-in happened in another tab
    renderApp('/teacher');
    await screen.findByRole('heading', { level: 1, name: 'Teacher Dashboard' });
    expect(screen.queryByTestId('welcome-screen')).not.toBeInTheDocument();
  });

  it('sends a signed-in user away from the password pages to their home', async () => {
    signInAs(teacher);
    const { router } = renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Teacher Dashboard' });
    expect(router.state.location.pathname).toBe('/teacher');
  });

  it("adapts the 404 page's links to the user", async () => {
    signInAs(teacher);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Assessment' })).toHaveAttribute(
      'href',
      '/teacher/assessments/create',
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/teacher');
  });

  it('reads the unauthorized code from the query, else UNKNOWN', async () => {
    renderApp('/unauthorized?code=404');
    expect(await screen.findByTestId('error-code')).toHaveTextContent('404');
  });
});

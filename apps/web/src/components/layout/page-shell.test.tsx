import { api } from '@pathshala/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { anAdmin, storeSession } from '../../test/session-users';

/** A name a page must show as text: markup in it is never run nor parsed. */
const SCHOOL_NAME = 'Green Valley <script>window.hacked=1</script> & Sons';

function serve(schoolName: string | null) {
  return fakeServer()
    .on(api.setup.status, () => ({ data: { setupNeeded: false, schoolName } }))
    .refuse(api.admin.dashboard, 503, 'Down')
    .on(api.auth.health, () => ({
      status: 'ok' as const,
      database: { status: 'up' as const, driver: 'pglite' as const, latencyMs: 1 },
      uptimeSeconds: 1,
      demo: false,
      version: '0.1.0',
    }));
}

afterEach(() => {
  document.title = '';
});

describe("the school's name in the header and the document title", () => {
  it('on sign-in: from the status call sign-in makes anyway, as text', async () => {
    const fake = serve(SCHOOL_NAME);
    renderApp('/login');
    expect(await screen.findByTestId('school-name')).toHaveTextContent(SCHOOL_NAME);
    await waitFor(() => expect(document.title).toBe(`Sign In · ${SCHOOL_NAME}`));
    expect(screen.getByRole('link', { name: `Pathshala home, ${SCHOOL_NAME}` })).toBeInTheDocument();
    expect(document.querySelector('header script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // One status call for the call-out and the name together.
    expect(fake.callsTo(api.setup.status)).toHaveLength(1);
  });

  it('on a signed-in page: the header and the title name the page, then the school', async () => {
    serve('Vidya Niketan');
    storeSession(anAdmin);
    renderApp('/admin');
    expect(await screen.findByTestId('school-name')).toHaveTextContent('Vidya Niketan');
    await waitFor(() => expect(document.title).toBe('Admin Dashboard · Vidya Niketan'));
  });

  it('the name last read on this device shows from the first render, then the answer replaces it', async () => {
    localStorage.setItem('schoolName', 'Old Name School');
    serve('New Name School');
    renderApp('/login');
    expect(screen.getByTestId('school-name')).toHaveTextContent('Old Name School');
    await waitFor(() => expect(screen.getByTestId('school-name')).toHaveTextContent('New Name School'));
    expect(localStorage.getItem('schoolName')).toBe('New Name School');
  });

  it('an install with no name yet keeps the product in the title', async () => {
    serve(null);
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Pathshala' });
    await waitFor(() => expect(document.title).toBe('Sign In · Pathshala'));
    expect(screen.queryByTestId('school-name')).not.toBeInTheDocument();
  });
});

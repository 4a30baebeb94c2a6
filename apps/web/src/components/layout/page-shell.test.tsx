import { type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render';

/** A name a page must show as text: markup in it is never run nor parsed. */
const SCHOOL_NAME = 'Green Valley <script>window.hacked=1</script> & Sons';

const admin: SessionUser = {
  id: 1,
  name: 'Sunita Rao',
  type: 'admin',
  username: 'admin',
  email: 'admin@pathshala.example',
  mustChangePassword: false,
  language: null,
};

function serve(schoolName: string | null) {
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith('/api/setup/status')) {
      return jsonResponse(200, { success: true, message: 'ok', data: { setupNeeded: false, schoolName } });
    }
    if (url.startsWith('/api/auth/verify')) return jsonResponse(200, { success: true, user: admin });
    if (url.startsWith('/api/admin/dashboard')) return jsonResponse(503, { success: false, message: 'Down' });
    if (url.startsWith('/api/health'))
      return jsonResponse(200, {
        success: true,
        status: 'ok',
        database: { status: 'up', driver: 'pglite', latencyMs: 1 },
        uptimeSeconds: 1,
        demo: false,
        version: '0.1.0',
      });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  document.title = '';
});

describe("the school's name in the header and the document title", () => {
  it('on sign-in: from the status call sign-in makes anyway, as text', async () => {
    const fetch = serve(SCHOOL_NAME);
    renderApp('/login');
    expect(await screen.findByTestId('school-name')).toHaveTextContent(SCHOOL_NAME);
    await waitFor(() => expect(document.title).toBe(`Sign In · ${SCHOOL_NAME}`));
    expect(screen.getByRole('link', { name: `Pathshala home, ${SCHOOL_NAME}` })).toBeInTheDocument();
    expect(document.querySelector('header script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // One status call for the call-out and the name together.
    const statusCalls = fetch.mock.calls.filter(([url]) => url.startsWith('/api/setup/status'));
    expect(statusCalls).toHaveLength(1);
  });

  it('on a signed-in page: the header and the title name the page, then the school', async () => {
    serve('Vidya Niketan');
    localStorage.setItem(STORAGE_KEYS.token, 'token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(admin));
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

import { type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render';

const resetByAdmin: SessionUser = {
  id: 9,
  name: 'Kabir Singh',
  type: 'student',
  username: 'kabir.singh@pathshala.example',
  email: 'kabir.singh@pathshala.example',
  mustChangePassword: true,
  language: null,
};

function signInAs(user: SessionUser) {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/auth/verify')
        ? jsonResponse(200, { success: true, user })
        : jsonResponse(404, { success: false, message: 'Not found' }),
    ),
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a user whose password an admin reset', () => {
  it.each(['/student', '/student/learning', '/', '/forgot-password', '/change-password'])(
    'is kept on /change-password, with the e-mail filled in, when opening %s',
    async (path) => {
      signInAs(resetByAdmin);
      const { router } = renderApp(path);
      expect(await screen.findByTestId('password-change-required')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/change-password');
      expect(screen.getByLabelText('Email address')).toHaveValue('kabir.singh@pathshala.example');
    },
  );

  it('is not stopped once the flag is clear, and the recovery pages send them home', async () => {
    signInAs({ ...resetByAdmin, mustChangePassword: false, language: null });
    const { router } = renderApp('/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student');
  });
});

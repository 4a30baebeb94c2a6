import { api, type SessionUser } from '@pathshala/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { sessionUser, storeSession } from '../../test/session-users';

const resetByAdmin = sessionUser('student', {
  id: 9,
  name: 'Kabir Singh',
  username: 'kabir.singh@pathshala.example',
  email: 'kabir.singh@pathshala.example',
  mustChangePassword: true,
});

function signInAs(user: SessionUser) {
  storeSession(user);
  return fakeServer();
}

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
    // Home is the dashboard: nothing waiting there.
    signInAs({ ...resetByAdmin, mustChangePassword: false })
      .on(api.student.listAssessments, () => ({ assessments: [] }))
      .on(api.practice.myPractice, () => ({ data: [] }));
    const { router } = renderApp('/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student');
  });
});

import { type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render';

const person = (type: SessionUser['type']): SessionUser => ({
  id: 5,
  name: 'Meera Iyer',
  type,
  username: 'meera',
  email: 'meera@pathshala.example',
  mustChangePassword: false,
  language: null,
});

/** Signed in as `type`; every data call fails, which the tools do not depend on. */
function signIn(type: SessionUser['type']) {
  const user = person(type);
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/auth/verify')
        ? jsonResponse(200, { success: true, user })
        : jsonResponse(503, { success: false, message: 'down' }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the way into the question bank', () => {
  it("is a card on the teacher's Teaching Tools tab", async () => {
    signIn('teacher');
    renderApp('/teacher');
    await userEvent.click(await screen.findByRole('tab', { name: 'Teaching Tools' }));
    expect(screen.getByRole('heading', { name: 'Question Bank' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Question Bank' })).toHaveAttribute(
      'href',
      '/teacher/question-bank',
    );
    expect(screen.getByText(/^Coming in a later release: /).textContent).not.toMatch(/question/i);
  });

  it("is one of the admin's tools, and no longer 'coming later'", async () => {
    signIn('admin');
    renderApp('/admin');
    const tools = await screen.findByRole('region', { name: 'Administration Tools' });
    expect(within(tools).getByRole('link', { name: /Question Banks/ })).toHaveAttribute(
      'href',
      '/admin/question-bank',
    );
    expect(within(tools).getAllByRole('link')).toHaveLength(9);
    expect(screen.getByTestId('coming-later').textContent).not.toMatch(/question/i);
  });
});

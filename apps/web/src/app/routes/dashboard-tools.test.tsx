import { api, type UserType } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render';
import { sessionUser, storeSession } from '../../test/session-users';

/** Signed in as `type`; the dashboard's data calls fail, which the tools do not depend on. */
function signIn(type: UserType) {
  storeSession(sessionUser(type, { id: 5, name: 'Meera Iyer' }));
  fakeServer().refuse(api.teacher.dashboard, 503, 'down').refuse(api.admin.dashboard, 503, 'down');
}

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

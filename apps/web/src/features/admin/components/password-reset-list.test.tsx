import { api, type PasswordResetRequestItem } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { anAdmin, storeSession } from '../../../test/session-users';

function pendingRequest(userType: PasswordResetRequestItem['userType']): PasswordResetRequestItem {
  return {
    id: 7,
    email: `${userType}.reset@pathshala.example`,
    userType,
    requestDate: '2026-11-21T09:00:00.000Z',
    status: 'pending',
    statusText: 'Pending',
    processedDate: null,
    processedBy: null,
    adminNotes: null,
  };
}

/** The server as the admin screens see it: one pending request, and what approving it answers. */
function serve(
  request: PasswordResetRequestItem,
  approval: { resetLinkMailed: boolean; temporaryPassword?: string },
) {
  storeSession(anAdmin);
  fakeServer()
    .on(api.admin.passwordResetRequests, () => ({ message: 'loaded', data: [request] }))
    .on(api.admin.approvePasswordReset, ({ params }) => {
      expect(params.id).toBe(request.id);
      return { message: 'Password reset approved', data: approval };
    });
}

// jsdom has no FontFaceSet; the dialog's autosizing notes textarea listens on it.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
});

async function approveTheRequest(email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Approve reset for ${email}` }));
  const dialog = await screen.findByRole('dialog');
  const body = dialog.textContent;
  await user.click(within(dialog).getByRole('button', { name: 'Approve Reset' }));
  return body;
}

describe('approving a password reset', () => {
  it('for an admin account says a reset link was mailed, and shows no password', async () => {
    const request = pendingRequest('admin');
    serve(request, { resetLinkMailed: true });
    renderApp('/admin/password-reset-requests');
    const dialogText = await approveTheRequest(request.email);
    expect(dialogText).toContain('no password is shown to you');
    expect(await screen.findByTestId('outcome-success')).toHaveTextContent(
      `a reset link was mailed to ${request.email}`,
    );
    expect(screen.queryByTestId('temporary-password')).not.toBeInTheDocument();
  });

  it('for a student shows the temporary password once, as before', async () => {
    const request = pendingRequest('student');
    serve(request, { temporaryPassword: 'Abc!def#1234', resetLinkMailed: false });
    renderApp('/admin/password-reset-requests');
    const dialogText = await approveTheRequest(request.email);
    expect(dialogText).toContain('A temporary password is set');
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('Abc!def#1234');
  });
});

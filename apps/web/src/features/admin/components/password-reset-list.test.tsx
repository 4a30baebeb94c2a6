import { type PasswordResetRequestItem, type SessionUser, STORAGE_KEYS } from '@pathshala/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../test/render';

const admin: SessionUser = {
  id: 1,
  name: 'Sunita Rao',
  type: 'admin',
  username: 'admin',
  email: 'admin@pathshala.example',
  mustChangePassword: false,
  language: null,
};

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
function serve(request: PasswordResetRequestItem, approval: object) {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(admin));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/auth/verify')) return jsonResponse(200, { success: true, user: admin });
      if (url.includes(`/password-reset-requests/${request.id}/approve`)) {
        return jsonResponse(200, { success: true, message: 'Password reset approved', data: approval });
      }
      if (url.startsWith('/api/admin/password-reset-requests')) {
        return jsonResponse(200, { success: true, message: 'loaded', data: [request] });
      }
      return jsonResponse(404, { success: false, message: 'Not found' });
    }),
  );
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

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
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

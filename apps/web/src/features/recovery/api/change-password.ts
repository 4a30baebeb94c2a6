import { authEndpoints } from '@pathshala/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/auth/change-password: a new password with the current one, no sign-in needed. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { email: string; currentPassword: string; newPassword: string }) =>
      callApi(authEndpoints.changePassword, { body }),
  });
}

import { authEndpoints } from '@pathshala/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/auth/reset-password: sets the new password with the link's token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      callApi(authEndpoints.resetPassword, { body }),
  });
}

import { authEndpoints, type UserType } from '@pathshala/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: mails a reset link to one account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string; userType: UserType }) =>
      callApi(authEndpoints.forgotPassword, { body }),
  });
}

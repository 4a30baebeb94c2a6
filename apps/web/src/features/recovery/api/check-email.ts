import { authEndpoints } from '@pathshala/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/auth/check-email: the account types of an address. */
export function useCheckEmail() {
  return useMutation({
    mutationFn: (email: string) => callApi(authEndpoints.checkEmail, { body: { email } }),
  });
}

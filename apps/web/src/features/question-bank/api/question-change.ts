import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionBankKeys } from './keys';

/** A change to the bank: lists, counts, authors and open questions all load again afterwards. */
export function useBankChange<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankKeys.all }),
  });
}

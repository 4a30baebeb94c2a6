import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retries only what may succeed next time: no retry for answers in the 4xx range. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

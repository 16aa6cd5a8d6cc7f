import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

// SPEC §4/§9: data is fresh for 10 minutes, no refetch on window focus, 3 retries with
// exponential backoff capped at 30 s. Client errors (4xx) are answers, not failures: no retry.
const STALE_TIME_MS = 600_000;
const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && !(error instanceof ApiRequestError && error.isClientError),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** One cache per browser tab; the server never shares one between visitors. */
export function getBrowserQueryClient(): QueryClient {
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

const MAX_RETRIES = 3;

/** A 4xx answer will not change by asking again; network failures and 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Spec §9 data cache: 3 retries, delay doubling from 1 s to a 30 s cap, 5 min cache time.
 * Server rendering asks once (`retry: false`): a page that cannot be rendered at once is
 * left to the browser, which retries.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry ? shouldRetry : false,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        // Lets a route loader's prefetch serve the first render without a second request.
        staleTime: 30 * 1000,
      },
    },
  });
}

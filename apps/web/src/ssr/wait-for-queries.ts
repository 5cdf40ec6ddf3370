import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query is fetching. The storefront's loaders start their requests without
 * awaiting them (the browser shows a skeleton meanwhile); the server waits for the answers.
 */
export function waitForQueries(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { homeCamerasQuery } from '../api/home-cameras';

/**
 * Starts the home grid's request without holding the page for it. The router keeps this
 * loader in the entry chunk, so the request runs while the screen's chunk downloads.
 */
export const homeLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(homeCamerasQuery());
  return null;
};

import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { productsQuery } from '../api/products';
import { filtersFromSearch } from '../product-filters';

/**
 * Starts the request of the page the URL asks for without holding the page for it. The
 * router keeps this loader in the entry chunk, so it runs while the screen's chunk downloads.
 */
export const productsLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(productsQuery(filtersFromSearch(new URL(request.url).searchParams)));
    return null;
  };

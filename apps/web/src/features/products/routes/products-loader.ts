import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { facetsQuery, productsQuery } from '../api/products';
import { filtersFromSearch } from '../product-filters';

/**
 * Starts the request of the page the URL asks for without holding the page for it. The
 * router keeps this loader in the entry chunk, so it runs while the screen's chunk downloads.
 * The counts per filter option are a request of their own (decision 037): the list never waits
 * for them in the browser, and the server draws them with the page.
 */
export const productsLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const filters = filtersFromSearch(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(productsQuery(filters));
    void queryClient.prefetchQuery(facetsQuery(filters));
    return null;
  };

import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/**
 * What a file under `features/<feature>/routes/` exports: the screen as its default export
 * and, when it needs data before display, a `clientLoader` that receives the query client.
 */
export interface RouteModule {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
}

/** Turns a route module import into a React Router `lazy` function (one chunk per screen). */
export function lazyRoute(queryClient: QueryClient, load: () => Promise<RouteModule>) {
  return async () => {
    const module = await load();
    return {
      Component: module.default,
      ...(module.clientLoader ? { loader: module.clientLoader(queryClient) } : {}),
    };
  };
}

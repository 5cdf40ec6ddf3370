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

/** Whether the visitor may open the screen; answers once the session is known. */
export type RouteAccess = () => Promise<boolean>;

/**
 * Turns a route module import into a React Router `lazy` function (one chunk per screen).
 * With `access`, the loader runs only for a visitor who may see the screen: loaders run
 * beside the guard route, which redirects the others to /login.
 */
export function lazyRoute(queryClient: QueryClient, load: () => Promise<RouteModule>, access?: RouteAccess) {
  return async () => {
    const module = await load();
    if (!module.clientLoader) return { Component: module.default };
    const loader = module.clientLoader(queryClient);
    const guarded: LoaderFunction = async (args, context) =>
      !access || (await access()) ? loader(args, context) : null;
    return { Component: module.default, loader: guarded };
  };
}

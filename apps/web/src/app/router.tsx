import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { PageProgress } from '../components/page-progress';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyRoute } from './lazy-route';
import { RouteError } from './route-error';

/**
 * The route tree (spec §2). Screens are lazy chunks; layouts are eager. Each layout has a
 * pathless child carrying `errorElement`, so a failing screen shows the not-found screen
 * inside the navbar and footer.
 *
 * Auth guards go in as pathless layout routes around the guarded children, e.g.
 * `{ Component: RequireAuth, children: [category] }` and
 * `{ Component: RequireRole('seller'), children: [addProduct, myProducts] }`.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const lazy = (load: Parameters<typeof lazyRoute>[1]) => lazyRoute(queryClient, load);

  return [
    {
      Component: RootLayout,
      HydrateFallback: PageProgress,
      errorElement: <RouteError />,
      children: [
        {
          Component: PublicLayout,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                { index: true, lazy: lazy(() => import('../features/home/routes/home-route')) },
                { path: 'products', lazy: lazy(() => import('../features/products/routes/products-route')) },
                { path: 'blogs', lazy: lazy(() => import('../features/blogs/routes/blogs-route')) },
                // Signed-in only (spec §6): wrap in RequireAuth once sign-in exists.
                {
                  path: 'category/:id',
                  lazy: lazy(() => import('../features/products/routes/category-route')),
                },
                { path: '*', Component: NotFoundScreen },
              ],
            },
          ],
        },
        {
          // Signed-in only (spec §6): wrap in RequireAuth once sign-in exists.
          path: 'dashboard',
          Component: DashboardLayout,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                { index: true, lazy: lazy(() => import('../features/dashboard/routes/dashboard-route')) },
                { path: 'my-orders', lazy: lazy(() => import('../features/orders/routes/my-orders-route')) },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

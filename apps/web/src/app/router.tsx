import { SITE_PAGE_SLUGS } from '@refocus/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { PageProgress } from '../components/page-progress';
import { type Access, admin, seller, signedIn } from '../features/auth/access';
import type { Session } from '../features/auth/deferred-session';
import { homeLoader } from '../features/home/routes/home-loader';
import { productDetailLoader } from '../features/products/routes/product-detail-loader';
import { productsLoader } from '../features/products/routes/products-loader';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyRoute } from './lazy-route';
import { RouteError } from './route-error';
import { signedInUi } from './signed-in-ui';

/** A guard route's component, loaded beside its screen (both are lazy; no first view needs one). */
const guard = (name: 'RequireAuth' | 'RequireSeller' | 'RequireAdmin') => async () => ({
  Component: (await import('../features/auth/components/require-auth'))[name],
});

/**
 * The route tree (spec §2). Screens are lazy chunks; the public layout is eager, the
 * dashboard's lazy (signed-in only, so no storefront first view waits for it). Each layout has a
 * pathless child carrying `errorElement`, so a failing screen shows the not-found screen
 * inside the navbar and footer. Access (spec §6) is pathless guard routes around the
 * screens: RequireAuth, RequireSeller, RequireAdmin, lazy like the screens.
 */
export function createRoutes(queryClient: QueryClient, session: Session): RouteObject[] {
  type Load = Parameters<typeof lazyRoute>[1];
  const lazy = (load: Load) => lazyRoute(queryClient, load);
  const guarded = (allows: Access) => (load: Load) =>
    lazyRoute(queryClient, load, async () => {
      await session.whenReady();
      return allows(session.getSnapshot().user);
    });
  // The sign-in screens fetch the signed-in chunk too: the navbar has it when the sign-in ends.
  const signInLazy = (load: Load) => {
    const route = lazy(load);
    return () => {
      signedInUi.load().catch(() => {});
      return route();
    };
  };
  const signedInLazy = guarded(signedIn);
  const sellerLazy = guarded(seller);
  const adminLazy = guarded(admin);

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
                // The storefront's loaders are eager: their requests run beside the chunk's download.
                {
                  index: true,
                  loader: homeLoader(queryClient),
                  lazy: lazy(() => import('../features/home/routes/home-route')),
                },
                {
                  path: 'products',
                  loader: productsLoader(queryClient),
                  lazy: lazy(() => import('./routes/products-route')),
                },
                {
                  path: 'products/:id',
                  loader: productDetailLoader(queryClient),
                  lazy: lazy(() => import('./routes/product-detail-route')),
                },
                { path: 'blogs', lazy: lazy(() => import('../features/blogs/routes/blogs-route')) },
                { path: 'sellers/:id', lazy: lazy(() => import('../features/sellers/routes/seller-route')) },
                { path: 'models/:slug', lazy: lazy(() => import('../features/models/routes/model-route')) },
                // The shop's own pages (issue 19): one screen, the path names the page.
                ...SITE_PAGE_SLUGS.map((path) => ({
                  path,
                  lazy: lazy(() => import('../features/pages/routes/site-page-route')),
                })),
                { path: 'login', lazy: signInLazy(() => import('../features/auth/routes/login-route')) },
                {
                  path: 'register',
                  lazy: signInLazy(() => import('../features/auth/routes/register-route')),
                },
                {
                  path: 'unsubscribe',
                  lazy: lazy(() => import('../features/notifications/routes/unsubscribe-route')),
                },
                {
                  path: 'saved-searches/unsubscribe',
                  lazy: lazy(
                    () => import('../features/saved-searches/routes/saved-search-unsubscribe-route'),
                  ),
                },
                {
                  path: 'forgot-password',
                  lazy: lazy(() => import('../features/auth/routes/forgot-password-route')),
                },
                {
                  path: 'reset-password',
                  lazy: lazy(() => import('../features/auth/routes/reset-password-route')),
                },
                {
                  path: 'verify-email',
                  lazy: lazy(() => import('../features/auth/routes/verify-email-route')),
                },
                {
                  path: 'cancel-email-change',
                  lazy: lazy(() => import('../features/auth/routes/cancel-email-change-route')),
                },
                {
                  lazy: guard('RequireAuth'),
                  children: [
                    {
                      path: 'category/:id',
                      lazy: signedInLazy(() => import('./routes/category-route')),
                    },
                  ],
                },
                { path: '*', Component: NotFoundScreen },
              ],
            },
          ],
        },
        {
          lazy: guard('RequireAuth'),
          children: [
            {
              path: 'dashboard',
              lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    {
                      index: true,
                      lazy: signedInLazy(() => import('../features/dashboard/routes/dashboard-route')),
                    },
                    {
                      path: 'my-orders',
                      lazy: signedInLazy(() => import('../features/orders/routes/my-orders-route')),
                    },
                    {
                      // Offers made and received (issue 45): a buyer makes them, a seller answers them.
                      path: 'offers',
                      lazy: signedInLazy(() => import('../features/offers/routes/offers-route')),
                    },
                    {
                      path: 'saved',
                      lazy: signedInLazy(() => import('../features/favourites/routes/saved-route')),
                    },
                    {
                      path: 'messages',
                      lazy: signedInLazy(() => import('../features/conversations/routes/messages-route')),
                    },
                    {
                      path: 'messages/new',
                      lazy: signedInLazy(
                        () => import('../features/conversations/routes/new-conversation-route'),
                      ),
                    },
                    {
                      path: 'messages/:id',
                      lazy: signedInLazy(() => import('../features/conversations/routes/conversation-route')),
                    },
                    {
                      path: 'notifications',
                      lazy: signedInLazy(
                        () => import('../features/notifications/routes/notifications-route'),
                      ),
                    },
                    {
                      path: 'saved-searches',
                      lazy: signedInLazy(
                        () => import('../features/saved-searches/routes/saved-searches-route'),
                      ),
                    },
                    {
                      path: 'settings',
                      lazy: signedInLazy(() => import('./routes/account-settings-route')),
                    },
                    {
                      path: 'data-export',
                      lazy: signedInLazy(() => import('../features/data-export/routes/data-export-route')),
                    },
                    {
                      lazy: guard('RequireSeller'),
                      children: [
                        {
                          path: 'add-product',
                          lazy: sellerLazy(() => import('../features/listings/routes/add-product-route')),
                        },
                        {
                          path: 'my-products',
                          lazy: sellerLazy(() => import('../features/listings/routes/my-products-route')),
                        },
                        {
                          path: 'my-products/:id/edit',
                          lazy: sellerLazy(() => import('../features/listings/routes/edit-product-route')),
                        },
                        {
                          path: 'bookings',
                          lazy: sellerLazy(() => import('../features/orders/routes/seller-bookings-route')),
                        },
                      ],
                    },
                    {
                      lazy: guard('RequireAdmin'),
                      children: [
                        {
                          path: 'all-sellers',
                          lazy: adminLazy(() => import('../features/admin/routes/all-sellers-route')),
                        },
                        {
                          path: 'all-buyers',
                          lazy: adminLazy(() => import('../features/admin/routes/all-buyers-route')),
                        },
                        {
                          path: 'jobs',
                          lazy: adminLazy(() => import('../features/admin/routes/jobs-route')),
                        },
                        {
                          path: 'backups',
                          lazy: adminLazy(() => import('../features/backups/routes/backups-route')),
                        },
                        {
                          path: 'reports',
                          lazy: adminLazy(() => import('../features/admin/routes/reports-route')),
                        },
                        {
                          path: 'reports/:id',
                          lazy: adminLazy(() => import('../features/admin/routes/report-case-route')),
                        },
                        {
                          path: 'audit-log',
                          lazy: adminLazy(() => import('../features/admin/routes/audit-log-route')),
                        },
                        {
                          path: 'site-pages',
                          lazy: adminLazy(() => import('../features/pages/routes/site-pages-admin-route')),
                        },
                        {
                          path: 'brands',
                          lazy: adminLazy(() => import('../features/brands/routes/brands-route')),
                        },
                        {
                          path: 'models',
                          lazy: adminLazy(() => import('../features/models/routes/models-route')),
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

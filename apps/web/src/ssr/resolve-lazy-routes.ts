import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy screens the current URL needs before hydration: React Router would
 * otherwise render its fallback in place of the server's markup. Each resolved route then
 * carries its component directly, as on the server (React Router's documented recipe).
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

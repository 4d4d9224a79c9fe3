// What the route table (routes.tsx) and the router (router.tsx) share: the root route's element
// and error element, and `page()`, which wires a lazily loaded page or layout.
import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { RouteDefinition } from '@keel/contracts/route';
import { RouteProgress } from '../components/route-progress.tsx';
import { storedToken } from '../features/auth/token.ts';
import { prefetchGet } from '../lib/http.ts';
import { i18next } from '../locales/i18n.ts';

export const ROOT_ROUTE_ID = 'root';

// Loaded only when a page crashes: it brings the compact layout and the 500 page, which no
// first visit needs.
const RouteErrorPage = lazy(() =>
  import('../pages/errors/route-error-page.tsx').then((module) => ({
    default: module.RouteErrorPage,
  })),
);

export const rootErrorElement = (
  <Suspense fallback={null}>
    <RouteErrorPage />
  </Suspense>
);

type Module = Record<string, unknown>;

/**
 * Lazy route piece: `page(() => import('./x.tsx'), 'X')`. Translation namespaces the piece
 * renders with at once can be named to load with its code rather than after it has run
 * (one round trip less before the first paint): `page(load, 'X', ['auth'])`. Likewise the GET the
 * page makes first, a route of a contracts table called with no query, can start with its code:
 * `page(load, 'X', [], xRoutes.routes.list)`.
 */
export function page(
  load: () => Promise<Module>,
  name: string,
  namespaces?: string[],
  firstGet?: RouteDefinition & { method: 'GET' },
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      if (firstGet) prefetchGet(firstGet.path, storedToken());
      const [module] = await Promise.all([
        load(),
        namespaces && i18next.loadNamespaces(namespaces).catch(() => undefined),
      ]);
      return { Component: module[name] as React.ComponentType };
    },
  };
}

export const authLayout = page(
  () => import('../layouts/auth/auth-split-layout.tsx'),
  'AuthSplitLayout',
  ['auth'],
);

export function Root() {
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}

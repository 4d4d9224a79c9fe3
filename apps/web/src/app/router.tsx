// The router. The entry holds only the root route and the sign-in branch (/auth/login,
// /auth/register and their unprotected variants), the first page most visitors load; the rest
// of the table (routes.tsx, with the import of every page and its preload list: ~5 KB gzip) is
// loaded by the first navigation to any other path, initial ones included, through
// react-router's patchRoutesOnNavigation. The sign-in branch is also in routes.tsx, written
// the same (route-list.test.ts checks it), so tests and benchmarks read one complete table;
// react-router skips a patched route equal to one it has.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { authLayout, page, Root, ROOT_ROUTE_ID, rootErrorElement } from './route-pieces.tsx';

export const signInBranch: RouteObject = {
  path: 'auth',
  ...authLayout,
  children: [
    {
      path: 'login',
      handle: { titleKey: 'login.pageTitle', headingKey: 'login.heading' },
      ...page(() => import('../pages/auth/login-page.tsx'), 'LoginPage'),
    },
    {
      path: 'register',
      handle: {
        titleKey: 'auth-flows:register.pageTitle',
        headingKey: 'auth-flows:register.heading',
      },
      ...page(() => import('../pages/auth/register-page.tsx'), 'RegisterPage', ['auth-flows']),
    },
    {
      path: 'login-unprotected',
      handle: { titleKey: 'login.pageTitle', headingKey: 'login.heading' },
      ...page(() => import('../pages/auth/login-page.tsx'), 'LoginUnprotectedPage'),
    },
    {
      path: 'setup',
      handle: { titleKey: 'auth-flows:setup.pageTitle', headingKey: 'auth-flows:setup.heading' },
      ...page(() => import('../pages/auth/setup-page.tsx'), 'SetupPage', ['auth-flows']),
    },
    {
      path: 'register-unprotected',
      handle: {
        titleKey: 'auth-flows:register.pageTitle',
        headingKey: 'auth-flows:register.heading',
      },
      ...page(() => import('../pages/auth/register-page.tsx'), 'RegisterUnprotectedPage', [
        'auth-flows',
      ]),
    },
  ],
};

export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        element: <Root />,
        errorElement: rootErrorElement,
        children: [signInBranch],
      },
    ],
    {
      async patchRoutesOnNavigation({ patch }) {
        const { routes } = await import('./routes.tsx');
        patch(ROOT_ROUTE_ID, routes[0]!.children!);
      },
    },
  );
}

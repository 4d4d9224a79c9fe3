import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listRoutePaths } from './route-list.ts';
import { signInBranch } from './router.tsx';
import { routes } from './routes.tsx';

// docs/spec/seed.md#screens-and-routes, written out as the customer listed them.
const SEED_ROUTES = [
  '/auth/login',
  '/auth/register',
  '/auth/login-unprotected',
  '/auth/register-unprotected',
  '/auth/verify',
  '/auth/reset-password',
  '/auth/new-password',
  '/coming-soon',
  '/maintenance',
  '/pricing',
  '/payment',
  '/about-us',
  '/contact-us',
  '/faqs',
  '/403',
  '/404',
  '/500',
  '/components',
  '/testimonials',
  '/features',
  '/blog',
  '/terms',
  '/privacy',
  '/guides',
  '/dashboard/kanban',
  '/dashboard/calendar',
  '/dashboard/files-manager',
  '/dashboard/permission-denied',
  '/dashboard/blank',
  '/dashboard/app',
  '/dashboard/ecommerce',
  '/dashboard/analytics',
  '/dashboard/banking',
  '/dashboard/booking',
  '/dashboard/file',
  '/dashboard/chat',
  '/dashboard/chat/new',
  '/dashboard/chat/:conversationKey',
  '/dashboard/user',
  '/dashboard/user/new',
  '/dashboard/user/list',
  '/dashboard/user/cards',
  '/dashboard/user/profile',
  '/dashboard/user/account',
  '/dashboard/user/:name/edit',
  '/dashboard/e-commerce',
  '/dashboard/e-commerce/shop',
  '/dashboard/e-commerce/list',
  '/dashboard/e-commerce/checkout',
  '/dashboard/e-commerce/product/new',
  '/dashboard/e-commerce/product/:name',
  '/dashboard/e-commerce/product/:name/edit',
  '/dashboard/invoice',
  '/dashboard/invoice/list',
  '/dashboard/invoice/new',
  '/dashboard/invoice/:id',
  '/dashboard/invoice/:id/edit',
  '/dashboard/blog',
  '/dashboard/blog/posts',
  '/dashboard/blog/new',
  '/dashboard/blog/post/:title',
  '/dashboard/mail',
];

describe('router', () => {
  it('has every route of the seed', () => {
    const list = listRoutePaths(routes);
    expect(SEED_ROUTES.filter((path) => !list.includes(path))).toEqual([]);
    expect(list).toContain('/dashboard/mail/:systemLabel/:mailId?');
  });

  it('starts with the sign-in branch of routes.tsx, written the same', () => {
    // react-router skips a patched route equal (path, index, children) to one it has: the
    // entry's branch must match the table's, or /auth/login would be listed twice.
    const shape = (route: RouteObject): unknown => ({
      path: route.path,
      index: route.index,
      handle: route.handle,
      children: route.children?.map(shape),
    });
    const inTable = routes[0]!.children!.find(
      (route) => route.path === 'auth' && route.children?.some((child) => child.path === 'login'),
    );
    expect(inTable && shape(inTable)).toEqual(shape(signInBranch));
  });
});

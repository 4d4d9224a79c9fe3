// Every seed route answers with the app, inside its layout, with no console errors. Each is a
// full page load, on a page kept for the worker (worker-sessions.ts), in light English.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import {
  applyMode,
  consoleErrorsDuring,
  LIGHT_LTR_EN,
  test,
  type Session,
} from './worker-sessions.ts';

type Layout = 'dashboard' | 'main' | 'simple' | 'compact' | 'auth';

const PUBLIC: [string, Layout][] = [
  ['/', 'main'],
  ['/features', 'main'],
  ['/about-us', 'main'],
  ['/contact-us', 'main'],
  ['/faqs', 'main'],
  ['/testimonials', 'main'],
  ['/guides', 'main'],
  ['/terms', 'main'],
  ['/privacy', 'main'],
  ['/components', 'main'],
  ['/blog', 'main'],
  ['/pricing', 'simple'],
  ['/payment', 'simple'],
  ['/coming-soon', 'compact'],
  ['/maintenance', 'compact'],
  ['/403', 'compact'],
  ['/404', 'compact'],
  ['/500', 'compact'],
  ['/no/such/page', 'compact'],
  ['/auth/login', 'auth'],
  ['/auth/register', 'auth'],
  ['/auth/login-unprotected', 'auth'],
  ['/auth/register-unprotected', 'auth'],
  ['/auth/verify', 'compact'],
  ['/auth/reset-password', 'compact'],
  ['/auth/new-password', 'compact'],
];

const DASHBOARD = [
  '/dashboard/app',
  '/dashboard/ecommerce',
  '/dashboard/analytics',
  '/dashboard/banking',
  '/dashboard/booking',
  '/dashboard/file',
  '/dashboard/kanban',
  '/dashboard/calendar',
  '/dashboard/files-manager',
  '/dashboard/permission-denied',
  '/dashboard/blank',
  '/dashboard/mail',
  '/dashboard/mail/all',
  '/dashboard/chat',
  '/dashboard/chat/new',
  '/dashboard/user',
  '/dashboard/user/new',
  '/dashboard/user/list',
  '/dashboard/user/cards',
  '/dashboard/user/profile',
  '/dashboard/user/account',
  '/dashboard/e-commerce',
  '/dashboard/e-commerce/shop',
  '/dashboard/e-commerce/list',
  '/dashboard/e-commerce/checkout',
  '/dashboard/e-commerce/product/new',
  '/dashboard/invoice',
  '/dashboard/invoice/list',
  '/dashboard/invoice/new',
  '/dashboard/order',
  '/dashboard/order/list',
  '/dashboard/contact',
  '/dashboard/blog',
  '/dashboard/blog/posts',
  '/dashboard/blog/new',
];

// Routes with an id or name in them: the entity may not exist, so the page may answer with
// its own "not found" state, and the browser logs the API's 404 as a failed resource.
const DASHBOARD_WITH_PARAMS = [
  '/dashboard/chat/no-such-contact',
  '/dashboard/user/jaydon-frankie/edit',
  '/dashboard/e-commerce/product/no-such-product',
  '/dashboard/e-commerce/product/no-such-product/edit',
  '/dashboard/invoice/00000000-0000-4000-8000-000000000000',
  '/dashboard/invoice/00000000-0000-4000-8000-000000000000/edit',
  '/dashboard/blog/post/no-such-post',
  '/dashboard/order/00000000-0000-4000-8000-000000000000',
];

async function expectLayout(page: Page, layout: Layout) {
  switch (layout) {
    case 'dashboard':
      await expect(
        page.getByRole('navigation', { name: 'Dashboard navigation' }).first(),
      ).toBeAttached();
      break;
    case 'main':
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
      await expect(page.locator('footer')).toBeVisible();
      break;
    case 'simple':
    case 'compact':
      await expect(page.getByRole('link', { name: 'Need help?' })).toBeVisible();
      break;
    case 'auth':
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      break;
  }
}

/** Loads `path` in light English on the kept page; returns the console errors of the visit. */
async function visit(
  session: Session,
  baseURL: string,
  path: string,
  check: (page: Page) => Promise<void>,
) {
  await applyMode(session, baseURL, LIGHT_LTR_EN);
  return consoleErrorsDuring(session.page, async () => {
    await session.page.goto(path);
    await check(session.page);
  });
}

test.describe('public routes', () => {
  for (const [path, layout] of PUBLIC) {
    test(`${path} renders in the ${layout} layout`, async ({ publicSession, baseURL }) => {
      const errors = await visit(publicSession, baseURL!, path, async (page) => {
        await expectLayout(page, layout);
        await expect(page.locator('h1').first()).toBeVisible();
        if (path === '/no/such/page')
          await expect(page.getByText('Sorry, page not found!')).toBeVisible();
      });
      expect(errors).toEqual([]);
    });
  }
});

test.describe('dashboard routes', () => {
  for (const path of [...DASHBOARD, ...DASHBOARD_WITH_PARAMS]) {
    test(`${path} renders in the dashboard layout`, async ({ adminSession, baseURL }) => {
      const errors = await visit(adminSession, baseURL!, path, async (page) => {
        await expectLayout(page, 'dashboard');
        await expect(page.locator('h1, h2, h3, h4').first()).toBeVisible();
      });
      const unexpected = DASHBOARD_WITH_PARAMS.includes(path)
        ? errors.filter((text) => !text.includes('Failed to load resource'))
        : errors;
      expect(unexpected).toEqual([]);
    });
  }

  test('/dashboard redirects to /dashboard/app', async ({ adminSession, baseURL }) => {
    await visit(adminSession, baseURL!, '/dashboard', async (page) => {
      await expect(page).toHaveURL(/\/dashboard\/app$/);
    });
  });
});

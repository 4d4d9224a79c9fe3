// Every seed route answers with the app, inside its layout, with no console errors.
import { DEMO, expect, signInAs, test } from './fixtures.ts';

type Layout = 'dashboard' | 'main' | 'simple' | 'compact' | 'auth';

const PUBLIC: [string, Layout][] = [
  ['/', 'main'], ['/features', 'main'], ['/about-us', 'main'], ['/contact-us', 'main'], ['/faqs', 'main'],
  ['/testimonials', 'main'], ['/guides', 'main'], ['/terms', 'main'], ['/privacy', 'main'], ['/components', 'main'],
  ['/blog', 'main'], ['/pricing', 'simple'], ['/payment', 'simple'], ['/coming-soon', 'compact'], ['/maintenance', 'compact'],
  ['/403', 'compact'], ['/404', 'compact'], ['/500', 'compact'], ['/no/such/page', 'compact'],
  ['/auth/login', 'auth'], ['/auth/register', 'auth'], ['/auth/login-unprotected', 'auth'], ['/auth/register-unprotected', 'auth'],
  ['/auth/verify', 'compact'], ['/auth/reset-password', 'compact'], ['/auth/new-password', 'compact'],
];

const DASHBOARD = [
  '/dashboard/app', '/dashboard/ecommerce', '/dashboard/analytics', '/dashboard/banking', '/dashboard/booking', '/dashboard/file',
  '/dashboard/kanban', '/dashboard/calendar', '/dashboard/files-manager', '/dashboard/permission-denied', '/dashboard/blank',
  '/dashboard/mail', '/dashboard/mail/all', '/dashboard/chat', '/dashboard/chat/new',
  '/dashboard/user', '/dashboard/user/new', '/dashboard/user/list', '/dashboard/user/cards', '/dashboard/user/profile', '/dashboard/user/account',
  '/dashboard/e-commerce', '/dashboard/e-commerce/shop', '/dashboard/e-commerce/list', '/dashboard/e-commerce/checkout', '/dashboard/e-commerce/product/new',
  '/dashboard/invoice', '/dashboard/invoice/list', '/dashboard/invoice/new',
  '/dashboard/blog', '/dashboard/blog/posts', '/dashboard/blog/new',
];

// Routes with an id or name in them: the entity may not exist, so the page may answer with
// its own "not found" state, and the browser logs the API's 404 as a failed resource.
const DASHBOARD_WITH_PARAMS = [
  '/dashboard/chat/no-such-contact', '/dashboard/user/jaydon-frankie/edit', '/dashboard/e-commerce/product/no-such-product',
  '/dashboard/e-commerce/product/no-such-product/edit', '/dashboard/invoice/00000000-0000-4000-8000-000000000000',
  '/dashboard/invoice/00000000-0000-4000-8000-000000000000/edit', '/dashboard/blog/post/no-such-post',
];

async function expectLayout(page: import('@playwright/test').Page, layout: Layout) {
  switch (layout) {
    case 'dashboard':
      await expect(page.getByRole('navigation', { name: 'Dashboard navigation' }).first()).toBeAttached();
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

test.describe('public routes', () => {
  for (const [path, layout] of PUBLIC) {
    test(`${path} renders in the ${layout} layout`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expectLayout(page, layout);
      await expect(page.locator('h1').first()).toBeVisible();
      if (path === '/no/such/page') await expect(page.getByText('Sorry, page not found!')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('dashboard routes', () => {
  for (const path of [...DASHBOARD, ...DASHBOARD_WITH_PARAMS]) {
    test(`${path} renders in the dashboard layout`, async ({ page, consoleErrors }) => {
      await signInAs(page, DEMO.admin);
      await page.goto(path);
      await expectLayout(page, 'dashboard');
      await expect(page.locator('h1, h2, h3, h4').first()).toBeVisible();
      const unexpected = DASHBOARD_WITH_PARAMS.includes(path)
        ? consoleErrors.filter((text) => !text.includes('Failed to load resource'))
        : consoleErrors;
      expect(unexpected).toEqual([]);
    });
  }

  test('/dashboard redirects to /dashboard/app', async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });
});

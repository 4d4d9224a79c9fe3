// What public/theme-boot.js starts on a first visit to a dashboard route, before the app's code
// has loaded (issue 23): the session check and the notifications every dashboard page asks
// for, the route's first GETs (their URLs exactly as the page builds them, default query
// included), the route's code as module preloads, and, once the first GET has answered, the
// page's largest image (its LCP element on a phone). The app takes the answers when it starts
// (lib/http.ts, adoptBootAnswers); a GET nobody claims within a few seconds is dropped.
// The build writes this table, with each route's chunk files, into index.html
// (build/boot-preload.ts). Only plain data here: vite.config.ts reads it too.

export interface BootRoute {
  /** The page file (under src/) the route renders: its chunks are preloaded. */
  module: string;
  /** The page's first GETs, as lib/http.ts's buildUrl writes them. */
  gets: string[];
  /** Where the LCP image's address is in the first GET's answer (dot path). */
  image?: string;
  /** Translation namespaces the page renders with (locales/<lng>/<ns>.json), besides DASHBOARD_TEXTS. */
  texts?: string[];
}

/** Namespaces every dashboard page renders with: the entry's, the layout's, the forms' messages. */
export const DASHBOARD_TEXTS = ['common', 'chrome', 'validation'];

/** GETs every signed-in dashboard page makes at once (features/auth, features/notifications). */
export const SIGNED_IN_GETS = ['/api/account/my-account', '/api/notifications?page=1&pageSize=20'];

/** The dashboard layout, loaded before any dashboard page renders. */
export const DASHBOARD_LAYOUT = 'layouts/dashboard/dashboard-layout.tsx';

export const BOOT_ROUTES: Record<string, BootRoute> = {
  '/dashboard/app': {
    module: 'pages/dashboard/overview/app-page.tsx',
    gets: ['/api/dashboard/app'],
    image: 'featuredPosts.0.cover',
    texts: ['overview'],
  },
  '/dashboard/ecommerce': {
    module: 'pages/dashboard/overview/ecommerce-page.tsx',
    gets: ['/api/dashboard/ecommerce'],
    image: 'newProducts.0.cover',
    texts: ['overview'],
  },
  '/dashboard/analytics': {
    module: 'pages/dashboard/overview/analytics-page.tsx',
    gets: ['/api/dashboard/analytics'],
    texts: ['overview'],
  },
  '/dashboard/banking': {
    module: 'pages/dashboard/overview/banking-page.tsx',
    gets: [
      '/api/dashboard/banking?period=month',
      '/api/banking/transactions?page=1&pageSize=5',
      '/api/banking/contacts',
    ],
    texts: ['overview', 'ui-kit'],
  },
  '/dashboard/booking': {
    module: 'pages/dashboard/overview/booking-page.tsx',
    gets: [
      '/api/dashboard/booking?period=month',
      '/api/bookings/reviews?pageSize=10',
      '/api/bookings?page=1&pageSize=5',
    ],
    texts: ['overview'],
  },
  '/dashboard/file': {
    module: 'pages/dashboard/overview/file-page.tsx',
    gets: ['/api/dashboard/file?period=month'],
    texts: ['overview', 'files'],
  },
  '/dashboard/mail/all': {
    module: 'pages/dashboard/mail/mail-page.tsx',
    gets: ['/api/mail/labels', '/api/mail/mails?page=1&pageSize=20&systemLabel=all'],
    texts: ['mail', 'ui-kit'],
  },
  '/dashboard/chat': {
    module: 'pages/dashboard/chat/chat-page.tsx',
    gets: ['/api/chat/contacts', '/api/chat/conversations'],
    texts: ['chat'],
  },
  '/dashboard/kanban': {
    module: 'pages/dashboard/kanban/kanban-page.tsx',
    gets: ['/api/kanban/board'],
    texts: ['kanban', 'ui-kit'],
  },
  '/dashboard/user/list': {
    module: 'pages/dashboard/users/user-list-page.tsx',
    gets: ['/api/users/roles', '/api/users?page=1&pageSize=10&status=all&sort=displayName%3Aasc'],
    texts: ['users', 'table'],
  },
  '/dashboard/e-commerce/list': {
    module: 'pages/dashboard/products/product-list-page.tsx',
    gets: ['/api/products?page=1&pageSize=10&sort=createdAt%3Adesc'],
    texts: ['shop', 'table', 'ui-kit'],
  },
  '/dashboard/invoice/list': {
    module: 'pages/dashboard/invoices/invoice-list-page.tsx',
    gets: ['/api/invoices?page=1&pageSize=10&sort=createDate%3Adesc&status=all'],
    texts: ['invoice', 'table', 'ui-kit'],
  },
};

// What public/theme-boot.js starts on a first visit to a dashboard route, before the app's code
// has loaded (issue 23): the session check and the notifications every dashboard page asks
// for, the route's first GETs (their URLs exactly as the page builds them, default query
// included), the route's code as module preloads, and, once the first GET has answered, the
// page's largest image (its LCP element on a phone). The app takes the answers when it starts
// (lib/http.ts, adoptBootAnswers); a GET nobody claims within a few seconds is dropped.
// The build writes this table, with each route's chunk files, into index.html
// (build/boot-preload.ts, which loads this file in Node: it is never part of the app's bundle,
// so it may read the contracts' route tables, schemas and all).
import { accessRoutes } from '@keel/contracts/access.routes';
import { accountRoutes } from '@keel/contracts/account.routes';
import { bankingRoutes } from '@keel/contracts/banking.routes';
import { bookingRoutes } from '@keel/contracts/bookings.routes';
import { chatRoutes } from '@keel/contracts/chat.routes';
import { dashboardRoutes } from '@keel/contracts/dashboards.routes';
import { invoiceRoutes } from '@keel/contracts/invoices.routes';
import { kanbanRoutes } from '@keel/contracts/kanban.routes';
import { mailRoutes } from '@keel/contracts/mail.routes';
import { notificationRoutes } from '@keel/contracts/notifications.routes';
import { productRoutes } from '@keel/contracts/products.routes';
import { routePath, type RouteDefinition } from '@keel/contracts/route';
import { userRoutes } from '@keel/contracts/users.routes';

/**
 * A GET route's URL as lib/http.ts's buildUrl writes it (without the API base URL, which the
 * boot script adds): the query in the order the page sends it.
 */
function get(route: RouteDefinition, query: Record<string, string | number> = {}): string {
  if (route.method !== 'GET') throw new Error(`${route.path} is not a GET route`);
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return `${routePath(route.path)}${search ? `?${search}` : ''}`;
}

export interface BootRoute {
  /** The page file (under src/) the route renders: its chunks are preloaded. */
  module: string;
  /** The page's first GETs, as lib/http.ts's buildUrl writes them. */
  gets: string[];
  /** Where the LCP image's address is in the first GET's answer (dot path). */
  image?: string;
  /**
   * Translation namespaces the page renders with (locales/<lng>/<ns>.json), besides
   * DASHBOARD_TEXTS: every one its first screen asks for, or that request waits for the entry
   * (the lists' CSV buttons ask for `transfer`).
   */
  texts?: string[];
}

/** Namespaces every dashboard page renders with: the entry's, the layout's, the forms' messages. */
export const DASHBOARD_TEXTS = ['common', 'chrome', 'validation'];

/** GETs every signed-in dashboard page makes at once (features/auth, features/notifications). */
export const SIGNED_IN_GETS = [
  get(accountRoutes.routes.myAccount),
  get(notificationRoutes.routes.list, { page: 1, pageSize: 20 }),
];

/** The dashboard layout, loaded before any dashboard page renders. */
export const DASHBOARD_LAYOUT = 'layouts/dashboard/dashboard-layout.tsx';

export const BOOT_ROUTES: Record<string, BootRoute> = {
  '/dashboard/app': {
    module: 'pages/dashboard/overview/app-page.tsx',
    gets: [get(dashboardRoutes.routes.app)],
    image: 'featuredPosts.0.cover',
    texts: ['overview'],
  },
  '/dashboard/ecommerce': {
    module: 'pages/dashboard/overview/ecommerce-page.tsx',
    gets: [get(dashboardRoutes.routes.ecommerce)],
    image: 'newProducts.0.cover',
    texts: ['overview'],
  },
  '/dashboard/analytics': {
    module: 'pages/dashboard/overview/analytics-page.tsx',
    gets: [get(dashboardRoutes.routes.analytics)],
    texts: ['overview'],
  },
  '/dashboard/banking': {
    module: 'pages/dashboard/overview/banking-page.tsx',
    gets: [
      get(dashboardRoutes.routes.banking, { period: 'month' }),
      get(bankingRoutes.routes.transactions, { page: 1, pageSize: 5 }),
      get(bankingRoutes.routes.contacts),
    ],
    texts: ['overview', 'ui-kit'],
  },
  '/dashboard/booking': {
    module: 'pages/dashboard/overview/booking-page.tsx',
    gets: [
      get(dashboardRoutes.routes.booking, { period: 'month' }),
      get(bookingRoutes.routes.reviews, { pageSize: 10 }),
      get(bookingRoutes.routes.list, { page: 1, pageSize: 5 }),
    ],
    texts: ['overview'],
  },
  '/dashboard/file': {
    module: 'pages/dashboard/overview/file-page.tsx',
    gets: [get(dashboardRoutes.routes.file, { period: 'month' })],
    texts: ['overview', 'files'],
  },
  '/dashboard/mail/all': {
    module: 'pages/dashboard/mail/mail-page.tsx',
    gets: [
      get(mailRoutes.routes.labels),
      get(mailRoutes.routes.list, { page: 1, pageSize: 20, systemLabel: 'all' }),
    ],
    texts: ['mail', 'ui-kit'],
  },
  '/dashboard/chat': {
    module: 'pages/dashboard/chat/chat-page.tsx',
    gets: [get(chatRoutes.routes.contacts), get(chatRoutes.routes.conversations)],
    texts: ['chat'],
  },
  '/dashboard/kanban': {
    module: 'pages/dashboard/kanban/kanban-page.tsx',
    gets: [get(kanbanRoutes.routes.board)],
    texts: ['kanban', 'ui-kit'],
  },
  '/dashboard/user/list': {
    module: 'pages/dashboard/users/user-list-page.tsx',
    gets: [
      get(accessRoutes.routes.roles),
      get(userRoutes.routes.jobTitles),
      get(userRoutes.routes.list, {
        page: 1,
        pageSize: 10,
        status: 'all',
        sort: 'displayName:asc',
      }),
    ],
    texts: ['users', 'table', 'transfer'],
  },
  '/dashboard/e-commerce/list': {
    module: 'pages/dashboard/products/product-list-page.tsx',
    gets: [get(productRoutes.routes.list, { page: 1, pageSize: 10, sort: 'createdAt:desc' })],
    // The first row's photo: on a phone, the page's largest paint.
    image: 'products.0.cover',
    texts: ['products', 'table', 'ui-kit', 'transfer'],
  },
  '/dashboard/invoice/list': {
    module: 'pages/dashboard/invoices/invoice-list-page.tsx',
    gets: [
      get(invoiceRoutes.routes.list, {
        page: 1,
        pageSize: 10,
        sort: 'createDate:desc',
        status: 'all',
      }),
    ],
    texts: ['invoices', 'table', 'ui-kit', 'transfer'],
  },
};

// Every route of Keel (docs/spec/seed.md#screens-and-routes, docs/spec/pages.md), each page and layout loaded lazily so a route
// ships only its own code. A page file exports one named component; `page()` wires it. This
// table is itself loaded on demand (router.tsx): the entry holds only the sign-in branch.
import { Navigate, type RouteObject } from 'react-router';
import { dashboardRoutes } from '@keel/contracts/dashboards.routes';
import { paths } from '../lib/paths.ts';
import { authLayout, page, Root, ROOT_ROUTE_ID, rootErrorElement } from './route-pieces.tsx';

const dashboardLayout = page(
  () => import('../layouts/dashboard/dashboard-layout.tsx'),
  'DashboardLayout',
  ['chrome'],
);
const mainLayout = page(() => import('../layouts/main/main-layout.tsx'), 'MainLayout');
const compactLayout = page(() => import('../layouts/simple/compact-layout.tsx'), 'CompactLayout');
const simpleLayout = page(() => import('../layouts/simple/compact-layout.tsx'), 'SimpleLayout');

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <Root />,
    errorElement: rootErrorElement,
    children: [
      {
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
            ...page(() => import('../pages/auth/register-page.tsx'), 'RegisterPage', [
              'auth-flows',
            ]),
          },
          {
            path: 'login-unprotected',
            handle: { titleKey: 'login.pageTitle', headingKey: 'login.heading' },
            ...page(() => import('../pages/auth/login-page.tsx'), 'LoginUnprotectedPage'),
          },
          {
            path: 'setup',
            handle: {
              titleKey: 'auth-flows:setup.pageTitle',
              headingKey: 'auth-flows:setup.heading',
            },
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
      },
      {
        path: 'auth',
        ...compactLayout,
        children: [
          {
            path: 'verify',
            ...page(() => import('../pages/auth/verify-page.tsx'), 'VerifyPage', [
              'auth',
              'auth-flows',
            ]),
          },
          {
            path: 'reset-password',
            ...page(() => import('../pages/auth/reset-password-page.tsx'), 'ResetPasswordPage', [
              'auth',
              'auth-flows',
            ]),
          },
          {
            path: 'new-password',
            ...page(() => import('../pages/auth/new-password-page.tsx'), 'NewPasswordPage', [
              'auth',
              'auth-flows',
            ]),
          },
        ],
      },
      {
        path: 'dashboard',
        ...dashboardLayout,
        children: [
          { index: true, element: <Navigate to={paths.dashboard.app} replace /> },
          {
            path: 'app',
            handle: { permission: 'dashboards.read' },
            ...page(
              () => import('../pages/dashboard/overview/app-page.tsx'),
              'AppOverviewPage',
              ['overview'],
              dashboardRoutes.routes.app,
            ),
          },
          {
            path: 'ecommerce',
            handle: { permission: 'dashboards.read' },
            ...page(
              () => import('../pages/dashboard/overview/ecommerce-page.tsx'),
              'EcommerceOverviewPage',
              ['overview'],
              dashboardRoutes.routes.ecommerce,
            ),
          },
          {
            path: 'analytics',
            handle: { permission: 'dashboards.read' },
            ...page(
              () => import('../pages/dashboard/overview/analytics-page.tsx'),
              'AnalyticsOverviewPage',
              ['overview'],
              dashboardRoutes.routes.analytics,
            ),
          },
          {
            path: 'banking',
            handle: { permission: 'banking.read' },
            ...page(
              () => import('../pages/dashboard/overview/banking-page.tsx'),
              'BankingOverviewPage',
              ['overview'],
            ),
          },
          {
            path: 'booking',
            handle: { permission: 'bookings.read' },
            ...page(
              () => import('../pages/dashboard/overview/booking-page.tsx'),
              'BookingOverviewPage',
              ['overview'],
            ),
          },
          {
            path: 'file',
            handle: { permission: 'dashboards.read' },
            ...page(() => import('../pages/dashboard/overview/file-page.tsx'), 'FileOverviewPage', [
              'overview',
            ]),
          },
          {
            path: 'mail',
            handle: { permission: 'mail.use' },
            children: [
              { index: true, element: <Navigate to={paths.dashboard.mail.all} replace /> },
              {
                path: 'label/:customLabel/:mailId?',
                ...page(() => import('../pages/dashboard/mail/mail-page.tsx'), 'MailPage'),
              },
              {
                path: ':systemLabel/:mailId?',
                ...page(() => import('../pages/dashboard/mail/mail-page.tsx'), 'MailPage'),
              },
            ],
          },
          {
            path: 'chat',
            handle: { permission: 'chat.use' },
            children: [
              {
                index: true,
                ...page(() => import('../pages/dashboard/chat/chat-page.tsx'), 'ChatPage'),
              },
              {
                path: 'new',
                ...page(() => import('../pages/dashboard/chat/chat-page.tsx'), 'ChatPage'),
              },
              {
                path: ':conversationKey',
                ...page(() => import('../pages/dashboard/chat/chat-page.tsx'), 'ChatPage'),
              },
            ],
          },
          {
            path: 'kanban',
            handle: { permission: 'kanban.use' },
            ...page(() => import('../pages/dashboard/kanban/kanban-page.tsx'), 'KanbanPage'),
          },
          {
            path: 'calendar',
            handle: { permission: 'calendar.use' },
            ...page(() => import('../pages/dashboard/calendar/calendar-page.tsx'), 'CalendarPage'),
          },
          {
            path: 'files-manager',
            handle: { permission: 'files.use' },
            ...page(
              () => import('../pages/dashboard/files/files-manager-page.tsx'),
              'FilesManagerPage',
            ),
          },
          {
            path: 'contact',
            handle: { permission: 'contact.manage' },
            ...page(
              () => import('../pages/dashboard/contact/contact-inbox-page.tsx'),
              'ContactInboxPage',
            ),
          },
          {
            path: 'permission-denied',
            ...page(
              () => import('../pages/dashboard/permission-denied-page.tsx'),
              'PermissionDeniedPage',
            ),
          },
          {
            path: 'blank',
            ...page(() => import('../pages/dashboard/blank-page.tsx'), 'BlankPage'),
          },
          {
            path: 'audit',
            ...page(() => import('../pages/dashboard/audit/audit-page.tsx'), 'AuditPage'),
          },
          {
            path: 'user',
            children: [
              { index: true, element: <Navigate to={paths.dashboard.user.profile} replace /> },
              {
                path: 'profile',
                handle: { permission: 'users.read' },
                ...page(
                  () => import('../pages/dashboard/users/user-profile-page.tsx'),
                  'UserProfilePage',
                ),
              },
              {
                path: 'cards',
                handle: { permission: 'users.read' },
                ...page(
                  () => import('../pages/dashboard/users/user-cards-page.tsx'),
                  'UserCardsPage',
                ),
              },
              {
                path: 'list',
                handle: { permission: 'users.read' },
                ...page(
                  () => import('../pages/dashboard/users/user-list-page.tsx'),
                  'UserListPage',
                ),
              },
              {
                path: 'new',
                handle: { permission: 'users.manage' },
                ...page(
                  () => import('../pages/dashboard/users/user-create-page.tsx'),
                  'UserCreatePage',
                ),
              },
              {
                path: 'account',
                ...page(
                  () => import('../pages/dashboard/users/user-account-page.tsx'),
                  'UserAccountPage',
                ),
              },
              {
                path: 'roles',
                handle: { permission: 'roles.manage' },
                ...page(
                  () => import('../pages/dashboard/users/user-roles-page.tsx'),
                  'UserRolesPage',
                ),
              },
              {
                path: 'invitations',
                handle: { permission: 'users.manage' },
                ...page(
                  () => import('../pages/dashboard/users/user-invitations-page.tsx'),
                  'UserInvitationsPage',
                ),
              },
              {
                path: ':name/edit',
                handle: { permission: 'users.manage' },
                ...page(
                  () => import('../pages/dashboard/users/user-edit-page.tsx'),
                  'UserEditPage',
                ),
              },
            ],
          },
          {
            path: 'e-commerce',
            children: [
              { index: true, element: <Navigate to={paths.dashboard.eCommerce.shop} replace /> },
              {
                path: 'shop',
                handle: { permission: 'products.read' },
                ...page(() => import('../pages/dashboard/products/shop-page.tsx'), 'ShopPage'),
              },
              {
                path: 'list',
                handle: { permission: 'products.read' },
                ...page(
                  () => import('../pages/dashboard/products/product-list-page.tsx'),
                  'ProductListPage',
                ),
              },
              {
                path: 'checkout',
                handle: { permission: 'shop.buy' },
                ...page(
                  () => import('../pages/dashboard/products/checkout-page.tsx'),
                  'CheckoutPage',
                ),
              },
              {
                path: 'product/new',
                handle: { permission: 'products.write' },
                ...page(
                  () => import('../pages/dashboard/products/product-create-page.tsx'),
                  'ProductCreatePage',
                ),
              },
              {
                path: 'product/:name',
                handle: { permission: 'products.read' },
                ...page(
                  () => import('../pages/dashboard/products/product-details-page.tsx'),
                  'ProductDetailsPage',
                ),
              },
              {
                path: 'product/:name/edit',
                handle: { permission: 'products.write' },
                ...page(
                  () => import('../pages/dashboard/products/product-edit-page.tsx'),
                  'ProductEditPage',
                ),
              },
            ],
          },
          {
            path: 'order',
            children: [
              { index: true, element: <Navigate to={paths.dashboard.order.list} replace /> },
              {
                path: 'list',
                ...page(
                  () => import('../pages/dashboard/orders/order-list-page.tsx'),
                  'OrderListPage',
                ),
              },
              {
                path: ':id',
                ...page(
                  () => import('../pages/dashboard/orders/order-details-page.tsx'),
                  'OrderDetailsPage',
                ),
              },
            ],
          },
          {
            path: 'invoice',
            children: [
              { index: true, element: <Navigate to={paths.dashboard.invoice.list} replace /> },
              {
                path: 'list',
                handle: { permission: 'invoices.read' },
                ...page(
                  () => import('../pages/dashboard/invoices/invoice-list-page.tsx'),
                  'InvoiceListPage',
                ),
              },
              {
                path: 'new',
                handle: { permission: 'invoices.write' },
                ...page(
                  () => import('../pages/dashboard/invoices/invoice-create-page.tsx'),
                  'InvoiceCreatePage',
                ),
              },
              {
                path: ':id',
                handle: { permission: 'invoices.read' },
                ...page(
                  () => import('../pages/dashboard/invoices/invoice-details-page.tsx'),
                  'InvoiceDetailsPage',
                ),
              },
              {
                path: ':id/edit',
                handle: { permission: 'invoices.write' },
                ...page(
                  () => import('../pages/dashboard/invoices/invoice-edit-page.tsx'),
                  'InvoiceEditPage',
                ),
              },
            ],
          },
          {
            path: 'blog',
            children: [
              { index: true, element: <Navigate to={paths.dashboard.blog.posts} replace /> },
              {
                path: 'posts',
                ...page(
                  () => import('../pages/dashboard/blog/blog-posts-page.tsx'),
                  'BlogPostsPage',
                ),
              },
              {
                path: 'new',
                handle: { permission: 'blog.write' },
                ...page(
                  () => import('../pages/dashboard/blog/blog-create-page.tsx'),
                  'BlogCreatePage',
                ),
              },
              {
                path: 'post/:title',
                ...page(() => import('../pages/dashboard/blog/blog-post-page.tsx'), 'BlogPostPage'),
              },
              {
                path: 'post/:title/edit',
                handle: { permission: 'blog.write' },
                ...page(() => import('../pages/dashboard/blog/blog-edit-page.tsx'), 'BlogEditPage'),
              },
            ],
          },
        ],
      },
      {
        ...simpleLayout,
        children: [
          {
            path: 'pricing',
            ...page(() => import('../pages/marketing/pricing-page.tsx'), 'PricingPage'),
          },
          {
            path: 'payment',
            ...page(() => import('../pages/marketing/payment-page.tsx'), 'PaymentPage'),
          },
        ],
      },
      {
        ...compactLayout,
        children: [
          {
            path: 'coming-soon',
            ...page(() => import('../pages/marketing/coming-soon-page.tsx'), 'ComingSoonPage'),
          },
          {
            path: 'maintenance',
            ...page(() => import('../pages/marketing/maintenance-page.tsx'), 'MaintenancePage'),
          },
          { path: '403', ...page(() => import('../pages/errors/page-403.tsx'), 'Page403') },
          { path: '404', ...page(() => import('../pages/errors/page-404.tsx'), 'Page404') },
          { path: '500', ...page(() => import('../pages/errors/page-500.tsx'), 'Page500') },
          { path: '*', ...page(() => import('../pages/errors/page-404.tsx'), 'Page404') },
        ],
      },
      {
        ...mainLayout,
        children: [
          { index: true, ...page(() => import('../pages/marketing/home-page.tsx'), 'HomePage') },
          {
            path: 'features',
            ...page(() => import('../pages/marketing/features-page.tsx'), 'FeaturesPage'),
          },
          {
            path: 'about-us',
            ...page(() => import('../pages/marketing/about-page.tsx'), 'AboutPage'),
          },
          {
            path: 'contact-us',
            ...page(() => import('../pages/marketing/contact-page.tsx'), 'ContactPage'),
          },
          { path: 'faqs', ...page(() => import('../pages/marketing/faqs-page.tsx'), 'FaqsPage') },
          {
            path: 'testimonials',
            ...page(() => import('../pages/marketing/testimonials-page.tsx'), 'TestimonialsPage'),
          },
          {
            path: 'guides',
            ...page(() => import('../pages/marketing/guides-page.tsx'), 'GuidesPage'),
          },
          {
            path: 'terms',
            ...page(() => import('../pages/marketing/terms-page.tsx'), 'TermsPage'),
          },
          {
            path: 'privacy',
            ...page(() => import('../pages/marketing/privacy-page.tsx'), 'PrivacyPage'),
          },
          {
            path: 'components',
            ...page(() => import('../pages/marketing/components-page.tsx'), 'ComponentsPage'),
          },
          {
            path: 'blog',
            ...page(() => import('../pages/marketing/public-blog-page.tsx'), 'PublicBlogPage'),
          },
          {
            path: 'blog/:slug',
            ...page(
              () => import('../pages/marketing/public-blog-post-page.tsx'),
              'PublicBlogPostPage',
            ),
          },
        ],
      },
    ],
  },
];

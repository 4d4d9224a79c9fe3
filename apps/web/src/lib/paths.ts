// Every route path, once. Pages link through these, never through string literals. The sign-in
// pages' own (and where they send a signed-in user) are in auth-paths.ts, so the sign-in page
// doesn't load every other path with them.
import { authPaths, dashboardApp } from './auth-paths.ts';

const dashboard = '/dashboard';

export const paths = {
  home: '/',
  comingSoon: '/coming-soon',
  maintenance: '/maintenance',
  pricing: '/pricing',
  payment: '/payment',
  about: '/about-us',
  contact: '/contact-us',
  faqs: '/faqs',
  page403: '/403',
  page404: '/404',
  page500: '/500',
  components: '/components',
  testimonials: '/testimonials',
  features: '/features',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  terms: '/terms',
  privacy: '/privacy',
  guides: '/guides',
  auth: authPaths,
  dashboard: {
    root: dashboard,
    app: dashboardApp,
    ecommerce: `${dashboard}/ecommerce`,
    analytics: `${dashboard}/analytics`,
    banking: `${dashboard}/banking`,
    booking: `${dashboard}/booking`,
    file: `${dashboard}/file`,
    kanban: `${dashboard}/kanban`,
    calendar: `${dashboard}/calendar`,
    fileManager: `${dashboard}/files-manager`,
    permissionDenied: `${dashboard}/permission-denied`,
    blank: `${dashboard}/blank`,
    mail: {
      root: `${dashboard}/mail`,
      all: `${dashboard}/mail/all`,
    },
    chat: {
      root: `${dashboard}/chat`,
      new: `${dashboard}/chat/new`,
      view: (conversationKey: string) => `${dashboard}/chat/${encodeURIComponent(conversationKey)}`,
    },
    user: {
      root: `${dashboard}/user`,
      new: `${dashboard}/user/new`,
      list: `${dashboard}/user/list`,
      cards: `${dashboard}/user/cards`,
      profile: `${dashboard}/user/profile`,
      account: `${dashboard}/user/account`,
      edit: (slug: string) => `${dashboard}/user/${encodeURIComponent(slug)}/edit`,
    },
    eCommerce: {
      root: `${dashboard}/e-commerce`,
      shop: `${dashboard}/e-commerce/shop`,
      list: `${dashboard}/e-commerce/list`,
      checkout: `${dashboard}/e-commerce/checkout`,
      new: `${dashboard}/e-commerce/product/new`,
      view: (slug: string) => `${dashboard}/e-commerce/product/${encodeURIComponent(slug)}`,
      edit: (slug: string) => `${dashboard}/e-commerce/product/${encodeURIComponent(slug)}/edit`,
    },
    order: {
      root: `${dashboard}/order`,
      list: `${dashboard}/order/list`,
      view: (id: string) => `${dashboard}/order/${id}`,
    },
    invoice: {
      root: `${dashboard}/invoice`,
      list: `${dashboard}/invoice/list`,
      new: `${dashboard}/invoice/new`,
      view: (id: string) => `${dashboard}/invoice/${id}`,
      edit: (id: string) => `${dashboard}/invoice/${id}/edit`,
    },
    blog: {
      root: `${dashboard}/blog`,
      posts: `${dashboard}/blog/posts`,
      new: `${dashboard}/blog/new`,
      view: (slug: string) => `${dashboard}/blog/post/${encodeURIComponent(slug)}`,
      edit: (slug: string) => `${dashboard}/blog/post/${encodeURIComponent(slug)}/edit`,
    },
  },
} as const;

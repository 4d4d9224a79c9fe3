// One real value per route parameter (`:id`, `:name`, …), read through the API as the admin, so
// suites that visit every route of app-routes.ts (a11y.spec.ts, screenshot-sweep.ts) can fill a
// pattern with an entity that exists.
export type Api = (path: string) => Promise<Record<string, unknown>>;

export const RESOLVERS: Record<string, (api: Api) => Promise<Record<string, string>>> = {
  '/dashboard/mail/label/:customLabel/:mailId?': async (api) => {
    const { labels } = (await api('/api/mail/labels')) as {
      labels: { id: string; type: string }[];
    };
    const custom = labels.find((label) => label.type === 'custom');
    if (!custom) throw new Error('no custom mail label');
    return { customLabel: custom.id };
  },
  '/dashboard/mail/:systemLabel/:mailId?': async (api) => {
    const { mails } = (await api('/api/mail/mails?systemLabel=inbox&pageSize=1')) as {
      mails: { id: string }[];
    };
    return { systemLabel: 'inbox', mailId: first(mails, 'mail').id };
  },
  '/dashboard/chat/:conversationKey': async (api) => {
    const { conversations } = (await api('/api/chat/conversations')) as {
      conversations: { id: string }[];
    };
    return { conversationKey: first(conversations, 'conversation').id };
  },
  '/dashboard/user/:name/edit': async (api) => {
    const { users } = (await api('/api/users?pageSize=1')) as { users: { slug: string }[] };
    return { name: first(users, 'user').slug };
  },
  '/dashboard/e-commerce/product/:name': productSlug,
  '/dashboard/e-commerce/product/:name/edit': productSlug,
  '/dashboard/invoice/:id': invoiceId,
  '/dashboard/invoice/:id/edit': invoiceId,
  '/dashboard/order/:id': async (api) => {
    const { orders } = (await api('/api/orders?pageSize=1')) as { orders: { id: string }[] };
    return { id: first(orders, 'order').id };
  },
  '/dashboard/blog/post/:title': blogSlug,
  '/dashboard/blog/post/:title/edit': blogSlug,
  '/blog/:slug': async (api) => ({ slug: (await blogSlug(api)).title }),
};

function first<T>(items: T[], what: string): T {
  if (!items[0]) throw new Error(`no ${what} in the seed`);
  return items[0];
}

async function productSlug(api: Api) {
  const { products } = (await api('/api/products?pageSize=1')) as { products: { slug: string }[] };
  return { name: first(products, 'product').slug };
}

async function invoiceId(api: Api) {
  const { invoices } = (await api('/api/invoices?pageSize=1&sort=createDate:asc')) as {
    invoices: { id: string }[];
  };
  return { id: first(invoices, 'invoice').id };
}

async function blogSlug(api: Api) {
  const { posts } = (await api('/api/blog/posts?status=published&sort=oldest&pageSize=1')) as {
    posts: { slug: string }[];
  };
  return { title: first(posts, 'published post').slug };
}

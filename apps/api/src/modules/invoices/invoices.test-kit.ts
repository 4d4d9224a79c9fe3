// What the invoice API tests share: one fresh app per test file with the demo and member
// sign-ins, the workspace's and a client's address, the calls they make and a valid draft.
import { beforeAll } from 'vitest';
import { appWithDemoSessions } from '../../test/demo-sessions.ts';

export const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Call at the top of a test file; the app, sessions and address ids are there once its tests run. */
export function invoicesTestKit() {
  const { t, demo, member, manager, get, post } = appWithDemoSessions();
  const ids = { workspace: '', client: '' };
  // Runs after the app's own beforeAll, which registered first.
  beforeAll(async () => {
    const { addresses } = (await get('/api/invoices/addresses')).json();
    ids.workspace = addresses[0].id;
    ids.client = addresses[1].id;
  });

  const draft = (overrides: Record<string, unknown> = {}) => ({
    invoiceFrom: ids.workspace,
    invoiceTo: ids.client,
    status: 'draft',
    createDate: day(0),
    dueDate: day(14),
    items: [
      {
        title: 'Landing page',
        description: 'Design',
        service: 'UI design',
        quantity: 3,
        price: 80,
      },
      { title: 'API', description: '', service: 'backend development', quantity: 2, price: 120.5 },
    ],
    discount: 10,
    taxes: 25.25,
    notes: 'Thanks!',
    ...overrides,
  });
  /** The list's total under `query` ("&status=paid"). */
  const total = async (query = '') =>
    (await get(`/api/invoices?pageSize=1${query}`)).json().total as number;

  return { t, demo, member, manager, ids, get, post, draft, total };
}

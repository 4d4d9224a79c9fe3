// Order management: who sees which orders, the list's tabs and date range, and status changes
// that restock (once, even when two managers act at the same moment).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
let manager: Awaited<ReturnType<typeof signIn>>;
let memberAddressId: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
  manager = await signIn(t.app, 'manager@keel.dev');
  memberAddressId = (await get('/api/account/addresses', member.headers)).json().addresses[0].id;
});
afterAll(async () => t.close());

function get(url: string, headers = demo.headers) {
  return t.app.inject({ method: 'GET', url, headers });
}
function post(url: string, payload: unknown, headers = demo.headers) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

let counter = 0;
async function newProduct(available = 5) {
  counter += 1;
  const response = await post('/api/products/new', {
    name: `Status Test Product ${counter}`,
    description: '<p>For order status</p>',
    images: ['/assets/images/products/harbor-runner-knit-1.webp'],
    available,
    gender: 'Men',
    category: 'Shoes',
    colors: ['#000000'],
    sizes: ['9'],
    tags: ['a', 'b'],
    price: 20,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().product as { id: string; slug: string };
}
const stockOf = async (slug: string) => {
  const product = (await get(`/api/products/product?name=${slug}`)).json().product;
  return { available: product.available as number, sold: product.sold as number };
};
/** The member buys `quantity` of a fresh product; returns the order and the product. */
async function memberOrder(quantity = 2) {
  const product = await newProduct();
  const response = await post(
    '/api/orders/new',
    {
      items: [{ productId: product.id, quantity }],
      billingAddressId: memberAddressId,
      delivery: 'standard',
      payment: 'cash',
    },
    member.headers,
  );
  if (response.statusCode !== 200) throw new Error(response.body);
  return { order: response.json().order as { id: string; orderNumber: string }, product };
}

describe('who sees which orders', () => {
  it("gives a member only their own orders, and 404 for someone else's", async () => {
    const all = (await get('/api/orders?pageSize=100')).json();
    const mine = (await get('/api/orders?pageSize=100', member.headers)).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    expect(mine.counts.all).toBe(mine.total);
    for (const order of mine.orders) expect(order.customer.id).toBe(member.userId);
    const other = all.orders.find(
      (order: { customer: { id: string } }) => order.customer.id !== member.userId,
    );
    const response = await get(`/api/orders/order?id=${other.id}`, member.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Order not found');
    const own = await get(`/api/orders/order?id=${mine.orders[0].id}`, member.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().timeline).toEqual(expect.any(Array));
  });
});

describe('GET /api/orders tabs and range', () => {
  it('counts every status for the current filters, whatever tab is open', async () => {
    const all = (await get('/api/orders?pageSize=1')).json();
    const { counts } = all;
    expect(counts.all).toBe(all.total);
    expect(counts.pending + counts.completed + counts.cancelled + counts.refunded).toBe(counts.all);
    const pending = (await get('/api/orders?status=pending&pageSize=1')).json();
    expect(pending.total).toBe(counts.pending);
    expect(pending.counts).toEqual(counts);
  });

  it('keeps orders placed inside the date range, whole days included', async () => {
    const newest = (await get('/api/orders?pageSize=1')).json().orders[0];
    const day = newest.createdAt.slice(0, 10);
    const page = (await get(`/api/orders?from=${day}&to=${day}&pageSize=100`)).json();
    expect(page.total).toBeGreaterThan(0);
    for (const order of page.orders) expect(order.createdAt.slice(0, 10)).toBe(day);
    expect((await get('/api/orders?from=yesterday')).statusCode).toBe(400);
  });

  it('sorts by customer name in the database', async () => {
    const names = (await get('/api/orders?sort=customerName:asc&pageSize=50'))
      .json()
      .orders.map((order: { customer: { name: string } }) => order.customer.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});

describe('POST /api/orders/status', () => {
  it('refunds: the stock comes back, the buyer is told and the timeline shows it', async () => {
    const { order, product } = await memberOrder(2);
    expect(await stockOf(product.slug)).toEqual({ available: 3, sold: 2 });
    // A manager (orders.manage, not an admin) refunds it.
    const response = await post(
      '/api/orders/status',
      { orderId: order.id, status: 'refunded', note: 'Damaged in transit' },
      manager.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.order.status).toBe('refunded');
    expect(body.timeline).toEqual([
      expect.objectContaining({
        fromStatus: 'pending',
        toStatus: 'refunded',
        note: 'Damaged in transit',
        actor: { id: manager.userId, name: expect.any(String) },
      }),
    ]);
    expect(await stockOf(product.slug)).toEqual({ available: 5, sold: 0 });
    const notices = (await get('/api/notifications?pageSize=5', member.headers)).json();
    expect(notices.notifications[0]).toMatchObject({
      title: 'Your order was refunded',
      description: `Order ${order.orderNumber} was refunded`,
      link: `/dashboard/order/${order.id}`,
      isUnRead: true,
    });
  });

  it('completes without touching stock, then only a refund is allowed', async () => {
    const { order, product } = await memberOrder(1);
    const done = await post('/api/orders/status', { orderId: order.id, status: 'completed' });
    expect(done.json().order.status).toBe('completed');
    expect(await stockOf(product.slug)).toEqual({ available: 4, sold: 1 });
    const cancel = await post('/api/orders/status', { orderId: order.id, status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('A completed order cannot be marked cancelled');
    const refund = await post('/api/orders/status', { orderId: order.id, status: 'refunded' });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().timeline.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'completed',
      'refunded',
    ]);
    expect(await stockOf(product.slug)).toEqual({ available: 5, sold: 0 });
  });

  it('cancels and restocks; a cancelled order is final', async () => {
    const { order, product } = await memberOrder(3);
    expect(
      (await post('/api/orders/status', { orderId: order.id, status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect(await stockOf(product.slug)).toEqual({ available: 5, sold: 0 });
    const again = await post('/api/orders/status', { orderId: order.id, status: 'refunded' });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(product.slug)).toEqual({ available: 5, sold: 0 });
  });

  it('restocks once when two managers refund the same order at the same moment', async () => {
    const { order, product } = await memberOrder(2);
    const answers = await Promise.all(
      [0, 1, 2].map(() => post('/api/orders/status', { orderId: order.id, status: 'refunded' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(product.slug)).toEqual({ available: 5, sold: 0 });
    const { timeline } = (await get(`/api/orders/order?id=${order.id}`)).json();
    expect(timeline).toHaveLength(1);
  });

  it('refuses members, bad input and unknown orders without changing anything', async () => {
    const { order, product } = await memberOrder(1);
    const forbidden = await post(
      '/api/orders/status',
      { orderId: order.id, status: 'cancelled' },
      member.headers,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(await stockOf(product.slug)).toEqual({ available: 4, sold: 1 });
    const bad = await post('/api/orders/status', { orderId: order.id, status: 'pending' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors?.status).toBe('Choose a status');
    const unknown = await post('/api/orders/status', {
      orderId: '00000000-0000-4000-8000-000000000000',
      status: 'completed',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found');
  });
});

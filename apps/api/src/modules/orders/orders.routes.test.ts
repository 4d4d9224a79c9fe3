import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
let demoAddressId: string;
let demoCardId: string;
let memberAddressId: string;
let memberCardId: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
  demoAddressId = (await get('/api/account/addresses')).json().addresses[0].id;
  demoCardId = (await get('/api/account/cards')).json().cards[0].id;
  memberAddressId = (await get('/api/account/addresses', member.headers)).json().addresses[0].id;
  memberCardId = (await get('/api/account/cards', member.headers)).json().cards[0].id;
});
afterAll(async () => t.close());

function get(url: string, headers = demo.headers) {
  return t.app.inject({ method: 'GET', url, headers });
}
function post(url: string, payload: unknown, headers = demo.headers) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

let counter = 0;
async function newProduct(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const response = await post('/api/products/new', {
    name: `Order Test Product ${counter}`,
    description: '<p>For orders</p>',
    images: ['/assets/images/products/harbor-runner-knit-1.webp'],
    available: 5,
    gender: 'Men',
    category: 'Shoes',
    colors: ['#000000', '#1890FF'],
    sizes: ['9'],
    tags: ['a', 'b'],
    price: 20,
    ...overrides,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().product as {
    id: string;
    slug: string;
    name: string;
    available: number;
    sold: number;
  };
}
const productBySlug = async (slug: string) =>
  (await get(`/api/products/product?name=${slug}`)).json().product;

const order = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  billingAddressId: demoAddressId,
  delivery: 'standard',
  payment: 'paypal',
  ...extra,
});

describe('POST /api/orders/discount', () => {
  it('accepts the demo code and refuses others', async () => {
    expect((await post('/api/orders/discount', { code: 'DISCOUNT5' })).json()).toEqual({
      discount: 5,
    });
    expect((await post('/api/orders/discount', { code: 'discount5' })).json()).toEqual({
      discount: 5,
    });
    for (const code of ['NOPE', '']) {
      const response = await post('/api/orders/discount', { code });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid discount code');
    }
  });
});

describe('POST /api/orders/new', () => {
  it('prices from the database, takes the stock and notifies the buyer', async () => {
    const shoe = await newProduct({ price: 20, priceSale: 15.5, available: 5 });
    const cap = await newProduct({ price: 9.99, available: 10 });
    const before = (await get('/api/notifications?page=1&pageSize=1')).json().total;
    const response = await post(
      '/api/orders/new',
      order(
        [
          // A price sent by the browser is ignored.
          { productId: shoe.id, quantity: 2, color: '#000000, #1890FF', size: '9', price: 0.01 },
          { productId: cap.id, quantity: 3, color: '#000000', size: '' },
        ],
        { delivery: 'fast', payment: 'credit_card', cardId: demoCardId, discountCode: 'DISCOUNT5' },
      ),
    );
    expect(response.statusCode).toBe(200);
    const placed = response.json().order;
    expect(placed.items).toHaveLength(2);
    expect(placed.items[0]).toMatchObject({
      productId: shoe.id,
      price: 15.5,
      quantity: 2,
      subtotal: 31,
      color: '#000000, #1890FF',
      size: '9',
    });
    expect(placed.items[1]).toMatchObject({ price: 9.99, quantity: 3, subtotal: 29.97 });
    expect(placed.subtotal).toBe(60.97);
    expect(placed.discount).toBe(5);
    expect(placed.shipping).toBe(2);
    expect(placed.total).toBe(57.97);
    expect(placed.status).toBe('pending');
    expect(placed.orderNumber).toMatch(/^#\d+$/);
    expect(placed.customer.name).toBe('Jaydon Frankie');
    expect(placed.billing.id).toBe(demoAddressId);

    const shoeAfter = await productBySlug(shoe.slug);
    expect(shoeAfter.available).toBe(3);
    expect(shoeAfter.sold).toBe(shoe.sold + 2);
    expect((await productBySlug(cap.slug)).available).toBe(7);

    const notifications = (await get('/api/notifications?page=1&pageSize=1')).json();
    expect(notifications.total).toBe(before + 1);
    expect(notifications.notifications[0]).toMatchObject({
      type: 'order_placed',
      description: `Order ${placed.orderNumber} is waiting for shipping`,
    });

    const found = await get(`/api/orders/order?id=${placed.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().order.total).toBe(57.97);
  });

  it('adds up quantities of one product across lines and answers 409 when short, changing nothing', async () => {
    const product = await newProduct({ available: 3, name: 'Scarce Sneaker' });
    const ordersBefore = (await get('/api/orders?page=1&pageSize=1')).json().total;
    const response = await post(
      '/api/orders/new',
      order([
        { productId: product.id, quantity: 2, color: '#000000' },
        { productId: product.id, quantity: 2, color: '#1890FF' },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only 3 left of Scarce Sneaker');
    expect((await productBySlug(product.slug)).available).toBe(3);
    expect((await get('/api/orders?page=1&pageSize=1')).json().total).toBe(ordersBefore);
  });

  it('lets exactly one of two orders racing for the last item win', async () => {
    const product = await newProduct({ available: 1, name: 'Last One Standing' });
    const [a, b] = await Promise.all([
      post('/api/orders/new', order([{ productId: product.id, quantity: 1 }])),
      post(
        '/api/orders/new',
        order([{ productId: product.id, quantity: 1 }], { billingAddressId: memberAddressId }),
        member.headers,
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe('Only 0 left of Last One Standing');
    const after = await productBySlug(product.slug);
    expect(after.available).toBe(0);
    expect(after.inventoryType).toBe('out_of_stock');
    expect(after.sold).toBe(product.sold + 1);
  });

  it('keeps stock consistent when many orders race', async () => {
    const product = await newProduct({ available: 4, name: 'Crowded Shelf' });
    const attempts = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        index % 2 === 0
          ? post('/api/orders/new', order([{ productId: product.id, quantity: 1 }]))
          : post(
              '/api/orders/new',
              order([{ productId: product.id, quantity: 1 }], {
                billingAddressId: memberAddressId,
              }),
              member.headers,
            ),
      ),
    );
    expect(attempts.filter((response) => response.statusCode === 200)).toHaveLength(4);
    expect(attempts.filter((response) => response.statusCode === 409)).toHaveLength(3);
    expect((await productBySlug(product.slug)).available).toBe(0);
  });

  it("refuses another user's address or card with 404", async () => {
    const product = await newProduct();
    const address = await post(
      '/api/orders/new',
      order([{ productId: product.id, quantity: 1 }], { billingAddressId: memberAddressId }),
    );
    expect(address.statusCode).toBe(404);
    expect(address.json().message).toBe('Address not found');
    const card = await post(
      '/api/orders/new',
      order([{ productId: product.id, quantity: 1 }], {
        payment: 'credit_card',
        cardId: memberCardId,
      }),
    );
    expect(card.statusCode).toBe(404);
    expect(card.json().message).toBe('Card not found');
    expect((await productBySlug(product.slug)).available).toBe(5);
  });

  it('rejects bad orders with 400, changing nothing', async () => {
    const product = await newProduct();
    const line = [{ productId: product.id, quantity: 1 }];
    const cases: [unknown, string, string][] = [
      [order([]), 'items', 'Your cart is empty'],
      [
        order([{ productId: product.id, quantity: 0 }]),
        'items.0.quantity',
        'Quantity must be at least 1',
      ],
      [order(line, { payment: undefined }), 'payment', 'Payment method is required'],
      [order(line, { payment: 'bitcoin' }), 'payment', 'Payment method is required'],
      [order(line, { billingAddressId: '' }), 'billingAddressId', 'Billing address is required'],
      [order(line, { payment: 'credit_card' }), 'cardId', 'Choose a card to pay with'],
      [order(line, { discountCode: 'FREE' }), 'discountCode', 'Invalid discount code'],
    ];
    for (const [body, field, message] of cases) {
      const response = await post('/api/orders/new', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors?.[field], field).toBe(message);
    }
    const unknown = await post(
      '/api/orders/new',
      order([{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }]),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
    expect((await productBySlug(product.slug)).available).toBe(5);
  });

  it('never lets a discount take the total below the shipping', async () => {
    const cheap = await newProduct({ price: 2, name: 'Cheap Socks' });
    const placed = (
      await post(
        '/api/orders/new',
        order([{ productId: cheap.id, quantity: 1 }], {
          discountCode: 'DISCOUNT5',
          delivery: 'fast',
        }),
      )
    ).json().order;
    expect(placed.discount).toBe(2);
    expect(placed.total).toBe(2);
  });

  it('keeps item snapshots after the product is deleted', async () => {
    const product = await newProduct({ name: 'Soon Gone', price: 12 });
    const placed = (
      await post('/api/orders/new', order([{ productId: product.id, quantity: 1 }]))
    ).json().order;
    await post('/api/products/delete', { productIds: [product.id] });
    const kept = (await get(`/api/orders/order?id=${placed.id}`)).json().order;
    expect(kept.items[0]).toMatchObject({ productId: null, name: 'Soon Gone', price: 12 });
  });

  it('requires a token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders/new', payload: {} })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/orders', () => {
  it('pages the seeded orders newest first, with items', async () => {
    const page = (await get('/api/orders?page=1&pageSize=10')).json();
    expect(page.total).toBeGreaterThanOrEqual(200);
    expect(page.orders).toHaveLength(10);
    const dates = page.orders.map((o: { createdAt: string }) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const placed of page.orders) {
      expect(placed.items.length).toBeGreaterThan(0);
      const itemSum = placed.items.reduce(
        (sum: number, item: { subtotal: number }) => sum + item.subtotal,
        0,
      );
      expect(placed.subtotal).toBeCloseTo(itemSum, 2);
      expect(placed.total).toBeCloseTo(placed.subtotal - placed.discount + placed.shipping, 2);
    }
  });

  it('filters by status, customer and search, and sorts', async () => {
    const pending = (await get('/api/orders?status=pending&pageSize=100')).json();
    for (const placed of pending.orders) expect(placed.status).toBe('pending');
    const mine = (await get('/api/orders?customer=me&pageSize=100', member.headers)).json();
    expect(mine.total).toBeGreaterThan(0);
    for (const placed of mine.orders) expect(placed.customer.name).toBe("Lucian O'Brien");
    const byTotal = (await get('/api/orders?sort=total:desc&pageSize=5'))
      .json()
      .orders.map((o: { total: number }) => o.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    const first = (await get('/api/orders?sort=orderNumber:asc&pageSize=1')).json().orders[0];
    expect(first.orderNumber).toBe('#1001');
    const found = (await get('/api/orders?q=%231001')).json();
    expect(found.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain('#1001');
    expect((await get('/api/orders?sort=customerEmail:asc')).statusCode).toBe(400);
  });

  it('answers 404 "Order not found" for unknown ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'garbage']) {
      const response = await get(`/api/orders/order?id=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Order not found');
    }
  });
});

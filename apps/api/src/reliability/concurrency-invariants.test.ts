// Concurrency suite (issue 17): for each write with an invariant, N parallel conflicting requests,
// then the invariant holds. It runs on PGlite (api) and PostgreSQL (api-pg); only PostgreSQL runs
// the requests truly at once (PGlite has one connection), which is where these races lived.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards } from '@keel/db/schema/banking';
import { files } from '@keel/db/schema/files';
import { rawRows } from '../shared/raw-rows.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

const ROUNDS = 6;

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers = demo.headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers = demo.headers) => t.app.inject({ method: 'GET', url, headers });

describe('folder moves', () => {
  it('two crossing moves (A into B, B into A) never store a cycle', async () => {
    const folder = async (name: string) =>
      (await post('/api/files/folders/new', { name, parentId: null }, member.headers)).json().file
        .id as string;
    const a = await folder(`Cross A ${Date.now()}`);
    const b = await folder(`Cross B ${Date.now()}`);
    for (let round = 0; round < ROUNDS; round += 1) {
      await t.database.db
        .update(files)
        .set({ parentId: null })
        .where(sql`${files.id} in (${a}, ${b})`);
      const [intoB, intoA] = await Promise.all([
        post('/api/files/update', { fileId: a, file: { parentId: b } }, member.headers),
        post('/api/files/update', { fileId: b, file: { parentId: a } }, member.headers),
      ]);
      const statuses = [intoB.statusCode, intoA.statusCode].sort();
      expect(statuses).toEqual([200, 400]);
      const refused = intoB.statusCode === 400 ? intoB : intoA;
      expect(refused.json().fields.parentId).toBe('A folder cannot be moved into itself');
    }
    // The listing (a recursive query) still answers.
    expect((await get('/api/files', member.headers)).statusCode).toBe(200);
  });

  it('the database itself refuses a cycle, whoever writes it', async () => {
    const folder = async (name: string, parentId: string | null) =>
      (await post('/api/files/folders/new', { name, parentId }, member.headers)).json().file
        .id as string;
    const top = await folder(`Top ${Date.now()}`, null);
    const child = await folder('Child', top);
    const grandchild = await folder('Grandchild', child);
    await expect(
      t.database.db.update(files).set({ parentId: grandchild }).where(eq(files.id, top)),
    ).rejects.toThrow();
    const [row] = await t.database.db
      .select({ parentId: files.parentId })
      .from(files)
      .where(eq(files.id, top));
    expect(row!.parentId).toBeNull();
  });
});

describe('invoices', () => {
  it('concurrent edits of items and of the discount both land, and totals match the items', async () => {
    const addresses = (await get('/api/invoices/addresses')).json().addresses as { id: string }[];
    const item = (quantity: number, price: number) => ({
      title: 'Work',
      description: '',
      service: 'UI design',
      quantity,
      price,
    });
    const created = await post('/api/invoices/new', {
      invoiceFrom: addresses[0]!.id,
      invoiceTo: addresses[1]!.id,
      createDate: '2026-11-01',
      dueDate: '2026-12-01',
      items: [item(1, 100)],
      taxes: 0,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().invoice.id as string;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const [items, discount] = await Promise.all([
        post('/api/invoices/update', {
          invoiceId: id,
          invoice: { items: [item(10, 100 + round)] },
        }),
        post('/api/invoices/update', { invoiceId: id, invoice: { discount: round } }),
      ]);
      expect([items.statusCode, discount.statusCode]).toEqual([200, 200]);
      const invoice = (await get(`/api/invoices/invoice?id=${id}`)).json().invoice;
      expect(invoice.items).toMatchObject([{ quantity: 10, price: 100 + round }]);
      expect(invoice.discount).toBe(round);
      expect(invoice.subTotalPrice).toBe(10 * (100 + round));
      expect(invoice.totalPrice).toBe(10 * (100 + round) - round);
    }
  });
});

describe('products', () => {
  it('concurrent { price } and { priceSale } never leave a sale price at or above the price', async () => {
    const created = await post('/api/products/new', {
      name: `Race Product ${Date.now()}`,
      description: '<p>Race</p>',
      images: ['/assets/images/products/harbor-runner-knit-1.webp'],
      available: 5,
      gender: 'Men',
      category: 'Shoes',
      colors: ['#000000'],
      sizes: ['9'],
      tags: ['a', 'b'],
      price: 100,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().product.id as string;
    for (let round = 0; round < ROUNDS; round += 1) {
      await post('/api/products/update', {
        productId: id,
        product: { price: 100, priceSale: null },
      });
      const answers = await Promise.all([
        post('/api/products/update', { productId: id, product: { price: 10 } }),
        post('/api/products/update', { productId: id, product: { priceSale: 50 } }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const product = (
        await get(`/api/products/product?name=${created.json().product.slug}`)
      ).json().product;
      expect(product.priceSale === null || product.priceSale < product.price).toBe(true);
    }
  });
});

describe('stock and balance', () => {
  it('parallel checkouts never sell more than the stock', async () => {
    const created = await post('/api/products/new', {
      name: `Scarce Product ${Date.now()}`,
      description: '<p>Few</p>',
      images: ['/assets/images/products/harbor-runner-knit-1.webp'],
      available: 3,
      gender: 'Men',
      category: 'Shoes',
      colors: ['#000000'],
      sizes: ['9'],
      tags: ['a', 'b'],
      price: 20,
    });
    const product = created.json().product as { id: string; slug: string };
    const addressId = (await get('/api/account/addresses')).json().addresses[0].id as string;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/api/orders/new', {
          items: [{ productId: product.id, quantity: 1, color: '#000000', size: '9' }],
          billingAddressId: addressId,
          delivery: 'standard',
          payment: 'paypal',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const after = (await get(`/api/products/product?name=${product.slug}`)).json().product;
    expect(after).toMatchObject({ available: 0, sold: 3 });
  });

  it('parallel transfers never take a card below zero, and the money adds up', async () => {
    const [card] = (await get('/api/banking/cards', member.headers)).json().cards as {
      id: string;
      balance: number;
    }[];
    await t.database.db.update(bankCards).set({ balance: 100 }).where(eq(bankCards.id, card!.id));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(
          '/api/banking/transfer',
          { toUserId: demo.userId, amount: 30, cardId: card!.id },
          member.headers,
        ),
      ),
    );
    const done = answers.filter((answer) => answer.statusCode === 200).length;
    expect(done).toBe(3);
    const [row] = await t.database.db
      .select({ balance: bankCards.balance })
      .from(bankCards)
      .where(eq(bankCards.id, card!.id));
    expect(row!.balance).toBe(10);
    const [negative] = rawRows<{ count: string }>(
      await t.database.db.execute(sql`select count(*) as count from bank_cards where balance < 0`),
    );
    expect(Number(negative!.count)).toBe(0);
  });

  it('refuses an amount that rounds to zero cents', async () => {
    const [card] = (await get('/api/banking/cards', member.headers)).json().cards as {
      id: string;
    }[];
    const response = await post(
      '/api/banking/transfer',
      { toUserId: demo.userId, amount: 0.004, cardId: card!.id },
      member.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.amount).toBe('Amount must be greater than 0');
  });
});

// Concurrency suite (issue 17), the "exactly once" half: a double-submitted checkout, mail send
// or invoice send with one Idempotency-Key does the thing once and answers the same; a draft
// sent three times at once is delivered once even without a key; two editors starting from one
// version: one saves, the other gets 409 with the current record.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAYED_HEADER } from '@keel/contracts/idempotency';
import { mailItems, mails } from '@keel/db/schema/mail';
import { orders } from '@keel/db/schema/orders';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

const PARALLEL = 5;

let t: TestApp;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = demo.headers) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers = demo.headers) => t.app.inject({ method: 'GET', url, headers });
const withKey = (key: string, headers = demo.headers) => ({ ...headers, 'idempotency-key': key });

async function newProduct(available: number) {
  const response = await post('/api/products/new', {
    name: `Once Product ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`,
    description: '<p>Once</p>',
    images: ['/assets/images/products/harbor-runner-knit-1.webp'],
    available,
    gender: 'Men',
    category: 'Shoes',
    colors: ['#000000'],
    sizes: ['9'],
    tags: ['a', 'b'],
    price: 20,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().product as { id: string; slug: string; version: number };
}

describe('Idempotency-Key', () => {
  it('a checkout submitted five times at once with one key creates one order and answers it five times', async () => {
    const product = await newProduct(10);
    const addressId = (await get('/api/account/addresses')).json().addresses[0].id as string;
    const body = {
      items: [{ productId: product.id, quantity: 2, color: '#000000', size: '9' }],
      billingAddressId: addressId,
      delivery: 'standard',
      payment: 'paypal',
    };
    const key = `checkout-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => post('/api/orders/new', body, withKey(key))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const ids = new Set(answers.map((answer) => answer.json().order.id as string));
    expect(ids.size).toBe(1);
    expect(
      answers.filter((answer) => answer.headers[IDEMPOTENT_REPLAYED_HEADER] === 'true'),
    ).toHaveLength(PARALLEL - 1);
    const [stored] = await t.database.db
      .select({ value: count() })
      .from(orders)
      .where(eq(orders.id, [...ids][0]!));
    expect(stored!.value).toBe(1);
    const after = (await get(`/api/products/product?name=${product.slug}`)).json().product;
    expect(after).toMatchObject({ available: 8, sold: 2 });

    // The same key with another request is refused; a new key places a new order.
    const other = await post(
      '/api/orders/new',
      { ...body, items: [{ ...body.items[0], quantity: 1 }] },
      withKey(key),
    );
    expect(other.statusCode).toBe(422);
    const fresh = await post('/api/orders/new', body, withKey(`${key}-2`));
    expect(fresh.statusCode).toBe(200);
    expect(ids.has(fresh.json().order.id)).toBe(false);
  });

  it('a mail sent three times at once with one key is delivered once', async () => {
    const subject = `Once ${Date.now()}`;
    const key = `mail-${Date.now()}`;
    const body = { to: ['member@keel.dev'], subject, message: '<p>Once</p>' };
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post('/api/mail/send', body, withKey(key))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().mail.id)).size).toBe(1);
    const inbox = await t.database.db
      .select({ value: count() })
      .from(mailItems)
      .innerJoin(mails, eq(mails.id, mailItems.mailId))
      .where(and(eq(mailItems.userId, member.userId), eq(mails.subject, subject)));
    expect(inbox[0]!.value).toBe(1);
  });

  it('invoices sent twice with one key count one send', async () => {
    const invoice = (await get('/api/invoices?pageSize=1')).json().invoices[0] as {
      id: string;
      sent: number;
    };
    const key = `invoice-send-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        post('/api/invoices/send', { invoiceIds: [invoice.id] }, withKey(key)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const after = (await get(`/api/invoices/invoice?id=${invoice.id}`)).json().invoice;
    expect(after.sent).toBe(invoice.sent + 1);
  });

  it('refuses a malformed key', async () => {
    const response = await post(
      '/api/invoices/send',
      { invoiceIds: [crypto.randomUUID()] },
      withKey(' '),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('a draft sent three times at once, without a key', () => {
  it('is delivered once', async () => {
    const subject = `Draft once ${Date.now()}`;
    const draft = (
      await post('/api/mail/drafts/save', {
        to: ['member@keel.dev'],
        subject,
        message: '<p>Hi</p>',
      })
    ).json().mail;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        post('/api/mail/send', {
          to: ['member@keel.dev'],
          subject,
          message: '<p>Hi</p>',
          draftId: draft.id,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const inbox = await t.database.db
      .select({ value: count() })
      .from(mailItems)
      .innerJoin(mails, eq(mails.id, mailItems.mailId))
      .where(and(eq(mailItems.userId, member.userId), eq(mails.subject, subject)));
    expect(inbox[0]!.value).toBe(1);
  });
});

describe('versions', () => {
  it('two editors from one version: one saves, the other gets 409 with the current product and who changed it', async () => {
    const product = await newProduct(5);
    const answers = await Promise.all([
      post('/api/products/update', {
        productId: product.id,
        product: { price: 30 },
        version: product.version,
      }),
      post('/api/products/update', {
        productId: product.id,
        product: { price: 40 },
        version: product.version,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const saved = answers.find((answer) => answer.statusCode === 200)!.json().product;
    const stale = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(saved.version).toBe(product.version + 1);
    expect(stale).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: product.id, price: saved.price, version: saved.version },
      changedBy: { id: demo.userId, name: 'Jaydon Frankie' },
    });
    expect(typeof stale.changedAt).toBe('string');
  });

  it('a stale invoice update changes nothing', async () => {
    const invoice = (await get('/api/invoices?pageSize=1')).json().invoices[0] as {
      id: string;
      version: number;
      notes: string;
    };
    const first = await post('/api/invoices/update', {
      invoiceId: invoice.id,
      invoice: { notes: 'first' },
      version: invoice.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await post('/api/invoices/update', {
      invoiceId: invoice.id,
      invoice: { notes: 'second' },
      version: invoice.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().current).toMatchObject({
      id: invoice.id,
      notes: 'first',
      version: invoice.version + 1,
    });
    expect((await get(`/api/invoices/invoice?id=${invoice.id}`)).json().invoice.notes).toBe(
      'first',
    );
  });
});

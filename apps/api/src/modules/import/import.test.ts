// CSV import: every row checked with the create schema, all imported in one transaction or none,
// with each failing row named; a dry run keeps nothing; permission-gated.
import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '@keel/db/schema/invoices';
import { products } from '@keel/db/schema/products';
import { users } from '@keel/db/schema/users';
import { appWithDemoSessions } from '../../test/demo-sessions.ts';

const { t, member, post } = appWithDemoSessions();

const product = (index: number, overrides: Record<string, string> = {}) => ({
  name: `Imported Sneaker ${index}`,
  description: 'Light and fast',
  images: '/assets/images/products/harbor-runner-knit-1.webp',
  available: '5',
  gender: 'Men',
  category: 'Shoes',
  tags: 'Running; Outdoor',
  price: '49.90',
  ...overrides,
});

const productCount = async (pattern: string) =>
  (await t.app.db.select({ n: count() }).from(products).where(like(products.name, pattern)))[0]!.n;

describe('POST /api/import/:kind', () => {
  it('imports every row in one go and says how many', async () => {
    const response = await post('/api/import/products', {
      rows: [product(1), product(2), product(3)],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 3, checked: 3, failed: [], dryRun: false });
    const [row] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.name, 'Imported Sneaker 2'));
    expect(row).toMatchObject({
      price: 49.9,
      available: 5,
      tags: ['Running', 'Outdoor'],
      description: '<p>Light and fast</p>',
    });
  });

  it('changes nothing when one row is bad, and names that row and field', async () => {
    const rows = [
      product(10),
      product(11),
      product(12, { price: '12,50' }),
      product(13, { category: 'Boats' }),
      product(14),
    ];
    const response = await post('/api/import/products', { rows });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.imported).toBe(0);
    expect(body.failed.map((failure: { row: number }) => failure.row)).toEqual([3, 4]);
    expect(Object.keys(body.failed[0].errors)).toEqual(['price']);
    expect(Object.keys(body.failed[1].errors)).toEqual(['category']);
    expect(await productCount('Imported Sneaker 1_')).toBe(0);
  });

  it('reports a conflict with the database (a duplicate) per row and rolls back', async () => {
    const rows = [product(20), product(20)];
    const body = (await post('/api/import/products', { rows })).json();
    expect(body.imported).toBe(0);
    expect(body.failed).toEqual([{ row: 2, errors: { name: expect.any(String) } }]);
    expect(await productCount('Imported Sneaker 20')).toBe(0);
  });

  it('checks without keeping anything on a dry run', async () => {
    const body = (await post('/api/import/products', { rows: [product(30)], dryRun: true })).json();
    expect(body).toEqual({ imported: 0, checked: 1, failed: [], dryRun: true });
    expect(await productCount('Imported Sneaker 30')).toBe(0);
  });

  it('imports users and invoices through their own schemas', async () => {
    const person = {
      firstName: 'Ima',
      lastName: 'Port',
      email: 'ima.port@example.com',
      phoneNumber: '+1 555 0100',
      country: 'France',
      state: 'IDF',
      city: 'Paris',
      address: '1 rue A',
      company: 'Acme',
      jobTitle: 'Buyer',
      isVerified: 'yes',
    };
    const users1 = await post('/api/import/users', { rows: [person] });
    expect(users1.json()).toMatchObject({ imported: 1 });
    const [created] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'ima.port@example.com'));
    expect(created).toMatchObject({
      displayName: 'Ima Port',
      isVerified: true,
      passwordHash: null,
    });
    const duplicate = (
      await post('/api/import/users', { rows: [{ ...person, firstName: 'Again' }] })
    ).json();
    expect(duplicate.failed[0].row).toBe(1);

    const before = (await t.app.db.select({ n: count() }).from(invoices))[0]!.n;
    const invoice = {
      invoiceTo: 'not an address',
      createDate: '2026-01-05',
      dueDate: '2026-02-05',
      itemTitle: 'Design',
      itemQuantity: '2',
      itemPrice: '150',
    };
    const bad = (await post('/api/import/invoices', { rows: [invoice] })).json();
    expect(Object.keys(bad.failed[0].errors)).toContain('invoiceTo');
    const after = (await t.app.db.select({ n: count() }).from(invoices))[0]!.n;
    expect(after).toBe(before);
  });

  it('needs the permission that creating the record needs', async () => {
    expect(
      (await post('/api/import/products', { rows: [product(40)] }, member.headers)).statusCode,
    ).toBe(403);
    expect((await post('/api/import/users', { rows: [{}] }, member.headers)).statusCode).toBe(403);
    expect((await post('/api/import/products', { rows: [] })).statusCode).toBe(400);
  });
});
